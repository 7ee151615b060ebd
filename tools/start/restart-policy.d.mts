/** Types of restart-policy.mjs (plain ESM: `npm start` imports it before `npm install`). */
export declare const RESTART_DELAYS_MS: number[];
export declare const RESTART_LIMIT: number;
export declare const RESTART_WINDOW_MS: number;
export declare class RestartPolicy {
  constructor(options?: { delaysMs?: number[]; limit?: number; windowMs?: number });
  readonly delaysMs: number[];
  readonly limit: number;
  readonly windowMs: number;
  onExit(nowMs: number): number | null;
  get recentExits(): number;
}
