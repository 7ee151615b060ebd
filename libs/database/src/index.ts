export * from './data-source';
export * from './entities';
export { readCliDatabaseUrl } from './config/cli-database-url';
export * from './problems/problem-writer';
