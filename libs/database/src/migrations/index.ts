import { InitialSchema1795320000000 } from './1795320000000-initial-schema';
import { TestCaseResultVisibility1795321800000 } from './1795321800000-test-case-result-visibility';
import { FunctionSignatures1795323600000 } from './1795323600000-function-signatures';
import { ReviewCardsAndNotes1795325400000 } from './1795325400000-review-cards-and-notes';
import { PerLanguageTimeLimits1795330800000 } from './1795330800000-per-language-time-limits';
import { CodeDraftsAndReviewRatings1795332600000 } from './1795332600000-code-drafts-and-review-ratings';
import { EmailVerification1795334400000 } from './1795334400000-email-verification';
import { TestSetVersions1795336200000 } from './1795336200000-test-set-versions';
import { SubmissionMeasurements1795338000000 } from './1795338000000-submission-measurements';
import { Achievements1795340000000 } from './1795340000000-achievements';
import { ProblemComplexity1795342000000 } from './1795342000000-problem-complexity';
import { ComplexityAnalyses1795344000000 } from './1795344000000-complexity-analyses';
import { ProblemAliases1795346000000 } from './1795346000000-problem-aliases';
import { WholeProgramToSignature1795348000000 } from './1795348000000-whole-program-to-signature';

/** Every migration, oldest first. Listed explicitly so that bundlers and SWC need no globbing. */
export const MIGRATIONS = [
  InitialSchema1795320000000,
  TestCaseResultVisibility1795321800000,
  FunctionSignatures1795323600000,
  ReviewCardsAndNotes1795325400000,
  PerLanguageTimeLimits1795330800000,
  CodeDraftsAndReviewRatings1795332600000,
  EmailVerification1795334400000,
  TestSetVersions1795336200000,
  SubmissionMeasurements1795338000000,
  Achievements1795340000000,
  ProblemComplexity1795342000000,
  ComplexityAnalyses1795344000000,
  ProblemAliases1795346000000,
  WholeProgramToSignature1795348000000,
];
