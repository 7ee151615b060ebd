import { LANGUAGE_IDS } from '../languages';

/**
 * Judge0 CE language ids this project uses (`db/languages/active.rb`, identical in v1.13.1 and
 * master; still valid on the hosted 1.14.0), by language value: the language table's ids.
 */
export const JUDGE0_LANGUAGE = LANGUAGE_IDS;

/** One of the language ids above. */
export type Judge0LanguageId = (typeof JUDGE0_LANGUAGE)[keyof typeof JUDGE0_LANGUAGE];

/** An entry of `GET /languages`. */
export interface Judge0Language {
  id: number;
  name: string;
}

/** `GET /languages/{id}`. `compile_cmd` is null for interpreted languages; `%s` stands for compiler options. */
export interface Judge0LanguageDetail extends Judge0Language {
  is_archived: boolean;
  source_file: string;
  compile_cmd: string | null;
  run_cmd: string;
}
