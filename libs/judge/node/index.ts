export * from './checker-isolate';
export * from './precondition-isolate';
export { ProblemCodeError, type ProblemCodeLimits } from './problem-code-isolate';
export * from './complexity-measurement';
export * from './fair-queue';
export * from './harness-job';
export * from './counterexample/counterexample-search';
export * from './counterexample/counterexample-finder';
