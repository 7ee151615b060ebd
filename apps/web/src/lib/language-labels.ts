import { Language, LANGUAGE_IDS } from '@algosheets/contracts';
import { languageById } from '@algosheets/judge';

/**
 * Display names of the judged languages ('JavaScript', 'C++' ...), read from the judge's language
 * registry by Judge0 id so a language is named in one place. Throws at load if a submittable
 * language has no registry entry, as that language could not be judged either.
 */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = Object.fromEntries(
  Object.values(Language).map((language) => {
    const entry = languageById(LANGUAGE_IDS[language]);
    if (!entry) throw new Error(`the judge's language registry has no entry for ${language}`);
    return [language, entry.label];
  }),
) as Record<Language, string>;
