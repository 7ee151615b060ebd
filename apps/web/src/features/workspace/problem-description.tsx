import type { ApiProblem, Language } from '@algosheets/contracts';
import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { difficultyPalette } from '../problems/problem-filters';
import { LANGUAGE_LABELS } from './editor-language';

/** The description tab (spec section 2): title, description, examples per language and constraints. */
export function ProblemDescription({ problem }: { problem: ApiProblem }) {
  const examples = Object.entries(problem.examples) as [Language, NonNullable<ApiProblem['examples'][Language]>][];
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {problem.title}
        </Heading>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={difficultyPalette(problem.difficulty)}>{problem.difficulty}</Badge>
          {problem.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm">
              {tag}
            </Badge>
          ))}
        </HStack>
      </Stack>
      <Text whiteSpace="pre-wrap" lineHeight="tall">
        {problem.description}
      </Text>
      {examples.length > 0 && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Examples
          </Heading>
          {examples.map(([language, example]) => (
            <Box key={language} borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="2">
                {LANGUAGE_LABELS[language] ?? language}
              </Text>
              <LabelledCode label="Input" value={example.input} />
              <LabelledCode label="Output" value={example.output} />
              {example.explanation && (
                <Text fontSize="sm" mt="2">
                  <Text as="span" fontWeight="semibold">
                    Explanation:{' '}
                  </Text>
                  {example.explanation}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {problem.constraints && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            Constraints
          </Heading>
          <Text whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm">
            {problem.constraints}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

export function LabelledCode({ label, value, marked }: { label: string; value: string; marked?: number }) {
  return (
    <Box mb="2">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Code display="block" whiteSpace="pre" overflowX="auto" p="2" w="full" fontSize="sm" colorPalette="gray">
        {value.split('\n').map((line, index) => (
          // Lines are positional: the index is the identity.
          <Box as="span" display="block" key={index} bg={index === marked ? 'red.subtle' : undefined} data-differs={index === marked || undefined}>
            {line || ' '}
          </Box>
        ))}
      </Code>
    </Box>
  );
}
