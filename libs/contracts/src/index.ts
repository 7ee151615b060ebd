export * from './api-error';
export * from './auth';
export * from './domain';
export * from './execution-job';
export * from './health';
export * from './judge0';
export * from './submissions';
export * from './users';
