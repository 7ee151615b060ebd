import { LANGUAGE_LABELS, type SubmissionStanding } from '@algosheets/contracts';

/** What the standing says in words: the speed line, and the memory line when the submission is ranked. */
export interface StandingSentences {
  speed: string;
  memory: string | null;
}

/**
 * The sentences of a submission's speed standing, which are also the charts' text alternative:
 * - ranked: "Faster than 73 % of 412 Python submissions" and "Less memory than 58 % of 412 Python submissions";
 * - below the minimum sample: "Too few Python submissions (12) to rank yet: 20 needed" (no percentage,
 *   however the few compare);
 * - a submission without the sandbox's measurement (judged before it was recorded): says so.
 * "Submissions" are the Accepted ones of the problem in the submission's language, the gateway's count.
 */
export function standingSentences(standing: SubmissionStanding): StandingSentences {
  const language = LANGUAGE_LABELS[standing.language];
  if (standing.cpuTimeMs === null) return { speed: 'This submission has no sandbox measurement to rank.', memory: null };
  if (standing.percentFaster === null || standing.percentLessMemory === null) {
    return { speed: `Too few ${language} submissions (${standing.sampleSize}) to rank yet: ${standing.minimumSample} needed`, memory: null };
  }
  const submissions = `${standing.sampleSize} ${language} submissions`;
  return { speed: `Faster than ${standing.percentFaster} % of ${submissions}`, memory: `Less memory than ${standing.percentLessMemory} % of ${submissions}` };
}

/** A bar's label on the chart's axis: ms as they are, KB as whole MB (the worker's 1024 KB step). */
export function barLabel(from: number, unit: 'ms' | 'KB'): string {
  return unit === 'ms' ? `${from} ms` : `${Math.round(from / 1024)} MB`;
}
