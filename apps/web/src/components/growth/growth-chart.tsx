import { formatDuration, type ComplexityResult } from '@algosheets/contracts';
import { Box, useChakraContext } from '@chakra-ui/react';
import { CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Scatter, XAxis, YAxis } from 'recharts';
import { formatN, GROWTH_SERIES, logAxis, plottedSeries } from './growth-points';

/** The chart's height (px); its width is its container's, so it fits a 390 px phone. */
const CHART_HEIGHT = 280;

/** Each series' colour (Chakra's semantic `*.fg` tokens: AA against the page in light and dark) and line style. */
const SERIES_STYLE = {
  learner: { color: 'orange.fg', dash: undefined, marker: 'cross' },
  reference: { color: 'blue.fg', dash: '6 3', marker: 'triangle' },
} as const;

/**
 * The analysis as a chart: CPU time (ms) against n, both axes logarithmic (a class of growth is
 * then a straight line of its own slope), the learner's series and the reference's with a legend.
 * A size that ran past the time limit is drawn at the limit with a marker of its own and the limit
 * as a dashed line. Colours are the theme's CSS variables, so the chart follows the colour mode.
 * The default export, loaded lazily: recharts stays out of the pages' start-up JavaScript.
 */
export default function GrowthChart({ result }: { result: ComplexityResult }) {
  const system = useChakraContext();
  const color = (token: string) => system.token.var(`colors.${token}`) as string;
  const series = GROWTH_SERIES.map(({ key, name }) => ({ key, name, ...plottedSeries(result[key], result.timeLimitMs), ...SERIES_STYLE[key] }));
  const overLimit = series.some((each) => each.overLimit.length > 0);
  const points = series.flatMap((each) => [...each.measured, ...each.overLimit]);
  const x = logAxis(points.map((point) => point.n));
  const y = logAxis([...points.map((point) => point.ms), ...(overLimit ? [result.timeLimitMs] : [])]);
  const tick = { fill: color('fg.muted'), fontSize: 12 };
  return (
    <Box w="full" h={`${CHART_HEIGHT}px`} data-testid="growth-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart margin={{ top: 8, right: 12, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color('border')} strokeDasharray="2 4" />
          <XAxis
            type="number"
            dataKey="n"
            scale="log"
            domain={x.domain}
            ticks={x.ticks}
            allowDataOverflow
            tickFormatter={formatN}
            tick={tick}
            stroke={color('fg.muted')}
            label={{ value: `n (${result.n})`, position: 'insideBottom', offset: -4, fill: color('fg.muted'), fontSize: 12 }}
            height={40}
          />
          <YAxis type="number" dataKey="ms" scale="log" domain={y.domain} ticks={y.ticks} allowDataOverflow tickFormatter={formatDuration} tick={tick} stroke={color('fg.muted')} width={76} />
          {overLimit && (
            <ReferenceLine
              y={result.timeLimitMs}
              stroke={color('red.fg')}
              strokeDasharray="4 4"
              label={{ value: `time limit ${formatDuration(result.timeLimitMs)}`, position: 'insideTopLeft', fill: color('red.fg'), fontSize: 12 }}
            />
          )}
          {series.map((each) => (
            <Line
              key={each.key}
              data={each.measured}
              dataKey="ms"
              name={`${each.name} (CPU time)`}
              stroke={color(each.color)}
              strokeWidth={2}
              strokeDasharray={each.dash}
              dot={{ r: 3, fill: color(each.color) }}
              legendType="plainline"
              isAnimationActive={false}
            />
          ))}
          {series
            .filter((each) => each.overLimit.length > 0)
            .map((each) => (
              <Scatter key={`${each.key}-limit`} data={each.overLimit} dataKey="ms" name={`${each.name}: past the time limit`} fill={color(each.color)} shape={each.marker} isAnimationActive={false} />
            ))}
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, color: color('fg') }} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
