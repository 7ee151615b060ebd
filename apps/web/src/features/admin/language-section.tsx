import { Language } from '@algosheets/contracts';
import { Button, Card, Heading, HStack, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { FormField } from './form-controls';
import type { FormErrors, LanguageEntry } from './problem-form';

interface LanguageSectionProps {
  language: Language;
  entry: LanguageEntry;
  errors: FormErrors;
  /** A function-signature problem: the starter is generated from the signature, not typed. */
  generatedStarter: boolean;
  onChange: (entry: LanguageEntry) => void;
  /** Set for an optional language, which the admin may take out again. */
  onRemove?: () => void;
}

/** One language's starter code, reference solution and example. */
export function LanguageSection({ language, entry, errors, generatedStarter, onChange, onRemove }: LanguageSectionProps) {
  const label = LANGUAGE_LABELS[language];
  const example = (key: keyof LanguageEntry['example'], value: string) => onChange({ ...entry, example: { ...entry.example, [key]: value } });
  return (
    <Card.Root variant="outline" data-testid={`language-${language}`}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {label}
          </Heading>
          {onRemove && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove {label}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {generatedStarter ? (
          <Text fontSize="sm" color="fg.muted">
            The {label} starter is generated from the signature (see Generated starters).
          </Text>
        ) : (
          <FormField label={`${label} Starter Code`} error={errors[`codeSnippets.${language}`]}>
            <Textarea fontFamily="mono" rows={8} value={entry.snippet} onChange={(event) => onChange({ ...entry, snippet: event.target.value })} />
          </FormField>
        )}
        <FormField label={`${label} Reference Solution`} error={errors[`referenceSolutions.${language}`]}>
          <Textarea fontFamily="mono" rows={8} value={entry.solution} onChange={(event) => onChange({ ...entry, solution: event.target.value })} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="Example Input" error={errors[`examples.${language}.input`]}>
            <Textarea fontFamily="mono" rows={2} value={entry.example.input} onChange={(event) => example('input', event.target.value)} />
          </FormField>
          <FormField label="Example Output" error={errors[`examples.${language}.output`]}>
            <Textarea fontFamily="mono" rows={2} value={entry.example.output} onChange={(event) => example('output', event.target.value)} />
          </FormField>
          <FormField label="Explanation (optional)">
            <Textarea rows={2} value={entry.example.explanation} onChange={(event) => example('explanation', event.target.value)} />
          </FormField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
