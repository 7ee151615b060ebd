import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MarkdownText } from '../../components/markdown-text';
import { splitHints } from './problem-text';

/** The Hints tab: one hint at a time, each revealed by 'Show hint N', so the next step is never spoilt. */
export function HintsPanel({ hints }: { hints: string | null }) {
  const all = splitHints(hints);
  const [shown, setShown] = useState(0);
  if (all.length === 0) return <Text color="fg.muted">No hints available</Text>;
  return (
    <Stack gap="3">
      {all.slice(0, shown).map((hint, index) => (
        <Box key={hint} borderWidth="1px" rounded="md" p="3" data-testid="hint">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
            Hint {index + 1} of {all.length}
          </Text>
          <MarkdownText text={hint} />
        </Box>
      ))}
      {shown < all.length && (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => setShown(shown + 1)}>
          Show hint {shown + 1}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The Editorial tab: shown at once after an Accepted submission of this problem; before that the
 * learner may still open it, past a warning that it gives the solution away.
 */
export function EditorialPanel({ editorial, solved }: { editorial: string | null; solved: boolean }) {
  const [revealed, setRevealed] = useState(false);
  if (!editorial?.trim()) return <Text color="fg.muted">No editorial available</Text>;
  if (solved || revealed) return <MarkdownText text={editorial} />;
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The editorial explains the full solution.</Alert.Title>
          <Alert.Description>It opens by itself once you have an Accepted submission. Reading it first spoils the problem.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setRevealed(true)}>
        Show editorial anyway
      </Button>
    </Stack>
  );
}
