import { Language } from '@algosheets/contracts';
import { Button, Card, Heading, HStack, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { CodeField } from './code-field';
import { FormField } from './form-controls';
import type { FormErrors, ProblemFormValues } from './problem-form';
import { ReferenceGrowth } from './reference-growth';

interface LanguageSectionProps {
  language: Language;
  /** The problem form: the section's fields are `languages.<language>.…`. */
  form: UseFormReturn<ProblemFormValues>;
  errors: FormErrors;
  /** Set for an optional language, which the admin may take out again. */
  onRemove?: () => void;
  /** Set for a stored problem that declares a complexity: its id, for 'Analyze growth' on this reference. */
  growthProblemId?: string;
  /** The reference solution as typed (what 'Analyze growth' measures). */
  solution: string;
}

/**
 * One language's starter code and reference solution, each in the code editor, (with 'Analyze
 * growth' when the problem offers it) and example. The editors own their text: a new form (Load
 * Sample) remounts the section.
 */
export function LanguageSection({ language, form, errors, onRemove, growthProblemId, solution }: LanguageSectionProps) {
  const label = LANGUAGE_LABELS[language];
  const { register } = form;
  const code = (part: 'snippet' | 'solution') => ({
    language,
    initialValue: form.getValues(`languages.${language}.${part}`) ?? '',
    onChange: (text: string) => form.setValue(`languages.${language}.${part}`, text, { shouldDirty: true }),
  });
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
        {/* Every problem has a signature: the starter is generated from it, never typed. */}
        <Text fontSize="sm" color="fg.muted">
          The {label} starter is generated from the signature (see Generated starters).
        </Text>
        <CodeField label={`${label} Reference Solution`} error={errors[`referenceSolutions.${language}`]} {...code('solution')} />
        {growthProblemId && <ReferenceGrowth problemId={growthProblemId} language={language} source={solution} />}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="Example Input" error={errors[`examples.${language}.input`]}>
            <Textarea fontFamily="mono" rows={2} {...register(`languages.${language}.example.input`)} />
          </FormField>
          <FormField label="Example Output" error={errors[`examples.${language}.output`]}>
            <Textarea fontFamily="mono" rows={2} {...register(`languages.${language}.example.output`)} />
          </FormField>
          <FormField label="Explanation (optional)">
            <Textarea rows={2} {...register(`languages.${language}.example.explanation`)} />
          </FormField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
