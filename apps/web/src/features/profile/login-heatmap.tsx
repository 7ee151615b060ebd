import { Box, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { buildHeatmap, heatmapTooltip, WEEKDAY_LABELS, type HeatLevel, type HeatmapCell } from './heatmap';

/** Stronger colour for more logins, in both colour modes (on a dark page, brighter is stronger). */
const LEVEL_COLORS: Record<HeatLevel, { base: string; _dark: string }> = {
  0: { base: 'gray.100', _dark: 'gray.800' },
  1: { base: 'green.200', _dark: 'green.900' },
  2: { base: 'green.400', _dark: 'green.700' },
  3: { base: 'green.600', _dark: 'green.500' },
  4: { base: 'green.800', _dark: 'green.300' },
};
const CELL = '11px';
const GAP = '3px';

/**
 * The profile's Login Activity heatmap. A hand-made grid rather than a package: none of the
 * maintained calendar-heatmap components has this level rule, weekday labels and admin tooltip
 * together. One shared tooltip follows the hovered or focused cell, so 365 cells stay cheap.
 */
export function LoginHeatmap({ counts, users, showUsers, today = new Date() }: { counts: Record<string, number>; users?: Record<string, string[]>; showUsers: boolean; today?: Date }) {
  const grid = useMemo(() => buildHeatmap(today, counts, users), [today, counts, users]);
  const [active, setActive] = useState<HeatmapCell>();

  return (
    <Box position="relative" overflowX="auto" pb="2" data-testid="login-heatmap">
      <Flex gap="2">
        <Grid templateRows={`16px repeat(7, ${CELL})`} gap={GAP} fontSize="2xs" color="fg.muted" flexShrink={0}>
          <Box />
          {WEEKDAY_LABELS.map((label, row) => (
            <Box key={`row-${row + 1}`} lineHeight={CELL} h={CELL}>
              {label}
            </Box>
          ))}
        </Grid>
        <Box>
          <Grid templateColumns={`repeat(${grid.weeks.length}, ${CELL})`} gap={GAP} h="16px" fontSize="2xs" color="fg.muted">
            {grid.monthLabels.map((month) => (
              <Box key={`${month.label}-${month.column}`} gridColumnStart={month.column + 1} whiteSpace="nowrap">
                {month.label}
              </Box>
            ))}
          </Grid>
          <Grid templateColumns={`repeat(${grid.weeks.length}, ${CELL})`} templateRows={`repeat(7, ${CELL})`} gridAutoFlow="column" gap={GAP} mt={GAP} role="group" aria-label="Login activity">
            {grid.weeks.flatMap((week, column) =>
              week.map((cell, row) =>
                cell ? (
                  <Box
                    key={cell.key}
                    // Each day is a labelled picture: a grid role would demand rows the column-flow layout has not.
                    role="img"
                    tabIndex={-1}
                    aria-label={heatmapTooltip(cell, showUsers).join(', ')}
                    title={heatmapTooltip(cell, showUsers).join('\n')}
                    data-date={cell.key}
                    data-level={cell.level}
                    bg={LEVEL_COLORS[cell.level]}
                    rounded="2px"
                    w={CELL}
                    h={CELL}
                    outline={active?.key === cell.key ? '1px solid' : undefined}
                    outlineColor="fg"
                    onMouseEnter={() => setActive(cell)}
                    onMouseLeave={() => setActive(undefined)}
                    onFocus={() => setActive(cell)}
                  />
                ) : (
                  <Box key={`empty-${column}-${row}`} />
                ),
              ),
            )}
          </Grid>
        </Box>
      </Flex>
      <HStack justify="space-between" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Box minH="10" data-testid="heatmap-tooltip" aria-live="polite">
          {active && (
            <Stack gap="0" bg="bg.inverted" color="fg.inverted" px="2" py="1" rounded="md">
              {heatmapTooltip(active, showUsers).map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          )}
        </Box>
        <HStack gap="1">
          <Text>Less</Text>
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <Box key={level} w={CELL} h={CELL} rounded="2px" bg={LEVEL_COLORS[level]} />
          ))}
          <Text>More</Text>
        </HStack>
      </HStack>
    </Box>
  );
}
