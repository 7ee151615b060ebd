import { type ApiSheet, type ApiSheetEntry, Role } from '@algosheets/contracts';
import { Sheet, SheetProblem, Problem, ProblemSolved } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { toProblemSummary } from '../problems/problem-view';
import type { CreateSheetDto } from './sheet.dto';
import { SheetForbiddenException, SheetNameTakenException, SheetNotFoundException, UnknownProblemsException } from './sheets.errors';
import { isUniqueViolation } from '../common/database-errors';

/**
 * Sheets, with the sheet permission table (by role and owner) enforced on the server. Visibility: a public sheet is
 * readable by every signed-in user, a personal one by its owner and admins; anything else is a 404,
 * so that the ids of personal sheets do not leak. Changes: the owner, or any admin; a public sheet
 * seen by a learner answers 403.
 */
@Injectable()
export class SheetsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** @throws SheetForbiddenException for `isPublic` from a learner; SheetNameTakenException */
  async create(dto: CreateSheetDto, owner: AuthUser): Promise<ApiSheet> {
    if (dto.isPublic && owner.role !== Role.Admin) throw new SheetForbiddenException('Only admins can create public sheets');
    try {
      const sheet = await this.dataSource.getRepository(Sheet).save(
        this.dataSource.getRepository(Sheet).create({ name: dto.name, description: dto.description ?? '', isPublic: dto.isPublic ?? false, createdBy: owner.id }),
      );
      return this.toApiSheet(sheet, []);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new SheetNameTakenException();
      }
      throw error;
    }
  }

  /** The caller's own sheets and every public one (admins: all), public first, then oldest first. */
  async list(viewer: AuthUser): Promise<ApiSheet[]> {
    const query = this.dataSource.getRepository(Sheet).createQueryBuilder('pl').orderBy('pl.is_public', 'DESC').addOrderBy('pl.created_at', 'ASC');
    if (viewer.role !== Role.Admin) query.where('pl.is_public = true OR pl.created_by = :viewerId', { viewerId: viewer.id });
    const sheets = await query.getMany();
    const entries = await this.entries(
      sheets.map((sheet) => sheet.id),
      viewer,
    );
    return sheets.map((sheet) => this.toApiSheet(sheet, entries.get(sheet.id) ?? []));
  }

  /** @throws SheetNotFoundException when missing or not visible to `viewer` */
  async get(id: string, viewer: AuthUser): Promise<ApiSheet> {
    const sheet = await this.visible(id, viewer);
    const entries = await this.entries([id], viewer);
    return this.toApiSheet(sheet, entries.get(id) ?? []);
  }

  /** Adds problems; ones already on the sheet are left as they are. @throws UnknownProblemsException */
  async addProblems(id: string, problemIds: string[], viewer: AuthUser): Promise<void> {
    await this.modifiable(id, viewer);
    const unique = [...new Set(problemIds)];
    const found = await this.dataSource.getRepository(Problem).find({ where: { id: In(unique) }, select: { id: true } });
    const known = new Set(found.map((problem) => problem.id));
    const unknown = unique.filter((problemId) => !known.has(problemId));
    if (unknown.length) throw new UnknownProblemsException(unknown);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(SheetProblem)
      .values(unique.map((problemId) => ({ sheetId: id, problemId })))
      .orIgnore()
      .execute();
  }

  async removeProblems(id: string, problemIds: string[], viewer: AuthUser): Promise<void> {
    await this.modifiable(id, viewer);
    await this.dataSource.getRepository(SheetProblem).delete({ sheetId: id, problemId: In(problemIds) });
  }

  /** Deletes the sheet and its entries, never the problems. */
  async delete(id: string, viewer: AuthUser): Promise<void> {
    const sheet = await this.modifiable(id, viewer);
    await this.dataSource.getRepository(Sheet).delete({ id: sheet.id });
  }

  private async visible(id: string, viewer: AuthUser): Promise<Sheet> {
    const sheet = await this.dataSource.getRepository(Sheet).findOneBy({ id });
    if (!sheet) throw new SheetNotFoundException();
    if (!sheet.isPublic && sheet.createdBy !== viewer.id && viewer.role !== Role.Admin) throw new SheetNotFoundException();
    return sheet;
  }

  private async modifiable(id: string, viewer: AuthUser): Promise<Sheet> {
    const sheet = await this.visible(id, viewer);
    if (sheet.createdBy !== viewer.id && viewer.role !== Role.Admin) {
      throw new SheetForbiddenException('Only the owner of a sheet or an admin can change it');
    }
    return sheet;
  }

  private async entries(sheetIds: string[], viewer: AuthUser): Promise<Map<string, ApiSheetEntry[]>> {
    const bySheet = new Map<string, ApiSheetEntry[]>();
    if (sheetIds.length === 0) return bySheet;
    const memberships = await this.dataSource
      .getRepository(SheetProblem)
      .createQueryBuilder('pp')
      .innerJoin('pp.problem', 'p', 'p.deletedAt IS NULL')
      .select(['pp.sheetId', 'pp.problemId', 'pp.addedAt', 'p.id', 'p.title', 'p.difficulty', 'p.tags', 'p.companies', 'p.aliases', 'p.createdAt', 'p.updatedAt'])
      .where('pp.sheetId IN (:...sheetIds)', { sheetIds })
      .orderBy('pp.addedAt')
      .addOrderBy('p.createdAt')
      .getMany();
    const problemIds = [...new Set(memberships.map((membership) => membership.problemId))];
    const solved = problemIds.length
      ? await this.dataSource.getRepository(ProblemSolved).find({ select: { problemId: true }, where: { userId: viewer.id, problemId: In(problemIds) } })
      : [];
    const solvedIds = new Set(solved.map((row) => row.problemId));
    for (const membership of memberships) {
      const problem = membership.problem as Problem; // loaded by the inner join
      const list = bySheet.get(membership.sheetId) ?? [];
      list.push({ problem: toProblemSummary(problem, viewer.id, solvedIds.has(problem.id)), addedAt: membership.addedAt.toISOString() });
      bySheet.set(membership.sheetId, list);
    }
    return bySheet;
  }

  private toApiSheet(sheet: Sheet, problems: ApiSheetEntry[]): ApiSheet {
    return {
      id: sheet.id,
      name: sheet.name,
      description: sheet.description,
      isPublic: sheet.isPublic,
      createdBy: sheet.createdBy,
      problems,
      createdAt: sheet.createdAt.toISOString(),
      updatedAt: sheet.updatedAt.toISOString(),
    };
  }
}
