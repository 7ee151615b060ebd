import { CodeDraft } from './code-draft.entity';
import { ComplexityAnalysis } from './complexity-analysis.entity';
import { DifficultyPoints } from './difficulty-points.entity';
import { EditorLanguage } from './editor-language.entity';
import { LeaderboardPoints } from './leaderboard-points.entity';
import { LoginDay } from './login-day.entity';
import { Sheet } from './sheet.entity';
import { SheetProblem } from './sheet-problem.entity';
import { Problem } from './problem.entity';
import { ProblemNote } from './problem-note.entity';
import { ProblemSolved } from './problem-solved.entity';
import { RefreshToken } from './refresh-token.entity';
import { ReviewCard } from './review-card.entity';
import { ReviewDay } from './review-day.entity';
import { Submission } from './submission.entity';
import { TestCase } from './test-case.entity';
import { TestCaseResult } from './test-case-result.entity';
import { User } from './user.entity';

export { CodeDraft, ComplexityAnalysis, DifficultyPoints, EditorLanguage, LeaderboardPoints, LoginDay, Sheet, SheetProblem, Problem, ProblemNote, ProblemSolved, RefreshToken, ReviewCard, ReviewDay, Submission, TestCase, TestCaseResult, User };
export { ALL_TIME_PERIOD } from './leaderboard-points.entity';
export { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from './problem.entity';
export type { StoredCardState } from './review-card.entity';

/** Every entity of the schema, for the DataSource. */
export const ENTITIES = [User, LoginDay, RefreshToken, Problem, TestCase, Submission, TestCaseResult, ProblemSolved, Sheet, SheetProblem, ReviewCard, ProblemNote, CodeDraft, EditorLanguage, ReviewDay, DifficultyPoints, LeaderboardPoints, ComplexityAnalysis];
