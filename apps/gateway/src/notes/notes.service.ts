import type { ApiNote, ApiNoteMatch } from '@algosheets/contracts';
import { Problem, ProblemNote } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { containsPattern } from '../problems/problem-view';
import { NoteNotFoundException } from './notes.errors';

/** Characters of body shown before the first match in a search result, and in all. */
const EXCERPT_BEFORE = 60;
const EXCERPT_LENGTH = 160;
/** Most matches a search answers. */
const SEARCH_LIMIT = 50;

/**
 * Private Markdown notes: one per (learner, problem), reachable only by its author. Someone else's
 * note is never named by a problem route (each learner reads their own, empty until saved), and
 * by id it answers 404 exactly as a missing one does.
 */
@Injectable()
export class NotesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The caller's note on `problemId`, or an empty one (`id` null). @throws ProblemNotFoundException */
  async get(userId: string, problemId: string): Promise<ApiNote> {
    await this.requireProblem(problemId);
    const note = await this.dataSource.getRepository(ProblemNote).findOneBy({ userId, problemId });
    return note ? toApiNote(note) : { id: null, problemId, body: '', updatedAt: null };
  }

  /** Creates or replaces the caller's note on `problemId`. @throws ProblemNotFoundException */
  async save(userId: string, problemId: string, body: string): Promise<ApiNote> {
    await this.requireProblem(problemId);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ProblemNote)
      .values({ userId, problemId, body })
      .orUpdate(['body', 'updated_at'], ['user_id', 'problem_id'])
      .execute();
    return toApiNote(await this.dataSource.getRepository(ProblemNote).findOneByOrFail({ userId, problemId }));
  }

  /** One note by id, if it is the caller's. @throws NoteNotFoundException otherwise */
  async byId(userId: string, id: string): Promise<ApiNote> {
    const note = await this.dataSource.getRepository(ProblemNote).findOneBy({ id, userId });
    if (!note) throw new NoteNotFoundException();
    return toApiNote(note);
  }

  /** The caller's notes on live problems whose body contains `query` (case-insensitive), newest first. */
  async search(userId: string, query: string): Promise<ApiNoteMatch[]> {
    const rows = await this.dataSource
      .getRepository(ProblemNote)
      .createQueryBuilder('n')
      .innerJoin(Problem, 'p', 'p.id = n.problem_id AND p.deleted_at IS NULL')
      .select(['n.id AS id', 'n.problem_id AS problem_id', 'n.body AS body', 'n.updated_at AS updated_at', 'p.title AS title'])
      .where('n.user_id = :userId', { userId })
      .andWhere('n.body ILIKE :pattern', { pattern: containsPattern(query) })
      .orderBy('n.updated_at', 'DESC')
      .limit(SEARCH_LIMIT)
      .getRawMany<{ id: string; problem_id: string; body: string; updated_at: Date; title: string }>();
    return rows.map((row) => ({
      id: row.id,
      problemId: row.problem_id,
      problemTitle: row.title,
      excerpt: excerpt(row.body, query),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  private async requireProblem(problemId: string): Promise<void> {
    if (!(await this.dataSource.getRepository(Problem).existsBy({ id: problemId }))) throw new ProblemNotFoundException();
  }
}

function toApiNote(note: ProblemNote): ApiNote {
  return { id: note.id, problemId: note.problemId, body: note.body, updatedAt: note.updatedAt.toISOString() };
}

/** About {@link EXCERPT_LENGTH} characters of `body` around the first match of `query`, on one line. */
function excerpt(body: string, query: string): string {
  const at = Math.max(0, body.toLowerCase().indexOf(query.toLowerCase()));
  const start = Math.max(0, at - EXCERPT_BEFORE);
  const text = body.slice(start, start + EXCERPT_LENGTH).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${start + EXCERPT_LENGTH < body.length ? '…' : ''}`;
}
