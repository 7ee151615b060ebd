import type { StandingBucket } from '@algosheets/contracts';
import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, Cell, XAxis } from 'recharts';
import { barLabel } from './speed-standing';

/** The learner's own bar, and everyone else's: Chakra's semantic colours, so both themes apply. */
const MINE = 'var(--chakra-colors-teal-solid)';
const OTHERS = 'var(--chakra-colors-gray-emphasized)';
const AXIS = 'var(--chakra-colors-fg-muted)';

/** A bar holding any submission stays visible, px, however few it holds beside the tallest. */
const visibleBar = (count: number | undefined | null): number => (count ? 3 : 0);

/**
 * One distribution of the speed standing as a small bar chart (recharts, SVG), the learner's bar
 * highlighted. The chart is an image to assistive technology, its text alternative `summary` (the
 * standing's sentence); it takes the width it is given (a phone's 390 px included) and is not
 * interactive, so it adds no focus stop.
 */
export default function SpeedStandingChart({ title, buckets, unit, summary }: { title: string; buckets: StandingBucket[]; unit: 'ms' | 'KB'; summary: string }) {
  const data = buckets.map((bucket) => ({ ...bucket, label: barLabel(bucket.from, unit) }));
  return (
    <Box role="img" aria-label={`${title}: ${summary}`} data-testid={`standing-chart-${unit}`} minW="0">
      <Text fontSize="xs" color="fg.muted" mb="1" aria-hidden>
        {title}
      </Text>
      <BarChart responsive style={{ width: '100%', height: 96 }} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <XAxis dataKey="label" tick={{ fontSize: 10, fill: AXIS }} stroke={AXIS} interval="preserveStartEnd" minTickGap={24} />
        <Bar dataKey="count" isAnimationActive={false} minPointSize={visibleBar}>
          {data.map((bucket) => (
            <Cell key={bucket.from} fill={bucket.mine ? MINE : OTHERS} data-mine={bucket.mine} />
          ))}
        </Bar>
      </BarChart>
    </Box>
  );
}
