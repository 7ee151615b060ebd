/**
 * A run, or a wait for a slot, ended because its submission was abandoned: the client of a
 * `wait=true` request closed its connection before the result, so the slot goes to runs that
 * someone still waits for (`RunRequest.signal`, `SlotPool.run`).
 */
export class RunCancelledError extends Error {
  constructor() {
    super('cancelled: the client closed its connection before the result');
  }
}
