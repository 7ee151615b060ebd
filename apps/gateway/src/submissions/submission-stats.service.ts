import { Difficulty, type Language, type LanguageUsage, type ProfileStats, SubmissionStatus } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** `["0.5 s", 0.25, "x"]` → mean of the leading numbers (each time entry begins with seconds); 0 if none. */
export function meanSeconds(timeJson: string | null): number | null {
  let entries: unknown;
  try {
    entries = JSON.parse(timeJson ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) return null;
  const seconds = entries.map((entry) => Number.parseFloat(String(entry))).filter((value) => Number.isFinite(value));
  return seconds.length ? seconds.reduce((sum, value) => sum + value, 0) / seconds.length : null;
}

/** Rounds to one decimal, as the profile shows percentages. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Profile statistics (the spec's derived profile values: attempting, success rate, average time),
 * computed here so the profile need not download every submission. Pending submissions are not
 * judged yet and are left out.
 */
@Injectable()
export class SubmissionStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forUser(userId: string): Promise<ProfileStats> {
    const [difficultyRows, submissionRows, attemptingRows] = await Promise.all([
      this.dataSource.query(
        `SELECT p.difficulty, count(*)::int AS total, count(s.problem_id)::int AS solved
           FROM problems p LEFT JOIN problem_solved s ON s.problem_id = p.id AND s.user_id = $1
          WHERE p.deleted_at IS NULL GROUP BY p.difficulty`,
        [userId],
      ) as Promise<{ difficulty: Difficulty; total: number; solved: number }[]>,
      this.dataSource.query(`SELECT language, status, time FROM submissions WHERE user_id = $1 AND status <> $2`, [
        userId,
        SubmissionStatus.Pending,
      ]) as Promise<{ language: Language; status: SubmissionStatus; time: string | null }[]>,
      this.dataSource.query(
        `SELECT count(DISTINCT s.problem_id)::int AS attempting FROM submissions s
          WHERE s.user_id = $1 AND NOT EXISTS (SELECT 1 FROM problem_solved ps WHERE ps.user_id = s.user_id AND ps.problem_id = s.problem_id)`,
        [userId],
      ) as Promise<{ attempting: number }[]>,
    ]);

    const byDifficulty = Object.fromEntries(Object.values(Difficulty).map((difficulty) => [difficulty, { solved: 0, total: 0 }])) as ProfileStats['byDifficulty'];
    for (const row of difficultyRows) byDifficulty[row.difficulty] = { solved: row.solved, total: row.total };
    const solved = Object.values(byDifficulty).reduce((sum, count) => ({ solved: sum.solved + count.solved, total: sum.total + count.total }), { solved: 0, total: 0 });

    const counts = new Map<Language, number>();
    for (const row of submissionRows) counts.set(row.language, (counts.get(row.language) ?? 0) + 1);
    const total = submissionRows.length;
    const languages: LanguageUsage[] = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([language, count]) => ({ language, count, percentage: oneDecimal((count / total) * 100) }));
    const accepted = submissionRows.filter((row) => row.status === SubmissionStatus.Accepted).length;
    const runtimes = submissionRows.map((row) => meanSeconds(row.time)).filter((value): value is number => value !== null);

    return {
      solved,
      byDifficulty,
      attempting: attemptingRows[0]?.attempting ?? 0,
      totalSubmissions: total,
      successRate: total ? oneDecimal((accepted / total) * 100) : 0,
      languages,
      mostUsedLanguage: languages[0]?.language ?? null,
      averageRuntimeS: runtimes.length ? runtimes.reduce((sum, value) => sum + value, 0) / runtimes.length : 0,
    };
  }
}
