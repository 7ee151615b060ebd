import { InitialSchema1795320000000 } from './1795320000000-initial-schema';

/** Every migration, oldest first. Listed explicitly so that bundlers and SWC need no globbing. */
export const MIGRATIONS = [InitialSchema1795320000000];
