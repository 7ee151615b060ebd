/**
 * Display names of the judged languages ('JavaScript', 'C++' ...), keyed by language value: the
 * contracts' language table names each language once, and the web reads it from there.
 */
export { LANGUAGE_LABELS } from '@algosheets/contracts';
