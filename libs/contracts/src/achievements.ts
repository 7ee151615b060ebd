import type { Difficulty } from './domain';

/** The kinds of badge, for grouping and icons; each badge definition names one. */
export enum BadgeKind {
  FirstAccepted = 'FIRST_ACCEPTED',
  SheetCompleted = 'SHEET_COMPLETED',
  TopicMastered = 'TOPIC_MASTERED',
  ReviewStreak = 'REVIEW_STREAK',
  SolveCount = 'SOLVE_COUNT',
  BetterGrowth = 'BETTER_GROWTH',
}

/** One badge for the caller: earned (with its day) or not yet (with how to earn it). */
export interface ApiBadge {
  /** Stable id: `first-accepted-python`, `sheet-completed`, `solved-10`. */
  id: string;
  kind: BadgeKind;
  name: string;
  /** How it is earned, one sentence. */
  description: string;
  /** `yyyy-MM-dd` (UTC; the learner's own day for review streaks) the badge was earned, null while not earned. */
  earnedOn: string | null;
}

/** `GET /achievements/badges`: every badge, earned first (oldest first), then the unearned in table order. */
export interface BadgesResponse {
  message: string;
  badges: ApiBadge[];
}

/** The leaderboard's periods: the current ISO week (Monday 00:00 UTC on) or all time. */
export enum LeaderboardPeriod {
  Week = 'WEEK',
  AllTime = 'ALL_TIME',
}

/** The most entries one leaderboard answer holds. */
export const LEADERBOARD_MAX_LIMIT = 100;

/** One shown learner: public name only, never an e-mail or an id. */
export interface LeaderboardEntry {
  /** 1-based; learners with equal points share a rank. */
  rank: number;
  name: string;
  points: number;
  solved: number;
  /** True on the caller's own row. */
  isViewer: boolean;
}

/** The caller's own standing, also when hidden or not yet ranked. */
export interface LeaderboardViewer {
  /** Rank among the shown learners (1 + those with more points); null with no solve in the period. */
  rank: number | null;
  points: number;
  solved: number;
  /** True when the caller opted out: others do not see them, they still see this rank. */
  hidden: boolean;
}

/** `GET /achievements/leaderboard?period=WEEK|ALL_TIME&limit=n`. */
export interface LeaderboardResponse {
  message: string;
  period: LeaderboardPeriod;
  /** `yyyy-MM-dd`, the Monday (UTC) the weekly period starts; null for all time. */
  weekStart: string | null;
  /** Points per solved problem by difficulty (EASY 1, MEDIUM 2, HARD 3). */
  weights: Record<Difficulty, number>;
  entries: LeaderboardEntry[];
  viewer: LeaderboardViewer;
}

/** `PUT /achievements/leaderboard-settings`, and what `GET` answers. */
export interface LeaderboardSettings {
  /** False hides the caller from everyone else's leaderboard. */
  showOnLeaderboard: boolean;
}

/** `GET|PUT /achievements/leaderboard-settings`. */
export interface LeaderboardSettingsResponse {
  message: string;
  settings: LeaderboardSettings;
}
