import { Box, Flex, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Panel, PanelGroup } from 'react-resizable-panels';
import { ResizeHandle } from './resize-handle';

/** The workspace's pane bounds and defaults, percent; react-resizable-panels remembers the sizes in local storage. */
export const LEFT_PANE = { min: 30, max: 70, initial: 50 } as const;
export const EDITOR_PANE = { min: 30, max: 85, initial: 70 } as const;

/** The four panes of the workspace, each already rendered. */
export interface WorkspacePanes {
  description: ReactNode;
  editor: ReactNode;
  testcases: ReactNode;
  results: ReactNode;
}

interface WorkspaceLayoutProps {
  /** Below `md`: the panes become tabs (`phoneTab`); above, resizable panes with a Test Cases / Results tab row (`bottomTab`). */
  phone: boolean;
  panes: WorkspacePanes;
  phoneTab: string;
  onPhoneTab: (value: string) => void;
  bottomTab: string;
  onBottomTab: (value: string) => void;
}

/**
 * The workspace below its top bar: on a laptop the description beside the editor over the test
 * panel, each border draggable; on a phone one pane at a time behind the Description / Code /
 * Testcase / Result tabs.
 */
export function WorkspaceLayout({ phone, panes, phoneTab, onPhoneTab, bottomTab, onBottomTab }: WorkspaceLayoutProps) {
  if (phone) {
    return (
      <Tabs.Root value={phoneTab} onValueChange={(details) => onPhoneTab(details.value)} size="sm" variant="line" colorPalette="orange" display="flex" flexDirection="column" flex="1" minH="0">
        <Tabs.List px="2" flexShrink={0} aria-label="Workspace panes">
          <Tabs.Trigger value="description">Description</Tabs.Trigger>
          <Tabs.Trigger value="code">Code</Tabs.Trigger>
          <Tabs.Trigger value="testcase">Testcase</Tabs.Trigger>
          <Tabs.Trigger value="result">Result</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="description" flex="1" minH="0" overflow="auto" p="4" data-testid="phone-description-pane">
          {panes.description}
        </Tabs.Content>
        {/* Kept mounted when hidden, so Monaco keeps its text and undo history between tabs. */}
        <Tabs.Content value="code" flex="1" minH="0" flexDirection="column" display={phoneTab === 'code' ? 'flex' : 'none'}>
          {panes.editor}
        </Tabs.Content>
        <Tabs.Content value="testcase" flex="1" minH="0" overflow="auto" p="4">
          {panes.testcases}
        </Tabs.Content>
        <Tabs.Content value="result" flex="1" minH="0" overflow="auto" p="4">
          {panes.results}
        </Tabs.Content>
      </Tabs.Root>
    );
  }
  return (
    <PanelGroup direction="horizontal" autoSaveId="workspace-columns" style={{ flex: 1, minHeight: 0 }}>
      <Panel defaultSize={LEFT_PANE.initial} minSize={LEFT_PANE.min} maxSize={LEFT_PANE.max} id="description" order={1}>
        <Box h="full" overflow="auto" p="4">
          {panes.description}
        </Box>
      </Panel>
      <ResizeHandle orientation="vertical" label="Resize description and editor" />
      <Panel id="solution" order={2}>
        <PanelGroup direction="vertical" autoSaveId="workspace-rows">
          <Panel defaultSize={EDITOR_PANE.initial} minSize={EDITOR_PANE.min} maxSize={EDITOR_PANE.max} id="editor" order={1}>
            <Flex direction="column" h="full" minH="0">
              {panes.editor}
            </Flex>
          </Panel>
          <ResizeHandle orientation="horizontal" label="Resize editor and test panel" />
          <Panel id="tests" order={2}>
            {/* An opaque pane: Monaco's dark canvas must never show through behind the test panel. */}
            <Box h="full" overflow="auto" px="4" py="2" bg="bg" position="relative" zIndex="1">
              <Tabs.Root value={bottomTab} onValueChange={(details) => onBottomTab(details.value)} size="sm" variant="line" colorPalette="orange">
                <Tabs.List>
                  <Tabs.Trigger value="testcases">Test Cases</Tabs.Trigger>
                  <Tabs.Trigger value="results">Results</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="testcases">{panes.testcases}</Tabs.Content>
                <Tabs.Content value="results">{panes.results}</Tabs.Content>
              </Tabs.Root>
            </Box>
          </Panel>
        </PanelGroup>
      </Panel>
    </PanelGroup>
  );
}
