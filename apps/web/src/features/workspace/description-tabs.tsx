import type { ApiProblem, ApiSubmission, Language, SubmissionsResponse } from '@algosheets/contracts';
import { Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { QueryState } from '../../components/load-error';
import { EditorialPanel, HintsPanel } from './hints-panel';
import { ProblemDescription } from './problem-description';
import { SubmissionsTable } from './submissions-table';

/** A tab another feature adds after the description pane's own (the app composes them). */
export interface ExtraTab {
  value: string;
  label: string;
  render: (problemId: string) => ReactNode;
}

interface DescriptionTabsProps {
  problem: ApiProblem;
  language: Language | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** How many submissions the learner made: shown as 'Submissions (N)' when above 0. */
  count: number | undefined;
  submissions: QueryState<SubmissionsResponse>;
  /** Whether the learner has an Accepted submission: the editorial then opens without its warning. */
  solved: boolean;
  onOpenSubmission: (submission: ApiSubmission) => void;
  onCompare: (submission: ApiSubmission) => void;
  onOpenInEditor: (submission: ApiSubmission) => void;
  extraTabs?: ExtraTab[];
}

/**
 * The description pane: Description, Submissions, Discussion, Hints, Editorial and the tabs other
 * features add. The tab row never widens its pane: on a phone it scrolls sideways inside the pane
 * (each tab keeps its one-line label) instead of pushing the page wider than the screen.
 */
export function DescriptionTabs({ problem, language, value, onValueChange, count, submissions, solved, onOpenSubmission, onCompare, onOpenInEditor, extraTabs = [] }: DescriptionTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onValueChange(details.value)} size="sm" variant="line" colorPalette="orange" minW="0">
      <Tabs.List overflowX="auto" overflowY="hidden" minW="0" data-testid="description-tab-row">
        <Tabs.Trigger value="description" flexShrink={0}>Description</Tabs.Trigger>
        <Tabs.Trigger value="submissions" flexShrink={0}>{count && count > 0 ? `Submissions (${count})` : 'Submissions'}</Tabs.Trigger>
        <Tabs.Trigger value="discussion" flexShrink={0}>Discussion</Tabs.Trigger>
        <Tabs.Trigger value="hints" flexShrink={0}>Hints</Tabs.Trigger>
        <Tabs.Trigger value="editorial" flexShrink={0}>Editorial</Tabs.Trigger>
        {extraTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description">
        <ProblemDescription problem={problem} language={language} />
      </Tabs.Content>
      <Tabs.Content value="submissions">
        <SubmissionsTable query={submissions} onOpen={onOpenSubmission} onCompare={onCompare} onOpenInEditor={onOpenInEditor} />
      </Tabs.Content>
      <Tabs.Content value="discussion">
        <Text color="fg.muted">No discussions yet</Text>
      </Tabs.Content>
      <Tabs.Content value="hints">
        <HintsPanel hints={problem.hints} />
      </Tabs.Content>
      <Tabs.Content value="editorial">
        <EditorialPanel editorial={problem.editorial} solved={solved} />
      </Tabs.Content>
      {extraTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.render(problem.id)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
