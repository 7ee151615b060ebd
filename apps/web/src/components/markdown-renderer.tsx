import { Box } from '@chakra-ui/react';
import ReactMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Typography for rendered problem text, and highlight.js token colours chosen from Chakra's
 * semantic palette so they keep AA contrast in light and dark mode.
 */
const MARKDOWN_CSS = {
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& p, & ul, & ol, & pre, & table, & blockquote': { marginBlock: '0.6em' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& li': { marginBlock: '0.2em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginBlock: '0.8em 0.4em' },
  '& a': { color: 'orange.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& :not(pre) > code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '0.3em', borderRadius: 'sm' },
  '& pre': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', padding: '3', borderRadius: 'md', overflowX: 'auto' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', paddingInline: '2', paddingBlock: '1', textAlign: 'start' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
  '& .hljs-keyword, & .hljs-built_in, & .hljs-literal': { color: 'purple.fg' },
  '& .hljs-string, & .hljs-regexp': { color: 'green.fg' },
  '& .hljs-number': { color: 'orange.fg' },
  '& .hljs-comment': { color: 'fg.muted', fontStyle: 'italic' },
  '& .hljs-title, & .hljs-function': { color: 'blue.fg' },
} as const;

/**
 * Renders problem text (description, constraints, hints, editorial) as GitHub-flavoured Markdown:
 * tables, strikethrough and task lists from remark-gfm; any raw HTML is dropped and every URL and
 * attribute is cleaned by rehype-sanitize's GitHub schema, so content can never run a script;
 * fenced code blocks are highlighted by highlight.js after sanitising. The default export, so it
 * is loaded lazily (see markdown-text.tsx) and stays out of the first load of every page.
 */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Box css={MARKDOWN_CSS} lineHeight="tall" data-testid="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize, [rehypeHighlight, { detect: false }]]}>
        {text}
      </ReactMarkdown>
    </Box>
  );
}
