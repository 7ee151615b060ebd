import { Box, Button, chakra, Checkmark, Flex, Heading, Radiomark, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Difficulty } from '@algosheets/contracts';
import { useId, useState, type ReactNode } from 'react';
import { LuFilter } from 'react-icons/lu';
import type { DifficultyFilter } from '../lib/problem-filters';

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
  /** One option ticked (`on`) or cleared; the page builds the new list from its latest state. */
  onToggle: (option: string, on: boolean) => void;
}

export interface FilterPanelProps {
  difficulty: DifficultyFilter;
  onDifficultyChange: (difficulty: DifficultyFilter) => void;
  groups: CheckGroup[];
  onClearAll: () => void;
}

/**
 * The left filter panel of the problems page, also used by the sheet detail page; a 'Filters'
 * button folds it away (useful below the md breakpoint, where it sits above the list). The options
 * are native radio buttons and checkboxes drawn with Chakra's own marks: the browser gives them
 * their keyboard behaviour, and the page needs none of the Ark state machines (the 200 KB start-up
 * JavaScript budget).
 */
export function FilterPanel({ difficulty, onDifficultyChange, groups, onClearAll }: FilterPanelProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const radioName = useId();
  const active = [...(difficulty === 'ALL' ? [] : [DIFFICULTY_OPTIONS.find((option) => option.value === difficulty)?.label ?? difficulty]), ...groups.flatMap((group) => group.selected)];
  return (
    <Box as="aside" aria-label="Filters" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" w={{ base: 'full', md: '64' }} flexShrink={0} alignSelf="flex-start">
      <Flex justify="space-between" align="center">
        <Button variant="ghost" size="sm" px="1" fontWeight="bold" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
          <LuFilter /> Filters
        </Button>
        <Button variant="plain" size="xs" colorPalette="orange" color="colorPalette.fg" onClick={onClearAll}>
          Clear all
        </Button>
      </Flex>
      <Stack id={contentId} hidden={!open} gap="5" mt="3">
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
        <Box role="radiogroup" aria-label="Difficulty">
          <Heading as="h3" size="sm" mb="2">
            Difficulty
          </Heading>
          <Stack gap="1.5">
            {DIFFICULTY_OPTIONS.map((option) => (
              <FilterOption
                key={option.value}
                type="radio"
                name={radioName}
                label={option.label}
                checked={difficulty === option.value}
                onChange={() => onDifficultyChange(option.value)}
                mark={<Radiomark checked={difficulty === option.value} size="sm" colorPalette="orange" _peerFocusVisible={FOCUS_RING} />}
              />
            ))}
          </Stack>
        </Box>
        {groups.map((group) => (
          <Box key={group.title} role="group" aria-label={group.title}>
            <Heading as="h3" size="sm" mb="2">
              {group.title}
            </Heading>
            <Stack gap="1.5">
              {group.options.map((option) => {
                const checked = group.selected.includes(option);
                return (
                  <FilterOption
                    key={option}
                    type="checkbox"
                    label={option}
                    checked={checked}
                    onChange={(on) => group.onToggle(option, on)}
                    mark={<Checkmark checked={checked} size="sm" colorPalette="orange" _peerFocusVisible={FOCUS_RING} />}
                  />
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The ring Chakra draws around a focused checkbox or radio, shown when the hidden native input has keyboard focus. */
const FOCUS_RING = { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' };

interface FilterOptionProps {
  type: 'radio' | 'checkbox';
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible mark; it follows the input, so `_peerFocusVisible` styles it while the input has focus. */
  mark: ReactNode;
}

function FilterOption({ type, name, label, checked, onChange, mark }: FilterOptionProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" position="relative" cursor="pointer" textStyle="sm" fontWeight="medium" userSelect="none">
      <chakra.input type={type} name={name} className="peer" srOnly checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {mark}
      {label}
    </chakra.label>
  );
}
