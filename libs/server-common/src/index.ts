export * from './dependency-probe';
export * from './logging';
