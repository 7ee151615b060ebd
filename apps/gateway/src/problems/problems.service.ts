import { type ApiProblem, type ApiProblemSummary, Language, Role, SubmissionStatus } from '@algosheets/contracts';
import {
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  insertProblem,
  SheetProblem,
  Problem,
  type ProblemFields,
  ProblemSolved,
  TestCase,
  type TestCaseFields,
  updateProblem,
} from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { type ProblemToValidate, ReferenceSolutionValidator } from '../execution/reference-solution.validator';
import type { ProblemDto, ProblemListQueryDto } from './problem.dto';
import { containsPattern, slugify, splitList, toApiProblem, toProblemSummary } from './problem-view';
import { ProblemNotFoundException } from './problems.errors';
import { fillExpectedOutputs, isBlankExpected } from './reference-answers';
import { checkComplexityDeclaration, checkProblemDefinition } from './problem-definition.check';

interface SummaryRow {
  id: string;
  title: string;
  difficulty: Problem['difficulty'];
  tags: string[];
  companies: string[];
  aliases: string[];
  acceptance_rate: string | null;
  created_at: Date;
  updated_at: Date;
  solved: boolean;
  total: string;
}

/**
 * Problems: listing with the problem list's filter semantics, the problem view per
 * role, and admin create/update/delete. Create and update first run every reference solution
 * against every test case through the execution pipeline (a problem whose own answer fails cannot judge anyone) and write
 * nothing unless all pass; a function-signature problem's blank expected outputs are stored as
 * the reference solutions' answers. Deleting tombstones the problem (history keeps it) and takes it out of
 * every sheet.
 */
@Injectable()
export class ProblemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly referenceSolutions: ReferenceSolutionValidator,
  ) {}

  /**
   * Problems matching `query` in creation order: difficulty exact; `tags` and `companies` each a
   * comma list matched against tags by case-insensitive substring, OR within a list and AND between
   * them; `search` a case-insensitive substring of the title, an alias, a topic or a company.
   * Without page/pageSize, the whole list. Each problem carries its acceptance rate: Accepted
   * Submits per judged Submit (Pending ones left out), percent to one decimal; null before the first.
   */
  async list(query: ProblemListQueryDto, viewer: AuthUser): Promise<{ problems: ApiProblemSummary[]; total: number }> {
    const params: unknown[] = [viewer.id];
    const where = ['p.deleted_at IS NULL'];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.difficulty) where.push(`p.difficulty = ${param(query.difficulty)}`);
    for (const group of [splitList(query.tags), splitList(query.companies)]) {
      if (group.length) where.push(`EXISTS (SELECT 1 FROM unnest(p.tags) AS t(tag) WHERE t.tag ILIKE ANY(${param(group.map(containsPattern))}::text[]))`);
    }
    if (query.search?.trim()) {
      // The search box reads 'Search titles, topics or companies': the text may be in any of them,
      // or in another well-known name of the problem (an alias counts as a title).
      const pattern = param(containsPattern(query.search.trim()));
      where.push(`(p.title ILIKE ${pattern} OR EXISTS (SELECT 1 FROM unnest(p.aliases || p.tags || p.companies) AS l(label) WHERE l.label ILIKE ${pattern}))`);
    }
    let paging = '';
    if (query.page !== undefined || query.pageSize !== undefined) {
      const pageSize = query.pageSize ?? 6;
      paging = `LIMIT ${param(pageSize)} OFFSET ${param(((query.page ?? 1) - 1) * pageSize)}`;
    }
    // Raw SQL (decision 0008): the tag filter is PostgreSQL's unnest with ILIKE ANY over an array
    // parameter and the total is a window count in the same read, neither of which the query builder expresses.
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.difficulty, p.tags, p.companies, p.aliases, p.created_at, p.updated_at,
              EXISTS (SELECT 1 FROM problem_solved s WHERE s.problem_id = p.id AND s.user_id = $1) AS solved,
              (SELECT round(100.0 * count(*) FILTER (WHERE j.status = '${SubmissionStatus.Accepted}') / NULLIF(count(*), 0), 1)
                 FROM submissions j WHERE j.problem_id = p.id AND j.status <> '${SubmissionStatus.Pending}') AS acceptance_rate,
              count(*) OVER () AS total
         FROM problems p
        WHERE ${where.join(' AND ')}
        ORDER BY p.created_at, p.id
        ${paging}`,
      params,
    );
    const total = rows.length ? Number(rows[0].total) : await this.countMatching(query, viewer, rows.length);
    return {
      problems: rows.map((row) => ({
        ...toProblemSummary({ ...row, createdAt: row.created_at, updatedAt: row.updated_at }, viewer.id, row.solved),
        // PostgreSQL's numeric arrives as text.
        acceptanceRate: row.acceptance_rate === null ? null : Number(row.acceptance_rate),
      })),
      total,
    };
  }

  /** The problem as `viewer` may see it. @throws ProblemNotFoundException */
  async get(id: string, viewer: AuthUser): Promise<ApiProblem> {
    const problem = await this.dataSource.getRepository(Problem).findOneBy({ id });
    if (!problem) throw new ProblemNotFoundException();
    const [testCases, solved] = await Promise.all([
      this.dataSource.getRepository(TestCase).find({ where: { problemId: id }, order: { ordinal: 'ASC' } }),
      this.dataSource.getRepository(ProblemSolved).existsBy({ problemId: id, userId: viewer.id }),
    ]);
    return toApiProblem(problem, testCases, { id: viewer.id, isAdmin: viewer.role === Role.Admin }, solved);
  }

  /** Problems `viewer` solved, in the order they were first solved. */
  async solvedBy(viewer: AuthUser): Promise<ApiProblemSummary[]> {
    const problems = await this.dataSource
      .getRepository(Problem)
      .createQueryBuilder('p')
      .innerJoin(ProblemSolved, 's', 's.problem_id = p.id AND s.user_id = :userId', { userId: viewer.id })
      .orderBy('s.first_solved_at', 'ASC')
      .getMany();
    return problems.map((problem) => toProblemSummary(problem, viewer.id, true));
  }

  /**
   * Validates the reference solutions, then creates the problem with its test cases in one
   * transaction; returns the admin view. Nothing is written when validation fails. Blank expected
   * outputs are filled from the reference solutions.
   * @throws ValidationFailedException (400) for a problem without a signature, keyed `signature`
   * @param requestId the HTTP request's id, carried into the validation jobs' logs
   * @throws ReferenceSolutionFailedException (400) naming the language and test that failed, or quoting the compile error
   * @throws ExecutionTimedOutException (503) when the checks do not finish in time or the runner fails
   */
  async create(dto: ProblemDto, author: AuthUser, requestId?: string): Promise<ApiProblem> {
    const outputs = await this.validateSolutions(dto, { timeLimitMs: DEFAULT_TIME_LIMIT_MS, timeLimitsMs: null, memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB, signature: null, comparator: null }, requestId);
    const id = await this.dataSource.transaction(async (manager) => {
      const slug = await this.freeSlug(manager, slugify(dto.title));
      const problem = await insertProblem(manager, { slug, createdBy: author.id, fields: this.fields(dto), testCases: this.testCases(dto, outputs) });
      return problem.id;
    });
    return this.get(id, author);
  }

  /**
   * Replaces every field and the test cases of problem `id`, after validating the reference
   * solutions against the new test cases (with the new limits, else the stored ones). A failed
   * validation leaves the stored problem as it was. Blank expected outputs as {@link create}.
   * @throws ProblemNotFoundException (404), before any validation runs
   * @throws ValidationFailedException, ReferenceSolutionFailedException (400), ExecutionTimedOutException (503) as {@link create}
   */
  async update(id: string, dto: ProblemDto, editor: AuthUser, requestId?: string): Promise<ApiProblem> {
    const current = await this.dataSource
      .getRepository(Problem)
      .findOne({ where: { id }, select: { id: true, timeLimitMs: true, timeLimitsMs: true, memoryLimitKb: true, signature: true, comparator: true } });
    if (!current) throw new ProblemNotFoundException();
    const outputs = await this.validateSolutions(dto, current, requestId);
    // Tombstoned while its solutions were being checked: it stays deleted.
    const updated = await updateProblem(this.dataSource.manager, id, { fields: this.fields(dto, current), testCases: this.testCases(dto, outputs) });
    if (!updated) throw new ProblemNotFoundException();
    return this.get(id, editor);
  }

  /** Tombstones the problem and removes it from every sheet. @throws ProblemNotFoundException */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(Problem).softDelete({ id });
      if (!result.affected) throw new ProblemNotFoundException();
      await manager.getRepository(SheetProblem).delete({ problemId: id });
    });
  }

  /**
   * Checks the problem by the definition rules ({@link checkProblemDefinition}, with the signature
   * and comparator the problem will have), then its complexity declaration off the event loop, then
   * runs `dto`'s reference solutions on its test cases through the harness with its limits, else
   * `stored`'s (ms, KB); `dto.signature` undefined keeps the stored one. Every problem has a
   * signature: there is one judging model (decision 0013). Returns the expected output to store
   * per test case: as given, or for a blank one the reference solutions' answer
   * ({@link fillExpectedOutputs}). For a checker problem with blank outputs the first language (in
   * `Language` order) answers them, then the other languages are validated against those answers,
   * judged by the checker in the worker.
   * @throws ValidationFailedException (400), before anything runs, with every broken definition rule
   */
  private async validateSolutions(dto: ProblemDto, stored: Pick<Problem, 'timeLimitMs' | 'timeLimitsMs' | 'memoryLimitKb' | 'signature' | 'comparator'>, requestId?: string): Promise<string[]> {
    const definition = { ...dto, ...this.signatureOf(dto, stored) };
    checkProblemDefinition(definition);
    const { signature, comparator } = definition;
    const testcases = dto.testcases.map((testCase) => ({ input: testCase.input, output: testCase.output }));
    if (dto.complexity) await checkComplexityDeclaration(signature, dto.complexity);
    const problem: ProblemToValidate = {
      timeLimitMs: dto.timeLimitMs ?? stored.timeLimitMs,
      timeLimitsMs: dto.timeLimitsMs === undefined ? stored.timeLimitsMs : dto.timeLimitsMs,
      memoryLimitKb: dto.memoryLimitKb ?? stored.memoryLimitKb,
      referenceSolutions: { ...dto.referenceSolutions },
      testcases,
      harness: { signature, comparator: comparator ?? { kind: 'exact' } },
    };
    const references = problem.referenceSolutions;
    const [first, ...others] = Object.values(Language).filter((language) => references[language]?.trim());
    if (comparator?.kind !== 'checker' || others.length === 0 || !testcases.some((testCase) => isBlankExpected(testCase.output))) {
      return fillExpectedOutputs(signature, comparator, testcases, await this.referenceSolutions.validateAndAnswer(problem, requestId));
    }
    // The gateway never runs a checker: the first language answers the blank tests, then the worker
    // judges the other languages against those answers with the checker.
    const answered = await this.referenceSolutions.validateAndAnswer({ ...problem, referenceSolutions: { [first]: references[first] } }, requestId);
    const outputs = fillExpectedOutputs(signature, comparator, testcases, answered);
    const rest = Object.fromEntries(others.map((language) => [language, references[language]]));
    await this.referenceSolutions.validate({ ...problem, referenceSolutions: rest, testcases: testcases.map((testCase, index) => ({ input: testCase.input, output: outputs[index] })) }, requestId);
    return outputs;
  }

  /** The signature and comparator an update leaves: the dto's when given, else the stored ones. */
  private signatureOf(dto: ProblemDto, stored: Pick<Problem, 'signature' | 'comparator'> | undefined): Pick<Problem, 'signature' | 'comparator'> {
    if (dto.signature === undefined) return { signature: stored?.signature ?? null, comparator: stored?.comparator ?? null };
    return { signature: dto.signature, comparator: dto.signature ? (dto.comparator ?? null) : null };
  }

  /** The problem's fields as `dto` gives them; the signature as {@link signatureOf}, limits undefined when not given. */
  private fields(dto: ProblemDto, stored?: Pick<Problem, 'signature' | 'comparator'>): ProblemFields {
    return {
      title: dto.title,
      description: dto.description,
      difficulty: dto.difficulty,
      tags: dto.tags,
      companies: dto.companies ?? [],
      aliases: dto.aliases,
      constraints: dto.constraints,
      hints: dto.hints ?? null,
      editorial: dto.editorial ?? null,
      examples: dto.examples,
      codeSnippets: dto.codeSnippets,
      referenceSolutions: dto.referenceSolutions,
      timeLimitMs: dto.timeLimitMs,
      timeLimitsMs: dto.timeLimitsMs,
      memoryLimitKb: dto.memoryLimitKb,
      ...this.signatureOf(dto, stored),
      complexity: dto.complexity,
    };
  }

  /** `dto`'s test cases in order, with `outputs` (one per case) as their expected outputs. */
  private testCases(dto: ProblemDto, outputs: string[]): TestCaseFields[] {
    return dto.testcases.map((testCase, ordinal) => ({ input: testCase.input, output: outputs[ordinal], isSample: testCase.isSample }));
  }

  /** `base`, or `base-2`, `base-3`... the first slug no problem has, tombstoned ones included (the slug index covers them). */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows = await manager
      .getRepository(Problem)
      .createQueryBuilder('p')
      .withDeleted()
      .select('p.slug', 'slug')
      .where('p.slug = :base OR p.slug LIKE :prefixed', { base, prefixed: `${base}-%` })
      .getRawMany<{ slug: string }>();
    const taken = new Set(rows.map((row) => row.slug));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  private async countMatching(query: ProblemListQueryDto, viewer: AuthUser, shown: number): Promise<number> {
    // An empty page past the end still reports how many problems match.
    if (query.page === undefined && query.pageSize === undefined) return shown;
    const all = await this.list({ ...query, page: undefined, pageSize: undefined }, viewer);
    return all.total;
  }
}
