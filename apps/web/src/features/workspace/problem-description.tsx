import type { ApiProblem, Language } from '@algosheets/contracts';
import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { difficultyPalette } from '../../components/difficulty-palette';
import { MarkdownText } from '../../components/markdown-text';
import { distinctExamples } from './problem-text';

/**
 * The description tab: title, description, each example once and constraints.
 * Description and constraints are Markdown; the examples are in the editor language's notation.
 */
export function ProblemDescription({ problem, language }: { problem: ApiProblem; language?: Language }) {
  const examples = distinctExamples(problem.examples, language);
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
      <MarkdownText text={problem.description} />
      {examples.length > 0 && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Examples
          </Heading>
          {examples.map((example, index) => (
            <Box key={`${example.input}:${example.output}`} borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="example">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="2">
                Example {index + 1}
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
          <MarkdownText text={problem.constraints} />
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
