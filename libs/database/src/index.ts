export * from './data-source';
export * from './entities';
export { readCliDatabaseUrl } from './config/cli-database-url';
export * from './problems/problem-writer';
export { MIGRATED_COMPARATOR, MIGRATED_SIGNATURE, MIGRATED_STARTERS } from './migrations/1795348000000-whole-program-to-signature';
