import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSearchNotesQuery } from './review-api';
import { problemPath } from '../../lib/problem-path';

/** Quiet time after typing before the notes are searched, ms; and the shortest query searched. */
const SEARCH_DELAY_MS = 300;
const MIN_QUERY = 2;

/** Under the problems page's search box: the learner's own notes containing the search text. */
export function NoteMatches({ query }: { query: string }) {
  const [settled, setSettled] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const { data } = useSearchNotesQuery(settled, { skip: settled.length < MIN_QUERY });
  const notes = settled.length >= MIN_QUERY ? (data?.notes ?? []) : [];
  if (notes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="note-matches-title" borderWidth="1px" rounded="lg" p="3" mb="4" data-testid="note-matches">
      <Text id="note-matches-title" fontWeight="semibold" fontSize="sm" mb="1">
        In my notes
      </Text>
      <Stack as="ul" gap="2">
        {notes.map((note) => (
          <Box as="li" key={note.id} data-testid="note-match">
            <Link asChild fontWeight="semibold">
              <RouterLink to={problemPath(note.problemId)}>{note.problemTitle}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {note.excerpt}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
