import type { Language } from '@algosheets/contracts';
import { Box, Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { FormField } from './form-controls';

// The editor (and Monaco behind it) is a chunk of its own, fetched once a code field shows: the
// form's own chunk stays as small as with plain text areas.
const CodeEditor = lazy(() => import('../../components/code-editor/code-editor'));

interface CodeFieldProps {
  /** The field's label, also the editor's name for assistive technology: `Python Reference Solution`. */
  label: string;
  language: Language;
  /** The text the editor starts with; later changes come from the editor (key the field to replace it). */
  initialValue: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A source-code field of the problem form in the app's code editor (Monaco, as the workspace has
 * it, with the language's colouring), 14 rem high, with its label and error around it.
 */
export function CodeField({ label, language, initialValue, onChange, error }: CodeFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Box h="56" w="full" borderWidth="1px" rounded="md" overflow="hidden" data-testid={`code-field-${label}`}>
        <Suspense
          fallback={
            <Center h="full">
              <Spinner role="status" color="orange.500" aria-label="Loading editor" />
            </Center>
          }
        >
          <CodeEditor language={language} initialValue={initialValue} onChange={onChange} label={label} />
        </Suspense>
      </Box>
    </FormField>
  );
}
