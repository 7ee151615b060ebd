export * from './model/signature';
export * from './model/value-type';
export * from './harness/harness-language';
export * from './values/json-value';
export * from './values/typed-value';
export * from './judging/comparators';
export * from './harness/harness-protocol';
export * from './judging/judge-run';
