export * from './dependency-probe';
export * from './logging';
export * from './config/server-environment';
export * from './redis-connection';
export * from './metrics';
export * from './command-line';
export * from './tracing-shutdown';
export * from './job-telemetry';
