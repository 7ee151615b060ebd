import { Difficulty, Language } from '@algosheets/contracts';
import { Button, Card, HStack, IconButton, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { FormField, MarkdownPreview, Section } from './form-controls';
import { LanguageSection } from './language-section';
import { emptyLanguageEntry, FORM_LANGUAGES, removeRow, REQUIRED_LANGUAGES, type FormErrors, type ProblemFormValues } from './problem-form';

/** What every section of the problem form takes: the form, its current values and the errors to show (the schema's, then the server's). */
export interface ProblemFormPart {
  form: UseFormReturn<ProblemFormValues>;
  values: ProblemFormValues;
  errors: FormErrors;
}

/** Title, description (with its preview) and difficulty. */
export function HeadlineFields({ form, values, errors }: ProblemFormPart) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <FormField label="Title" error={errors.title}>
          <Input {...form.register('title')} />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={6} {...form.register('description')} />
        </FormField>
        <MarkdownPreview label="Description preview" text={values.description} />
        <FormField label="Difficulty" error={errors.difficulty}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('difficulty')}>
              <option value={Difficulty.Easy}>Easy</option>
              <option value={Difficulty.Medium}>Medium</option>
              <option value={Difficulty.Hard}>Hard</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Card.Body>
    </Card.Root>
  );
}

/** The tag rows; the last one stays. */
export function TagsSection({ form, values, errors }: ProblemFormPart) {
  const setTags = (tags: string[]) => form.setValue('tags', tags, { shouldDirty: true });
  return (
    <Section title="Tags" error={errors.tags} onAdd={() => setTags([...values.tags, ''])} addLabel="Add Tag">
      {values.tags.map((tag, index) => (
        <HStack key={`tag-${index + 1}`}>
          <Input aria-label={`Tag ${index + 1}`} value={tag} onChange={(event) => form.setValue(`tags.${index}`, event.target.value, { shouldDirty: true })} />
          <IconButton variant="ghost" aria-label={`Remove tag ${index + 1}`} disabled={values.tags.length <= 1} onClick={() => setTags(removeRow(values.tags, index))}>
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
    </Section>
  );
}

/**
 * A section per language of the contracts' table: the required ones open, the others to add (and
 * take out again). `growthProblemId`: a stored problem that declares a complexity, whose reference
 * solutions each offer 'Analyze growth'.
 */
export function LanguageSections({ form, values, errors, growthProblemId }: ProblemFormPart & { growthProblemId?: string }) {
  const setEntry = (language: Language, entry: ProblemFormValues['languages'][Language]) => form.setValue('languages', { ...form.getValues('languages'), [language]: entry }, { shouldDirty: true });
  return FORM_LANGUAGES.map((language) => {
    const optional = !(REQUIRED_LANGUAGES as readonly Language[]).includes(language);
    if (!values.languages[language])
      return (
        <Button key={language} variant="outline" alignSelf="flex-start" onClick={() => setEntry(language, emptyLanguageEntry())}>
          <LuPlus /> Add {LANGUAGE_LABELS[language]} (optional)
        </Button>
      );
    return (
      <LanguageSection
        key={language}
        language={language}
        form={form}
        errors={errors}
        onRemove={optional ? () => setEntry(language, undefined) : undefined}
        growthProblemId={growthProblemId}
        solution={values.languages[language]?.solution ?? ''}
      />
    );
  });
}

/** Constraints, hints and editorial, each with its Markdown preview. */
export function NotesFields({ form, values, errors }: ProblemFormPart) {
  const notes = [
    { name: 'constraints', label: 'Constraints', preview: 'Constraints preview', rows: 3, mono: true },
    { name: 'hints', label: 'Hints (optional)', preview: 'Hints preview', rows: 2, mono: false },
    { name: 'editorial', label: 'Editorial (optional)', preview: 'Editorial preview', rows: 3, mono: false },
  ] as const;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        {notes.map(({ name, label, preview, rows, mono }) => (
          <Fragment key={name}>
            <FormField label={label} error={errors[name]}>
              <Textarea fontFamily={mono ? 'mono' : undefined} rows={rows} {...form.register(name)} />
            </FormField>
            <MarkdownPreview label={preview} text={values[name]} />
          </Fragment>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
