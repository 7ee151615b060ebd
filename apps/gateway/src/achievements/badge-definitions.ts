import { BadgeKind, LANGUAGE_TABLE, SubmissionStatus } from '@algosheets/contracts';

/**
 * One badge: what the learner reads and the SQL that decides it. `earnedAt` is a scalar
 * subquery over the trusted tables (solved marks and Accepted submissions written by the
 * execution worker, review days written by the review queue), with `$1` the learner's id; it
 * yields the instant (timestamptz) the badge was earned, NULL while it is not (a badge earned on
 * a calendar day yields that day's midnight UTC, so the answer's UTC day is that day).
 * Definitions are constants of the code, never built from input, so they are written into the
 * query as they are. Adding a badge is one entry of {@link BADGE_DEFINITIONS}, whose `earnedAt`
 * may read any trusted table (the better-growth badge reads the growth analyses the gateway
 * records from the worker's sandbox-measured answers).
 */
export interface BadgeDefinition {
  id: string;
  kind: BadgeKind;
  name: string;
  /** How it is earned, one sentence shown on the unearned badge too. */
  description: string;
  earnedAt: string;
}

/** A topic counts for the topic badge once it has this many live problems, so a one-problem tag is no mastery. */
export const TOPIC_MIN_PROBLEMS = 3;
/** Consecutive days (the learner's calendar) with at least one review rating for the streak badge. */
export const REVIEW_STREAK_DAYS = 7;
/** Solved-problem counts that earn a badge each. */
export const SOLVE_MILESTONES = [10, 25, 50, 100] as const;

const firstAccepted = LANGUAGE_TABLE.map(
  (language): BadgeDefinition => ({
    id: `first-accepted-${language.key}`,
    kind: BadgeKind.FirstAccepted,
    name: `First ${language.label} Accepted`,
    description: `Get a Submit accepted in ${language.label}.`,
    earnedAt: `SELECT min(created_at) FROM submissions WHERE user_id = $1 AND language = '${language.value}' AND status = '${SubmissionStatus.Accepted}'`,
  }),
);

/**
 * The earliest moment any group of problems (a public sheet, a topic) had every live problem
 * solved: per group, the latest first solve when none is missing. `groups` yields
 * (group_key, problem_id) rows of live problems; `minimum` is the least group size.
 */
function everySolvedIn(groups: string, minimum: number): string {
  return `SELECT min(done) FROM (
    SELECT g.group_key, max(s.first_solved_at) AS done, bool_and(s.user_id IS NOT NULL) AS all_solved, count(*) AS size
    FROM (${groups}) g LEFT JOIN problem_solved s ON s.problem_id = g.problem_id AND s.user_id = $1
    GROUP BY g.group_key) per_group
  WHERE all_solved AND size >= ${minimum}`;
}

const PUBLIC_SHEET_PROBLEMS = `SELECT pp.playlist_id::text AS group_key, pp.problem_id
  FROM playlists pl JOIN playlist_problems pp ON pp.playlist_id = pl.id JOIN problems p ON p.id = pp.problem_id AND p.deleted_at IS NULL
  WHERE pl.is_public`;

/** Topics are a problem's tags less its company names (the catalogue keeps companies in tags too). */
const TOPIC_PROBLEMS = `SELECT topic AS group_key, p.id AS problem_id
  FROM problems p CROSS JOIN LATERAL unnest(p.tags) AS topic
  WHERE p.deleted_at IS NULL AND NOT topic = ANY(p.companies)`;

/** The last day of the learner's first run of `days` consecutive review days (islands: day minus its row number). */
const REVIEW_STREAK = `SELECT min(run_start + ${REVIEW_STREAK_DAYS - 1})::timestamp AT TIME ZONE 'UTC' FROM (
    SELECT min(day) AS run_start FROM (
      SELECT day, day - (row_number() OVER (ORDER BY day))::int AS island FROM review_days WHERE user_id = $1
    ) days GROUP BY island HAVING count(*) >= ${REVIEW_STREAK_DAYS}
  ) runs`;

/**
 * The first time the learner's growth analysis of a problem they solved found a better class (a
 * lower rank in `COMPLEXITY_CLASSES`) than their first analysis of it: an O(n²) first try
 * rewritten to O(n log n).
 */
const BETTER_GROWTH = `SELECT min(later.created_at) FROM complexity_analyses later
  JOIN problem_solved s ON s.user_id = $1 AND s.problem_id = later.problem_id
  CROSS JOIN LATERAL (SELECT class_rank FROM complexity_analyses f WHERE f.user_id = $1 AND f.problem_id = later.problem_id ORDER BY f.created_at LIMIT 1) first
  WHERE later.user_id = $1 AND later.class_rank < first.class_rank`;

/** Every badge, in the order the profile lists the unearned ones. */
export const BADGE_DEFINITIONS: readonly BadgeDefinition[] = [
  ...firstAccepted,
  {
    id: 'sheet-completed',
    kind: BadgeKind.SheetCompleted,
    name: 'Sheet Completed',
    description: 'Solve every problem of a company sheet.',
    earnedAt: everySolvedIn(PUBLIC_SHEET_PROBLEMS, 1),
  },
  {
    id: 'topic-mastered',
    kind: BadgeKind.TopicMastered,
    name: 'Topic Mastered',
    description: `Solve every problem of a topic that has at least ${TOPIC_MIN_PROBLEMS} problems.`,
    earnedAt: everySolvedIn(TOPIC_PROBLEMS, TOPIC_MIN_PROBLEMS),
  },
  {
    id: 'review-streak',
    kind: BadgeKind.ReviewStreak,
    name: `${REVIEW_STREAK_DAYS}-Day Review Streak`,
    description: `Rate a review on ${REVIEW_STREAK_DAYS} days in a row.`,
    earnedAt: REVIEW_STREAK,
  },
  {
    id: 'better-growth',
    kind: BadgeKind.BetterGrowth,
    name: 'Better Growth',
    description: 'Solve a problem, then analyze its growth again and measure a better class than your first analysis of it.',
    earnedAt: BETTER_GROWTH,
  },
  ...SOLVE_MILESTONES.map(
    (count): BadgeDefinition => ({
      id: `solved-${count}`,
      kind: BadgeKind.SolveCount,
      name: `${count} Solved`,
      description: `Solve ${count} different problems.`,
      earnedAt: `SELECT first_solved_at FROM problem_solved WHERE user_id = $1 ORDER BY first_solved_at OFFSET ${count - 1} LIMIT 1`,
    }),
  ),
];
