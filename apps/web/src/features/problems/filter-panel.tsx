import { Box, Button, Checkbox, Collapsible, Flex, Heading, RadioGroup, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Difficulty } from '@algosheets/contracts';
import { LuFilter } from 'react-icons/lu';
import type { DifficultyFilter } from './problem-filters';

const DIFFICULTY_OPTIONS: { value: DifficultyFilter; label: string }[] = [
  { value: 'ALL', label: 'All Difficulties' },
  { value: Difficulty.Easy, label: 'Easy' },
  { value: Difficulty.Medium, label: 'Medium' },
  { value: Difficulty.Hard, label: 'Hard' },
];

export interface CheckGroup {
  title: string;
  options: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

export interface FilterPanelProps {
  difficulty: DifficultyFilter;
  onDifficultyChange: (difficulty: DifficultyFilter) => void;
  groups: CheckGroup[];
  onClearAll: () => void;
}

function toggle(list: string[], item: string, on: boolean): string[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

/** The left filter panel of spec section 2; it collapses behind a 'Filters' button below the md breakpoint. */
export function FilterPanel({ difficulty, onDifficultyChange, groups, onClearAll }: FilterPanelProps) {
  const active = [...(difficulty === 'ALL' ? [] : [DIFFICULTY_OPTIONS.find((option) => option.value === difficulty)?.label ?? difficulty]), ...groups.flatMap((group) => group.selected)];
  return (
    <Collapsible.Root defaultOpen asChild>
      <Box as="aside" aria-label="Filters" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" w={{ base: 'full', md: '64' }} flexShrink={0} alignSelf="flex-start">
        <Flex justify="space-between" align="center">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" px="1" fontWeight="bold">
              <LuFilter /> Filters
            </Button>
          </Collapsible.Trigger>
          <Button variant="plain" size="xs" colorPalette="orange" color="colorPalette.fg" onClick={onClearAll}>
            Clear all
          </Button>
        </Flex>
        <Collapsible.Content>
          <Stack gap="5" mt="3">
            {active.length > 0 && (
              <Box>
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
                  Active Filters
                </Text>
                <Wrap gap="1" data-testid="active-filters">
                  {active.map((label) => (
                    <Tag.Root key={label} size="sm" colorPalette="orange">
                      <Tag.Label>{label}</Tag.Label>
                    </Tag.Root>
                  ))}
                </Wrap>
              </Box>
            )}
            <Box>
              <Heading as="h3" size="sm" mb="2">
                Difficulty
              </Heading>
              <RadioGroup.Root value={difficulty} onValueChange={(details) => onDifficultyChange((details.value ?? 'ALL') as DifficultyFilter)} size="sm" colorPalette="orange">
                <Stack gap="1.5">
                  {DIFFICULTY_OPTIONS.map((option) => (
                    <RadioGroup.Item key={option.value} value={option.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Box>
            {groups.map((group) => (
              <Box key={group.title} role="group" aria-label={group.title}>
                <Heading as="h3" size="sm" mb="2">
                  {group.title}
                </Heading>
                <Stack gap="1.5">
                  {group.options.map((option) => (
                    <Checkbox.Root
                      key={option}
                      size="sm"
                      colorPalette="orange"
                      checked={group.selected.includes(option)}
                      onCheckedChange={(details) => group.onChange(toggle(group.selected, option, details.checked === true))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{option}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
