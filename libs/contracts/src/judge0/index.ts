export * from './judge0-language';
export * from './judge0-status';
export * from './judge0-submission';
