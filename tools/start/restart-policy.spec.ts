import { RESTART_DELAYS_MS, RESTART_LIMIT, RESTART_WINDOW_MS, RestartPolicy } from './restart-policy.mjs';

describe('npm start restart policy (back-off, then give up)', () => {
  it('doubles the back-off from 1 s to 16 s for exits in a row, then gives up past the limit', () => {
    const policy = new RestartPolicy();
    const answers = Array.from({ length: RESTART_LIMIT + 1 }, (_, i) => policy.onExit(1_000_000 + i * 20_000));
    expect(answers).toEqual([1000, 2000, 4000, 8000, 16_000, null]);
    expect(RESTART_DELAYS_MS).toHaveLength(RESTART_LIMIT);
  });

  it('forgets exits older than the window: a service that ran a while starts afresh at 1 s', () => {
    const policy = new RestartPolicy();
    expect(policy.onExit(0)).toBe(1000);
    expect(policy.onExit(10_000)).toBe(2000);
    expect(policy.onExit(10_000 + RESTART_WINDOW_MS)).toBe(1000);
    expect(policy.recentExits).toBe(1);
  });

  it('never waits longer than the last step, whatever the limit', () => {
    const policy = new RestartPolicy({ delaysMs: [10, 20], limit: 4, windowMs: 1000 });
    expect([0, 1, 2, 3, 4].map((t) => policy.onExit(t))).toEqual([10, 20, 20, 20, null]);
  });
});
