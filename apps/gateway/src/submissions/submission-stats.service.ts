import { Difficulty, type Language, type LanguageUsage, type ProfileStats, SubmissionStatus } from '@algosheets/contracts';
import { Problem, ProblemSolved, Submission } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not } from 'typeorm';

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
 * Profile statistics (the profile's derived values: attempting, success rate, average time),
 * computed here so the profile need not download every submission. Pending submissions are not
 * judged yet and are left out.
 */
@Injectable()
export class SubmissionStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forUser(userId: string): Promise<ProfileStats> {
    const [difficultyRows, submissionRows, attempting] = await Promise.all([
      this.dataSource
        .getRepository(Problem)
        .createQueryBuilder('p')
        .leftJoin(ProblemSolved, 's', 's.problemId = p.id AND s.userId = :userId', { userId })
        .select('p.difficulty', 'difficulty')
        .addSelect('count(*)::int', 'total')
        .addSelect('count(s.problemId)::int', 'solved')
        .groupBy('p.difficulty')
        .getRawMany<{ difficulty: Difficulty; total: number; solved: number }>(),
      this.dataSource.getRepository(Submission).find({
        select: { language: true, status: true, time: true },
        where: { userId, status: Not(SubmissionStatus.Pending) },
      }),
      this.attempting(userId),
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
      attempting,
      totalSubmissions: total,
      successRate: total ? oneDecimal((accepted / total) * 100) : 0,
      languages,
      mostUsedLanguage: languages[0]?.language ?? null,
      averageRuntimeS: runtimes.length ? runtimes.reduce((sum, value) => sum + value, 0) / runtimes.length : 0,
    };
  }

  /** Problems the user has submitted to but not solved: a count of distinct problem ids (0 when none). */
  private async attempting(userId: string): Promise<number> {
    const submissions = this.dataSource.getRepository(Submission);
    const row = await submissions
      .createQueryBuilder('sub')
      .select('count(DISTINCT sub.problemId)::int', 'attempting')
      .where('sub.userId = :userId', { userId })
      .andWhere((qb) => `NOT EXISTS ${qb.subQuery().select('1').from(ProblemSolved, 'ps').where('ps.userId = sub.userId AND ps.problemId = sub.problemId').getQuery()}`)
      .getRawOne<{ attempting: number }>();
    return row?.attempting ?? 0;
  }
}
