import type { ApiCodeDraft, Language } from '@algosheets/contracts';
import { CodeDraft, EditorLanguage, Problem } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { DraftConflictException, LanguageNotOfferedException } from './drafts.errors';

/** Most of a learner's recent language choices read to find the last one a problem offers. */
const RECENT_LANGUAGES = 20;

interface DraftRow {
  language: Language;
  code: string;
  revision: string;
  updated_at: Date;
}

/**
 * The editor's memory on the server, private to each learner: the code drafts per (problem,
 * language) and the language last chosen. A save is conditional on the revision the client last
 * saw (compare-and-set in one statement), so of two tabs writing the same draft the second is told
 * (409) instead of silently overwriting the first; revisions come from one sequence, so a draft
 * deleted and written again never repeats an old revision.
 */
@Injectable()
export class DraftsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The language the editor of `problemId` opens in for `userId` (this problem's last choice, else
   * the latest choice anywhere that the problem offers, else null) and every saved draft.
   * @throws ProblemNotFoundException
   */
  async state(userId: string, problemId: string): Promise<{ language: Language | null; drafts: ApiCodeDraft[] }> {
    const problem = await this.requireProblem(problemId);
    const [choices, drafts] = await Promise.all([
      this.dataSource.getRepository(EditorLanguage).find({
        where: { userId },
        order: { updatedAt: 'DESC' },
        take: RECENT_LANGUAGES,
      }),
      this.dataSource.query<DraftRow[]>('SELECT language, code, revision, updated_at FROM code_drafts WHERE user_id = $1 AND problem_id = $2 ORDER BY language', [userId, problemId]),
    ]);
    const offered = (language: Language) => problem.codeSnippets[language] !== undefined;
    const own = choices.find((choice) => choice.problemId === problemId);
    const language = (own && offered(own.language) ? own : choices.find((choice) => offered(choice.language)))?.language ?? null;
    return { language, drafts: drafts.filter((row) => offered(row.language)).map(toApiDraft) };
  }

  /**
   * Records `language` as the one last chosen on `problemId` (and so the learner's latest).
   * @throws ProblemNotFoundException
   * @throws LanguageNotOfferedException when the problem has no starter in it
   */
  async chooseLanguage(userId: string, problemId: string, language: Language): Promise<void> {
    await this.requireOffered(problemId, language);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(EditorLanguage)
      .values({ userId, problemId, language })
      .orUpdate(['language', 'updated_at'], ['user_id', 'problem_id'])
      .updateEntity(false)
      .execute();
  }

  /**
   * Stores `code` as the draft if the stored revision is still `baseRevision` (0: no draft yet)
   * and answers it with its new revision.
   * @throws ProblemNotFoundException
   * @throws LanguageNotOfferedException
   * @throws DraftConflictException when another save or a delete came in between
   */
  async save(userId: string, problemId: string, language: Language, code: string, baseRevision: number): Promise<ApiCodeDraft> {
    await this.requireOffered(problemId, language);
    const rows =
      baseRevision === 0
        ? await this.dataSource.query<DraftRow[]>(
            `INSERT INTO code_drafts (user_id, problem_id, language, code) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING RETURNING language, code, revision, updated_at`,
            [userId, problemId, language, code],
          )
        : await this.dataSource.query<[DraftRow[], number]>(
            `UPDATE code_drafts SET code = $4, revision = nextval('code_draft_revisions'), updated_at = now()
             WHERE user_id = $1 AND problem_id = $2 AND language = $3 AND revision = $5 RETURNING language, code, revision, updated_at`,
            [userId, problemId, language, code, String(baseRevision)],
          ).then(([updated]) => updated);
    if (rows.length === 0) throw new DraftConflictException();
    return toApiDraft(rows[0]);
  }

  /** Deletes the draft ('Reset code'); nothing to delete is not an error. @throws ProblemNotFoundException */
  async discard(userId: string, problemId: string, language: Language): Promise<void> {
    await this.requireProblem(problemId);
    await this.dataSource.getRepository(CodeDraft).delete({ userId, problemId, language });
  }

  private async requireProblem(problemId: string): Promise<Pick<Problem, 'codeSnippets'>> {
    const problem = await this.dataSource.getRepository(Problem).findOne({ select: { id: true, codeSnippets: true }, where: { id: problemId } });
    if (!problem) throw new ProblemNotFoundException();
    return problem;
  }

  private async requireOffered(problemId: string, language: Language): Promise<void> {
    const problem = await this.requireProblem(problemId);
    if (problem.codeSnippets[language] === undefined) throw new LanguageNotOfferedException(language);
  }
}

function toApiDraft(row: DraftRow): ApiCodeDraft {
  return { language: row.language, code: row.code, revision: Number(row.revision), updatedAt: new Date(row.updated_at).toISOString() };
}
