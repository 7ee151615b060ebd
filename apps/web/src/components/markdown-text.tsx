import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/**
 * Markdown problem text (see MarkdownRenderer for what is rendered and how it is sanitised). The
 * renderer and its highlighter load on first use; until then the raw text shows, wrapped as typed.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <Text whiteSpace="pre-wrap" lineHeight="tall">
          {text}
        </Text>
      }
    >
      <MarkdownRenderer text={text} />
    </Suspense>
  );
}
