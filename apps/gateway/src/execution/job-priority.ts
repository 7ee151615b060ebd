/**
 * BullMQ priority of a Run or Submit job (1 is served first, larger later; equal priorities keep
 * their order), from the learner's executions in flight when it is enqueued, itself included:
 * the first one gets 1, a second one 2, and so on. A learner with work in flight therefore yields
 * to every learner without: their jobs are taken first whenever jobs wait for a worker. Jobs the
 * worker re-enqueues itself (the reconciler) carry no priority and are taken before all of these.
 */
export function executionJobPriority(inFlight: number): number {
  return Math.min(Math.max(1, Math.floor(inFlight)), MAX_PRIORITY);
}

/** BullMQ's largest priority (2^21). */
const MAX_PRIORITY = 2_097_152;
