import { Box, Button, Card, Field, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { MarkdownText } from '../../components/markdown-text';

/** A labelled control with its error under it; the error is the control's accessible error message. */
export function FormField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A card of rows with a heading, an add button and the error about the rows as a whole. */
export function Section({ title, error, onAdd, addLabel, children }: { title: string; error?: string; onAdd: () => void; addLabel: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Button size="sm" variant="outline" onClick={onAdd}>
            <LuPlus /> {addLabel}
          </Button>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** How learners will see a Markdown field: the workspace's own renderer, shown once the field has text. */
export function MarkdownPreview({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="2">
        {label}
      </Text>
      <MarkdownText text={text} />
    </Box>
  );
}
