import { complexitySentence, formatDuration, type ComplexityResult } from '@algosheets/contracts';
import { Box, Button, List, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { fitLabel, formatN, GROWTH_SERIES, growthRows, pointLabel, sizesPhrase, sizesWith } from './growth-points';

const GrowthChart = lazy(() => import('./growth-chart'));

/**
 * An analysis of 'Analyze growth', whole: the one sentence ({@link complexitySentence}), each
 * series' fit, the chart (loaded lazily) of CPU time against n, what could not be drawn (sizes
 * that failed or were skipped, and those past the time limit) in text, and the measurements as an
 * accessible table behind a disclosure: the chart's text alternative, every point with its outcome.
 */
export function GrowthResultView({ result }: { result: ComplexityResult }) {
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="3" minW="0" data-testid="growth-result">
      <Text fontWeight="semibold" data-testid="growth-sentence">
        {complexitySentence(result)}
      </Text>
      <List.Root ps="4" fontSize="sm" data-testid="growth-fits">
        {GROWTH_SERIES.map(({ key, name }) => {
          const fit = result[key].fit;
          return <List.Item key={key}>{`${name}: ${fit ? fitLabel(fit) : 'no fit (fewer than 3 sizes measured)'}`}</List.Item>;
        })}
      </List.Root>
      {result.declared && (
        <Text fontSize="sm" color="fg.muted">
          The problem declares {result.declared} for its reference.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Median CPU time per input size, both axes on log scales.
      </Text>
      <Box role="img" aria-label={`Chart of CPU time against ${result.n}, log scales: your solution and the reference. The measurements table below holds every point.`}>
        {/* The chart's height is kept while its module loads, so the text under it does not jump. */}
        <Suspense fallback={<Box h="280px" w="full" />}>
          <GrowthChart result={result} />
        </Suspense>
      </Box>
      <Unmeasured result={result} />
      <Text fontSize="xs" color="fg.muted">
        Measured in {result.runs} sandbox {result.runs === 1 ? 'run' : 'runs'}, {formatDuration(result.cpuMs)} of CPU time in all.
      </Text>
      <MeasurementsTable result={result} />
    </Stack>
  );
}

/**
 * The sizes the chart cannot show as a time, said in text per series: past the time limit, failed
 * (with the verdict and message when the code failed), skipped.
 */
function Unmeasured({ result }: { result: ComplexityResult }) {
  const lines = GROWTH_SERIES.flatMap(({ key, name }) => {
    const series = result[key];
    const overLimit = sizesWith(series, 'time-limit');
    const failed = sizesWith(series, 'failed');
    const skipped = sizesWith(series, 'skipped');
    const verdict = series.verdict ? ` (${series.verdict}${series.message ? `: ${series.message}` : ''})` : '';
    return [
      overLimit.length > 0 && { key: `${key}-limit`, text: `${name} ran past the ${formatDuration(result.timeLimitMs)} time limit at ${sizesPhrase(overLimit)}.` },
      failed.length > 0 && { key: `${key}-failed`, text: `${name} failed at ${sizesPhrase(failed)}${verdict}.` },
      skipped.length > 0 && { key: `${key}-skipped`, text: `${name} was not measured at ${sizesPhrase(skipped)}: the analysis's time budget ran out, or a smaller size had already stopped it.` },
    ].filter((line): line is { key: string; text: string } => Boolean(line));
  });
  if (lines.length === 0) return null;
  return (
    <List.Root ps="4" fontSize="sm" data-testid="growth-unmeasured">
      {lines.map((line) => (
        <List.Item key={line.key}>{line.text}</List.Item>
      ))}
    </List.Root>
  );
}

/** The measurements as a data table (n, then each series' time or outcome), shown on demand. */
function MeasurementsTable({ result }: { result: ComplexityResult }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
        {open ? 'Hide the measurements table' : 'Show the measurements table'}
      </Button>
      <Box id={tableId} hidden={!open} w="full" overflowX="auto">
        {open && (
          <Table.Root size="sm" data-testid="growth-table">
            <Table.Caption captionSide="top" textAlign="start" mb="1">
              Median CPU time per input size n ({result.n}), or what stopped the measurement
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">n</Table.ColumnHeader>
                {GROWTH_SERIES.map(({ key, name }) => (
                  <Table.ColumnHeader key={key} scope="col">
                    {name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {growthRows(result).map((row) => (
                <Table.Row key={row.n}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {formatN(row.n)}
                  </Table.Cell>
                  {GROWTH_SERIES.map(({ key }) => {
                    const point = row[key];
                    return (
                      <Table.Cell key={key} data-outcome={point?.outcome ?? 'none'} color={point?.outcome === 'time-limit' || point?.outcome === 'failed' ? 'fg.error' : undefined}>
                        {point ? pointLabel(point, result.timeLimitMs) : 'not run at this size'}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </Stack>
  );
}
