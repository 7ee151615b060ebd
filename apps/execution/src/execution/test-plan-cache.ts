import type { ProblemSignature } from '@algosheets/contracts';
import type { JsonValue, PlannedTests } from '@algosheets/judge';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** Injection token of the plan cache's bound, bytes ({@link TestPlanCache}). */
export const TEST_PLAN_CACHE_BYTES = Symbol('TEST_PLAN_CACHE_BYTES');

/** One run's planned tests and their stored answers, parsed (`parseExpected`), in the run's order. */
export interface PlannedRun {
  tests: PlannedTests;
  stored: JsonValue[];
}

/**
 * Heap one planned character is counted for, bytes: the Submit of `best-time-to-trade` (945 KB of
 * inputs, its largest test 100,000 prices) planned took 2.2 MB of heap, 2.3 bytes per character of
 * its stdin (the stdin itself, one byte a character, the parsed numbers and arrays, the stored
 * answers); 3 leaves room for inputs of strings and objects.
 */
const HEAP_BYTES_PER_PLANNED_CHARACTER = 3;

/**
 * Estimated heap of planned runs, bytes: their stdin's characters times
 * {@link HEAP_BYTES_PER_PLANNED_CHARACTER}, a factor measured with the parsed inputs and the stored
 * answers included (the answers are not counted apart: they are a test set's smaller part).
 */
function plannedBytes(runs: readonly PlannedRun[]): number {
  const characters = runs.reduce((sum, run) => sum + run.tests.body.length, 0);
  return Math.max(1, characters * HEAP_BYTES_PER_PLANNED_CHARACTER);
}

/**
 * Freezes `value` and everything it reaches (objects and arrays; the planned values are JSON-like,
 * so no cycle, map or class instance). Writing to a frozen value throws in strict-mode code, so a
 * job cannot change what the next job of the same test set is judged on.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/**
 * The worker's plans of stored test sets: what judging a test set needs besides the learner's code
 * (each input parsed against the signature, the stdin carrying the tests, the stored answers
 * parsed), made once per (test set, version, signature, run layout) instead of once per Submit.
 * `key` names the test set as the job judges it ({@link TestSetsService}: problem, stored version
 * and cases), so replacing a problem's tests (its version bumped) never serves the old plan; the
 * signature is part of the key as well, since an edit of it keeps the tests' version. Never
 * invalidated by time.
 *
 * Bounded by `TEST_PLAN_CACHE_MB` (64 by default), counted as {@link HEAP_BYTES_PER_PLANNED_CHARACTER} bytes per
 * character of the planned stdin, least recently used first out; a plan larger than the bound is
 * still made and used, just not kept. What it hands out is deeply frozen: every job of a test set
 * shares it, and none can alter it for another.
 */
@Injectable()
export class TestPlanCache {
  private readonly cache: LRUCache<string, readonly PlannedRun[]>;

  constructor(@Inject(TEST_PLAN_CACHE_BYTES) maxBytes: number) {
    this.cache = new LRUCache<string, readonly PlannedRun[]>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: plannedBytes });
  }

  /**
   * The planned runs of test set `key` for `signature` in `layout` (how the job groups its tests
   * into runs), made by `plan` on a miss and kept frozen.
   * @throws what `plan` throws (a broken stored test): nothing is kept then
   */
  plan(key: string, signature: ProblemSignature, layout: string, plan: () => PlannedRun[]): readonly PlannedRun[] {
    const full = `${key}|${layout}|${JSON.stringify(signature)}`;
    const cached = this.cache.get(full);
    if (cached) return cached;
    const made = deepFreeze(plan());
    this.cache.set(full, made);
    return made;
  }

  /** How many plans and estimated bytes the cache holds now (for tests and logs). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
  }
}
