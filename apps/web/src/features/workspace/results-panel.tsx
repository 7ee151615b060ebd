import { type ApiSubmission, formatKb, formatSeconds, SubmissionStatus } from '@algosheets/contracts';
import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LabelledCode } from './problem-description';
import { SpeedStandingPanel } from './speed-standing-panel';
import { answerDifference, averageKb, averageSeconds, firstDifferingLine, passedRate, statusPalette } from './result-summary';

/** The Results tab: summary cards, then every test's verdict with expected against actual output. */
export function ResultsPanel({ submission }: { submission: ApiSubmission | undefined }) {
  if (!submission) return <Text color="fg.muted">Please run or submit the code first to see results.</Text>;
  if (submission.testcases.length === 0 && !submission.compileOutput && !submission.stderr) return <Text color="fg.muted">No submission data available</Text>;
  // Coloured like the status badge and the toast: green only for Accepted.
  const palette = statusPalette(submission.status);
  const hasAnswers = submission.testcases.some((testcase) => testcase.output !== null);
  return (
    <Stack gap="4" data-testid="results" data-verdict-palette={palette}>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <SummaryCard label="Status" value={submission.status} color={`${palette}.fg`} />
        <SummaryCard label="Success Rate" value={passedRate(submission.testcases)} />
        <SummaryCard label="Avg. Runtime" value={formatSeconds(averageSeconds(submission.time))} />
        <SummaryCard label="Avg. Memory" value={formatKb(averageKb(submission.memory))} />
      </SimpleGrid>
      {submission.id && submission.status === SubmissionStatus.Accepted && <SpeedStandingPanel submissionId={submission.id} />}
      {submission.compileOutput && <LabelledCode label="Compile output" value={submission.compileOutput} />}
      {submission.testcases.map((testcase) => {
        // An answer is in `output` (JSON), prints in `stdout`; a submission judged before every
        // problem had a signature (decision 0013) kept its answer in stdout, and still shows so.
        const answer = hasAnswers ? testcase.output : testcase.stdout;
        const marked = hasAnswers || testcase.expected === null || answer === null || testcase.passed ? -1 : firstDifferingLine(testcase.expected, answer);
        const difference = hasAnswers && !testcase.passed && testcase.expected !== null && testcase.output !== null ? answerDifference(testcase.expected, testcase.output) : null;
        return (
          <Box key={testcase.testCase} borderWidth="1px" rounded="md" p="3" data-testid="test-result" data-passed={testcase.passed}>
            <HStack justify="space-between" mb="2">
              <Text fontWeight="semibold">Test {testcase.testCase}</Text>
              <HStack>
                {testcase.time && <Text fontSize="xs" color="fg.muted">{testcase.time}</Text>}
                <Badge colorPalette={statusPalette(testcase.status)}>{testcase.passed ? 'Passed' : testcase.status}</Badge>
              </HStack>
            </HStack>
            {testcase.input === null ? (
              <Text fontSize="sm" color="fg.muted">
                Hidden test case
              </Text>
            ) : (
              <>
                <LabelledCode label="Input" value={testcase.input} />
                {testcase.expected !== null && <LabelledCode label="Expected output" value={testcase.expected} />}
                {(answer !== null || !hasAnswers) && <LabelledCode label="Your output" value={answer ?? ''} marked={marked >= 0 ? marked : undefined} />}
                {marked >= 0 && (
                  <Text fontSize="xs" color="fg.error">
                    First difference on line {marked + 1}
                  </Text>
                )}
                {difference && (
                  <Text fontSize="xs" color="fg.error" data-testid="answer-difference">
                    First difference {difference}
                  </Text>
                )}
                {hasAnswers && testcase.stdout && <LabelledCode label="Stdout" value={testcase.stdout} />}
              </>
            )}
            {testcase.stderr && <LabelledCode label="Error" value={testcase.stderr} />}
          </Box>
        );
      })}
    </Stack>
  );
}

function SummaryCard({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Card.Root size="sm" variant="subtle">
      <Card.Body gap="1">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="bold" color={color} data-testid={`summary-${label}`}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
