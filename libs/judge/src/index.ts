export * from './model/signature';
export * from './model/value-type';
export * from './harness/harness-language';
