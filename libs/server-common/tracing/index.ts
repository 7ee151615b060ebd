// The tracing entry (`@algosheets/server-common/tracing`): OpenTelemetry only, no NestJS, so the
// sandbox can take it without the rest of this library.
export * from './tracing-config';
export * from './tracing';
