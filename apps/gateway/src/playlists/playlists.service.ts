import { type ApiPlaylist, type ApiPlaylistEntry, Role } from '@algosheets/contracts';
import { Playlist, PlaylistProblem, Problem } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { toProblemSummary } from '../problems/problem-view';
import type { CreatePlaylistDto } from './playlist.dto';
import { PlaylistForbiddenException, PlaylistNameTakenException, PlaylistNotFoundException, UnknownProblemsException } from './playlists.errors';
import { isUniqueViolation } from '../common/database-errors';

interface EntryRow {
  playlist_id: string;
  added_at: Date;
  id: string;
  title: string;
  difficulty: Problem['difficulty'];
  tags: string[];
  companies: string[];
  created_at: Date;
  updated_at: Date;
  solved: boolean;
}

/**
 * Sheets, with the spec's permission table enforced on the server. Visibility: a public sheet is
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
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT pp.playlist_id, pp.added_at, p.id, p.title, p.difficulty, p.tags, p.companies, p.created_at, p.updated_at,
              EXISTS (SELECT 1 FROM problem_solved s WHERE s.problem_id = p.id AND s.user_id = $2) AS solved
         FROM playlist_problems pp
         JOIN problems p ON p.id = pp.problem_id AND p.deleted_at IS NULL
        WHERE pp.playlist_id = ANY($1::uuid[])
        ORDER BY pp.added_at, p.created_at`,
      [playlistIds, viewer.id],
    );
    for (const row of rows) {
      const list = byPlaylist.get(row.playlist_id) ?? [];
      list.push({
        problem: toProblemSummary({ ...row, createdAt: row.created_at, updatedAt: row.updated_at }, viewer.id, row.solved),
        addedAt: row.added_at.toISOString(),
      });
      byPlaylist.set(row.playlist_id, list);
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
