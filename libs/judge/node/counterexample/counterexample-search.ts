import fc from 'fast-check';

/**
 * How one input fared once the learner's code and the reference ran on it:
 * - `agree`: both answered and the problem's comparator accepted the learner's answer;
 * - `disagree`: the learner's answer was wrong, or the code crashed or hit a limit; `detail` says
 *   how (the caller's shape). `inputIndependent` marks a disagreement no smaller input can change
 *   (the learner's code does not compile), so shrinking is skipped;
 * - `unknown`: nothing can be said (the reference gave no answer, or the run ended before the
 *   input was reached); the input does not count as tried;
 * - `unreadable`: the learner's output could not be read from this input on (it reached the output
 *   limit): every later batch would go the same way, so the search ends, `reason` saying why.
 */
export type InputJudgement<D> =
  | { outcome: 'agree' }
  | { outcome: 'disagree'; detail: D; inputIndependent?: boolean }
  | { outcome: 'unknown' }
  | { outcome: 'unreadable'; reason: string };

/**
 * Judges a batch of inputs in one go (one harness run per side) and answers one
 * {@link InputJudgement} per input, in order. `deadline` (epoch ms) is when the search must end:
 * the judge bounds its runs by it.
 */
export type JudgeBatch<T, D> = (inputs: T[], deadline: number) => Promise<InputJudgement<D>[]>;

/** What {@link searchCounterexample} needs. */
export interface CounterexampleSearchOptions<T, D> {
  /** Draws the inputs and, through its `shrink`, the smaller candidates of a failing one. */
  arbitrary: fc.Arbitrary<T>;
  judgeBatch: JudgeBatch<T, D>;
  /** Wall time of the whole search, ms: no batch starts after it has passed. */
  budgetMs: number;
  /** Random inputs judged per batch while searching. */
  batchSize: number;
  /** Shrink candidates judged per batch while shrinking (fast-check's order, first failing one wins). */
  shrinkBatchSize: number;
  /** Random inputs drawn at most before the search answers that none was found. */
  maxInputs: number;
  /** Batches (`judgeBatch` calls) at most, searching and shrinking together. */
  maxBatches: number;
  /** Seed of fast-check's random stream: the same seed draws the same inputs. */
  seed: number;
  /** The clock, epoch ms (tests pass their own). */
  now?: () => number;
}

/**
 * The end of a search: the smallest disagreeing input found with its detail, or none (`stopped`
 * says why when the search ended before its inputs or budget ran out); `tried` inputs were judged
 * in `batches` calls of `judgeBatch`.
 */
export type CounterexampleSearchOutcome<T, D> =
  | { found: true; input: T; detail: D; tried: number; batches: number }
  | { found: false; tried: number; batches: number; stopped?: string };

/** Why a search ended before its inputs or budget ran out when it used every batch it was given. */
export const OUT_OF_BATCHES = 'the search used every sandbox run it was given';

/**
 * An arbitrary that keeps every {@link fc.Value} its source draws, so that the search can shrink
 * from the value's own context: `fc.sample` builds fast-check's random stream and bias from the
 * seed, as `fc.check` does, but hands back bare values.
 */
class RecordingArbitrary<T> extends fc.Arbitrary<T> {
  readonly drawn: fc.Value<T>[] = [];

  constructor(private readonly source: fc.Arbitrary<T>) {
    super();
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    const value = this.source.generate(random, biasFactor);
    this.drawn.push(value);
    return value;
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.source.canShrinkWithoutContext(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.source.shrink(value, context);
  }
}

/** `count` values of `arbitrary` from fast-check's stream for `seed`, with their shrink contexts. */
function drawValues<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): fc.Value<T>[] {
  const recorder = new RecordingArbitrary(arbitrary);
  fc.sample(recorder, { seed, numRuns: count });
  return recorder.drawn;
}

/** The seed of batch `index`: spread over 32 bits (a golden-ratio step) so batches draw unrelated streams. */
function batchSeed(seed: number, index: number): number {
  return (seed + Math.imul(index, 0x9e3779b1)) | 0;
}

/** The next `count` items of `iterator` (fewer when it ends). */
function take<T>(iterator: Iterator<T>, count: number): T[] {
  const items: T[] = [];
  while (items.length < count) {
    const next = iterator.next();
    if (next.done) break;
    items.push(next.value);
  }
  return items;
}

interface Failing<T, D> {
  value: fc.Value<T>;
  detail: D;
  inputIndependent: boolean;
}

/**
 * Searches for an input on which the learner's code and the reference disagree, then shrinks it
 * (the counterexample finder's rule):
 * 1. draws `batchSize` random inputs from `arbitrary` at a time (fast-check's stream for `seed`,
 *    biased to small values as `fc.check` is) and judges each batch in one `judgeBatch` call, until
 *    one disagrees, `maxInputs` were drawn, or the budget has passed;
 * 2. shrinks the first disagreeing input with fast-check's own shrinker: takes up to
 *    `shrinkBatchSize` candidates from `arbitrary.shrink(value, context)` (a lazy stream, smallest
 *    first), judges them in one call, moves to the first that still disagrees and starts over from
 *    its candidates; stops when a whole stream agrees or the budget has passed.
 * The budget and `maxBatches` are checked before each batch, and `judgeBatch` is given the deadline
 * to bound its runs. A batch with an `unreadable` judgement ends the search at once: with the
 * disagreement found before it, else with none and the judgement's reason as `stopped`.
 * `tried` counts every input judged (`agree` or `disagree`), shrink candidates included.
 * @throws Error when `judgeBatch` answers a different number of judgements than inputs; whatever
 *   `judgeBatch` throws
 */
export async function searchCounterexample<T, D>(options: CounterexampleSearchOptions<T, D>): Promise<CounterexampleSearchOutcome<T, D>> {
  const now = options.now ?? Date.now;
  const deadline = now() + options.budgetMs;
  let tried = 0;
  let batches = 0;
  let stopped: string | undefined;
  const mayJudge = () => stopped === undefined && batches < options.maxBatches && now() < deadline;

  /** Judges `values`, counts them, and answers the first that disagrees (before any unreadable one). */
  const firstDisagreeing = async (values: fc.Value<T>[]): Promise<Failing<T, D> | undefined> => {
    batches += 1;
    const judged = await options.judgeBatch(
      values.map((value) => value.value),
      deadline,
    );
    if (judged.length !== values.length) throw new Error(`judgeBatch answered ${judged.length} judgements for ${values.length} inputs`);
    const unreadable = judged.findIndex((judgement) => judgement.outcome === 'unreadable');
    const readable = unreadable < 0 ? judged : judged.slice(0, unreadable);
    const cut = judged[unreadable];
    if (cut?.outcome === 'unreadable') stopped = cut.reason;
    tried += readable.filter((judgement) => judgement.outcome === 'agree' || judgement.outcome === 'disagree').length;
    const index = readable.findIndex((judgement) => judgement.outcome === 'disagree');
    const judgement = readable[index];
    if (judgement?.outcome !== 'disagree') return undefined;
    return { value: values[index], detail: judgement.detail, inputIndependent: judgement.inputIndependent ?? false };
  };

  let failing: Failing<T, D> | undefined;
  let drawn = 0;
  for (let batch = 0; !failing && drawn < options.maxInputs && mayJudge(); batch += 1) {
    const values = drawValues(options.arbitrary, batchSeed(options.seed, batch), Math.min(options.batchSize, options.maxInputs - drawn));
    drawn += values.length;
    failing = await firstDisagreeing(values);
  }
  if (!failing) {
    if (stopped === undefined && drawn < options.maxInputs && batches >= options.maxBatches) stopped = OUT_OF_BATCHES;
    return stopped === undefined ? { found: false, tried, batches } : { found: false, tried, batches, stopped };
  }

  const shrinkStream = (from: Failing<T, D>) =>
    from.inputIndependent ? undefined : options.arbitrary.shrink(from.value.value_, from.value.context)[Symbol.iterator]();
  let candidates = shrinkStream(failing);
  while (candidates && mayJudge()) {
    const batch = take(candidates, options.shrinkBatchSize);
    if (batch.length === 0) break;
    const smaller = await firstDisagreeing(batch);
    if (smaller) {
      failing = smaller;
      candidates = shrinkStream(smaller);
    }
  }
  return { found: true, input: failing.value.value, detail: failing.detail, tried, batches };
}
