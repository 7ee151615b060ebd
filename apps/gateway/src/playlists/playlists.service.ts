import { type ApiPlaylist, type ApiPlaylistEntry, Role } from '@algosheets/contracts';
import { Playlist, PlaylistProblem, Problem, ProblemSolved } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { toProblemSummary } from '../problems/problem-view';
import type { CreatePlaylistDto } from './playlist.dto';
import { PlaylistForbiddenException, PlaylistNameTakenException, PlaylistNotFoundException, UnknownProblemsException } from './playlists.errors';
import { isUniqueViolation } from '../common/database-errors';

/**
 * Sheets, with the sheet permission table (by role and owner) enforced on the server. Visibility: a public sheet is
 * readable by every signed-in user, a personal one by its owner and admins; anything else is a 404,
 * so that the ids of personal sheets do not leak. Changes: the owner, or any admin; a public sheet
 * seen by a learner answers 403.
 */
@Injectable()
export class PlaylistsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** @throws PlaylistForbiddenException for `isPublic` from a learner; PlaylistNameTakenException */
  async create(dto: CreatePlaylistDto, owner: AuthUser): Promise<ApiPlaylist> {
    if (dto.isPublic && owner.role !== Role.Admin) throw new PlaylistForbiddenException('Only admins can create public sheets');
    try {
      const playlist = await this.dataSource.getRepository(Playlist).save(
        this.dataSource.getRepository(Playlist).create({ name: dto.name, description: dto.description ?? '', isPublic: dto.isPublic ?? false, createdBy: owner.id }),
      );
      return this.toApiPlaylist(playlist, []);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new PlaylistNameTakenException();
      }
      throw error;
    }
  }

  /** The caller's own sheets and every public one (admins: all), public first, then oldest first. */
  async list(viewer: AuthUser): Promise<ApiPlaylist[]> {
    const query = this.dataSource.getRepository(Playlist).createQueryBuilder('pl').orderBy('pl.is_public', 'DESC').addOrderBy('pl.created_at', 'ASC');
    if (viewer.role !== Role.Admin) query.where('pl.is_public = true OR pl.created_by = :viewerId', { viewerId: viewer.id });
    const playlists = await query.getMany();
    const entries = await this.entries(
      playlists.map((playlist) => playlist.id),
      viewer,
    );
    return playlists.map((playlist) => this.toApiPlaylist(playlist, entries.get(playlist.id) ?? []));
  }

  /** @throws PlaylistNotFoundException when missing or not visible to `viewer` */
  async get(id: string, viewer: AuthUser): Promise<ApiPlaylist> {
    const playlist = await this.visible(id, viewer);
    const entries = await this.entries([id], viewer);
    return this.toApiPlaylist(playlist, entries.get(id) ?? []);
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
      .into(PlaylistProblem)
      .values(unique.map((problemId) => ({ playlistId: id, problemId })))
      .orIgnore()
      .execute();
  }

  async removeProblems(id: string, problemIds: string[], viewer: AuthUser): Promise<void> {
    await this.modifiable(id, viewer);
    await this.dataSource.getRepository(PlaylistProblem).delete({ playlistId: id, problemId: In(problemIds) });
  }

  /** Deletes the sheet and its entries, never the problems. */
  async delete(id: string, viewer: AuthUser): Promise<void> {
    const playlist = await this.modifiable(id, viewer);
    await this.dataSource.getRepository(Playlist).delete({ id: playlist.id });
  }

  private async visible(id: string, viewer: AuthUser): Promise<Playlist> {
    const playlist = await this.dataSource.getRepository(Playlist).findOneBy({ id });
    if (!playlist) throw new PlaylistNotFoundException();
    if (!playlist.isPublic && playlist.createdBy !== viewer.id && viewer.role !== Role.Admin) throw new PlaylistNotFoundException();
    return playlist;
  }

  private async modifiable(id: string, viewer: AuthUser): Promise<Playlist> {
    const playlist = await this.visible(id, viewer);
    if (playlist.createdBy !== viewer.id && viewer.role !== Role.Admin) {
      throw new PlaylistForbiddenException('Only the owner of a sheet or an admin can change it');
    }
    return playlist;
  }

  private async entries(playlistIds: string[], viewer: AuthUser): Promise<Map<string, ApiPlaylistEntry[]>> {
    const byPlaylist = new Map<string, ApiPlaylistEntry[]>();
    if (playlistIds.length === 0) return byPlaylist;
    const memberships = await this.dataSource
      .getRepository(PlaylistProblem)
      .createQueryBuilder('pp')
      .innerJoin('pp.problem', 'p', 'p.deletedAt IS NULL')
      .select(['pp.playlistId', 'pp.problemId', 'pp.addedAt', 'p.id', 'p.title', 'p.difficulty', 'p.tags', 'p.companies', 'p.aliases', 'p.createdAt', 'p.updatedAt'])
      .where('pp.playlistId IN (:...playlistIds)', { playlistIds })
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
      const list = byPlaylist.get(membership.playlistId) ?? [];
      list.push({ problem: toProblemSummary(problem, viewer.id, solvedIds.has(problem.id)), addedAt: membership.addedAt.toISOString() });
      byPlaylist.set(membership.playlistId, list);
    }
    return byPlaylist;
  }

  private toApiPlaylist(playlist: Playlist, problems: ApiPlaylistEntry[]): ApiPlaylist {
    return {
      id: playlist.id,
      name: playlist.name,
      description: playlist.description,
      isPublic: playlist.isPublic,
      createdBy: playlist.createdBy,
      problems,
      createdAt: playlist.createdAt.toISOString(),
      updatedAt: playlist.updatedAt.toISOString(),
    };
  }
}
