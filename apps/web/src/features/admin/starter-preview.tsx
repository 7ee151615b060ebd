import type { Language, ProblemSignature } from '@algosheets/contracts';
import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { EMPTY_COMPARATOR, generatedStarter, STARTER_LANGUAGES, validateSignature } from './signature-form';

/**
 * The starter each offered language's learners will see, generated from the signature as the
 * workspace shows it; read-only (the form stores these as the problem's starter code). Learners
 * are offered exactly the languages the form has a section (and so a reference solution) for,
 * `languages`; the others with a generator are named, to be added below. Shown once the signature
 * is valid, since a starter of a half-typed signature would only mislead.
 */
export function StarterPreview({ signature, languages }: { signature: ProblemSignature; languages: readonly Language[] }) {
  const valid = Object.keys(validateSignature(signature, EMPTY_COMPARATOR)).length === 0;
  const offered = STARTER_LANGUAGES.filter((language) => languages.includes(language));
  const more = STARTER_LANGUAGES.filter((language) => !languages.includes(language)).map((language) => LANGUAGE_LABELS[language]);
  return (
    <Stack as="section" aria-label="Generated starters" gap="3">
      <Heading as="h3" size="sm">
        Generated starters
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Learners are offered the languages with a reference solution below.
        {more.length > 0 && ` Add ${more.join(' or ')} there to offer ${more.length > 1 ? 'them' : 'it'} too.`}
      </Text>
      {!valid && (
        <Text fontSize="sm" color="fg.muted">
          The starters appear once every name and type above is valid.
        </Text>
      )}
      {valid &&
        offered.map((language) => (
          <Box key={language}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
              {LANGUAGE_LABELS[language]}
            </Text>
            <Code as="pre" display="block" whiteSpace="pre" overflowX="auto" p="3" data-testid={`starter-${language}`}>
              {generatedStarter(signature, language)}
            </Code>
          </Box>
        ))}
    </Stack>
  );
}
