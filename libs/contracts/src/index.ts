export * from './api-error';
export * from './domain';
export * from './execution-job';
export * from './health';
export * from './judge0';
