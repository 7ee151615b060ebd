import type { ProblemSignature } from '@algosheets/contracts';
import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { generatedStarter, STARTER_LANGUAGES, validateSignature, EMPTY_COMPARATOR } from './signature-form';

/**
 * The starter each language's learners will see, generated from the signature as the workspace
 * shows it; read-only (the form stores these as the problem's starter code). Shown once the
 * signature is valid, since a starter of a half-typed signature would only mislead.
 */
export function StarterPreview({ signature }: { signature: ProblemSignature }) {
  const valid = Object.keys(validateSignature(signature, EMPTY_COMPARATOR)).length === 0;
  return (
    <Stack as="section" aria-label="Generated starters" gap="3">
      <Heading as="h3" size="sm">
        Generated starters
      </Heading>
      {!valid && (
        <Text fontSize="sm" color="fg.muted">
          The starters appear once every name and type above is valid.
        </Text>
      )}
      {valid &&
        STARTER_LANGUAGES.map((language) => (
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
