export * from './model/signature';
export * from './model/value-type';
export * from './harness/harness-language';
export * from './harness/java/java-language';
export * from './harness/cpp/cpp-language';
