export * from './config/test-env';
export * from './infra/free-port';
export * from './infra/server-backends';
export * from './infra/test-database';
export * from './infra/test-infra';
export * from './infra/test-redis';
export * from './infra/service-process';
export { default as ensureTestServers, stopStartedServers } from './jest/global-setup';
export * from './infra/workspace-apps';
