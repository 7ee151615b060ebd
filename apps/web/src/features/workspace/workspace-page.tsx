import { LANGUAGE_IDS, SubmissionStatus, type ApiProblem, type ApiSubmission, type Language } from '@algosheets/contracts';
import { Box, Button, Center, Flex, HStack, IconButton, Link, NativeSelect, Spinner, Stack, Tabs, Text, Textarea, useBreakpointValue } from '@chakra-ui/react';
import { Panel, PanelGroup } from 'react-resizable-panels';
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { LuBookmark, LuBookmarkCheck, LuPlay, LuRotateCcw, LuSend, LuShare2 } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { ColorModeButton } from '../../components/color-mode';
import { ItemLoadError } from '../../components/load-error';
import { toaster } from '../../components/toaster';
import { useSession } from '../auth/use-session';
import { AddToSheetDialog } from '../playlists/add-to-sheet-dialog';
import { useGetProblemQuery } from '../problems/problems-api';
import { discardDraft, loadDraft, saveDraft } from './drafts';
import { availableLanguages, initialLanguage, LANGUAGE_LABELS } from './editor-language';
import { EditorialPanel, HintsPanel } from './hints-panel';
import { LabelledCode, ProblemDescription } from './problem-description';
import { ResizeHandle } from './resize-handle';
import { ResultsPanel } from './results-panel';
import { useExecuteCodeMutation, useGetProblemSubmissionsQuery, useGetSubmissionCountQuery } from './submissions-api';
import { ShortcutsDialog, shortcutAction } from './shortcuts-dialog';
import { caseError, caseFields, joinCase, splitCase } from './signature-cases';
import { SignatureCasesPanel } from './signature-cases-panel';
import { SubmissionDiffDialog } from './submission-diff-dialog';
import { SubmissionsTable } from './submissions-table';
import { actionLabel, useCooldown } from './use-cooldown';

const CodeEditor = lazy(() => import('./code-editor'));

/** The spec's pane bounds and defaults, percent; react-resizable-panels remembers the sizes in local storage. */
export const LEFT_PANE = { min: 30, max: 70, initial: 50 } as const;
export const EDITOR_PANE = { min: 30, max: 85, initial: 70 } as const;

export const SHARE_TOASTS = { copied: 'Link copied to clipboard', failed: 'Failed to copy url' } as const;

/**
 * What other features add to the workspace; the app composes them (features never import each
 * other). `tabs` follow the description pane's own tabs; `onAccepted` is shown above the verdict of
 * an Accepted Submit (not a Run), once per such Submit.
 */
export interface WorkspaceExtensions {
  tabs?: Array<{ value: string; label: string; render: (problemId: string) => ReactNode }>;
  onAccepted?: (problemId: string) => ReactNode;
}

/** /problem/{id}. Keyed by id, so opening another problem (or leaving) drops the result and returns the panel to Test Cases. */
export function WorkspacePage({ extensions = {} }: { extensions?: WorkspaceExtensions }) {
  const { id = '' } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useGetProblemQuery(id);
  if (isLoading) return <PageCenter><Spinner size="xl" color="orange.500" aria-label="Loading problem" /></PageCenter>;
  if (!data) {
    return (
      <PageCenter>
        {/* The workspace has no navigation bar: the way back is offered here. */}
        <Stack w="full" maxW="lg" px="4" gap="4">
          <ItemLoadError error={error} notFound="Problem not found." what="The problem" onRetry={() => void refetch()} retrying={isFetching} />
          <Link asChild colorPalette="orange" alignSelf="center">
            <RouterLink to="/problems">Back to problems</RouterLink>
          </Link>
        </Stack>
      </PageCenter>
    );
  }
  return <Workspace key={id} problem={data.problem} extensions={extensions} />;
}

function PageCenter({ children }: { children: React.ReactNode }) {
  return <Center h="100dvh">{children}</Center>;
}

function Workspace({ problem, extensions }: { problem: ApiProblem; extensions: WorkspaceExtensions }) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const languages = availableLanguages(problem);
  const [language, setLanguage] = useState<Language | undefined>(() => initialLanguage(problem));
  const starter = (lang: Language | undefined) => (lang ? (problem.codeSnippets[lang] ?? '') : '');
  // On return to the page the draft of the start language comes back, so leaving the page never loses work.
  const [code, setCode] = useState(() => (language ? (loadDraft(userId, problem.id, language) ?? starter(language)) : ''));
  // The text the editor was last loaded with. Typing only reports to `code`; a new load (language
  // change, reset, restored draft) remounts the editor with its text (see CodeEditor).
  const [loaded, setLoaded] = useState(() => ({ text: code, revision: 0 }));
  const [offeredDraft, setOfferedDraft] = useState<string>();
  // Below `md` the panes become tabs; Run and Submit stay in the top bar either way.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [phoneTab, setPhoneTab] = useState('description');
  const [leftTab, setLeftTab] = useState('description');
  const [bottomTab, setBottomTab] = useState('testcases');
  const [result, setResult] = useState<ApiSubmission>();
  // The id of the latest Submit that was Accepted: its result carries the extensions' onAccepted.
  const [acceptedSubmit, setAcceptedSubmit] = useState<string>();
  const [activeCase, setActiveCase] = useState(0);
  const [customInput, setCustomInput] = useState('');
  const [bookmarked, setBookmarked] = useState(false);
  const [sheetDialogFor, setSheetDialogFor] = useState<string>();
  const [compareWith, setCompareWith] = useState<ApiSubmission>();
  const [pending, setPending] = useState<'run' | 'submit'>();
  const cooldown = useCooldown();
  const [executeCode] = useExecuteCodeMutation();
  const submissions = useGetProblemSubmissionsQuery(problem.id);
  const { data: count } = useGetSubmissionCountQuery(problem.id);
  const samples = problem.testcases.filter((testcase) => testcase.isSample);
  const signature = problem.signature;
  const [cases, setCases] = useState<string[][]>(() => (signature ? samples.map((testcase) => splitCase(testcase.input, caseFields(signature))) : []));
  // An Accepted submission in the history (a Submit refetches it) opens the editorial without a warning.
  const solved = (submissions.data?.submissions ?? []).some((submission) => submission.status === SubmissionStatus.Accepted);

  /** An edit is autosaved as the language's draft, replacing any draft still on offer. */
  const changeCode = (next: string) => {
    setCode(next);
    setOfferedDraft(undefined);
    if (language) saveDraft(userId, problem.id, language, next);
  };

  /** Replaces the code in the editor (not an edit: no draft is saved). */
  const loadCode = (text: string) => {
    setCode(text);
    setLoaded((previous) => ({ text, revision: previous.revision + 1 }));
  };

  /**
   * The spec's language rule: a language change loads that language's starter snippet and discards
   * the code in the editor. The draft saved for the new language stays in storage and is offered
   * with 'Restore draft' until the user edits, so switching never loses work.
   */
  const changeLanguage = (next: Language) => {
    const draft = loadDraft(userId, problem.id, next);
    setLanguage(next);
    loadCode(starter(next));
    setOfferedDraft(draft !== undefined && draft !== starter(next) ? draft : undefined);
  };

  const restoreDraft = () => {
    if (offeredDraft === undefined) return;
    loadCode(offeredDraft);
    setOfferedDraft(undefined);
  };

  const resetCode = () => {
    if (!language) return;
    discardDraft(userId, problem.id, language);
    loadCode(starter(language));
    setOfferedDraft(undefined);
  };

  const blocked = pending !== undefined || cooldown.remaining > 0 || !language;
  const execute = async (store: boolean) => {
      if (blocked || !language) return;
      const invalid = signature && !store ? cases.map((values, index) => caseError(signature, values, index)).find((error) => error !== null) : undefined;
      if (invalid) {
        toaster.create({ type: 'error', title: 'Fix the test case first', description: invalid });
        setBottomTab('testcases');
        setPhoneTab('testcase');
        return;
      }
      setPending(store ? 'submit' : 'run');
      cooldown.start();
      const custom = !store && !signature && customInput.trim() !== '';
      const inputs = signature ? cases.map(joinCase) : custom ? [customInput] : samples.map((testcase) => testcase.input);
      try {
        const { submission } = await executeCode({
          source_code: code,
          language_id: LANGUAGE_IDS[language],
          stdin: inputs,
          // The server takes stored outputs for inputs equal to the samples; others get none (or the reference's).
          expected_outputs: signature || custom ? [] : samples.map((testcase) => testcase.output),
          problemId: problem.id,
          store,
        }).unwrap();
        setResult(submission);
        if (store && submission.status === SubmissionStatus.Accepted) setAcceptedSubmit(submission.id ?? undefined);
        setBottomTab('results');
        setPhoneTab('result');
      } catch {
        // The mutation's toast reports the failure; a failed request starts no cooldown.
        cooldown.cancel();
      } finally {
        setPending(undefined);
      }
  };

  // Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits, also while Monaco has the focus (capture
  // phase, so Monaco never inserts a line for them).
  const onShortcut = useEffectEvent((store: boolean) => void execute(store));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      onShortcut(action === 'submit');
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toaster.success({ title: SHARE_TOASTS.copied });
    } catch {
      toaster.error({ title: SHARE_TOASTS.failed });
    }
  };

  const openSubmission = (submission: ApiSubmission) => {
    setResult(submission);
    setBottomTab('results');
    setPhoneTab('result');
  };

  const resultsPane = (
    <>
      {result && result.id === acceptedSubmit && extensions.onAccepted && <Box key={acceptedSubmit}>{extensions.onAccepted(problem.id)}</Box>}
      <ResultsPanel submission={result} />
    </>
  );

  const current = samples[activeCase];
  const example = language ? problem.examples[language] : undefined;

  const descriptionPane = (
          <Tabs.Root value={leftTab} onValueChange={(details) => setLeftTab(details.value)} size="sm" variant="line" colorPalette="orange">
            <Tabs.List>
              <Tabs.Trigger value="description">Description</Tabs.Trigger>
              <Tabs.Trigger value="submissions">{count && count.count > 0 ? `Submissions (${count.count})` : 'Submissions'}</Tabs.Trigger>
              <Tabs.Trigger value="discussion">Discussion</Tabs.Trigger>
              <Tabs.Trigger value="hints">Hints</Tabs.Trigger>
              <Tabs.Trigger value="editorial">Editorial</Tabs.Trigger>
              {extensions.tabs?.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="description">
              <ProblemDescription problem={problem} language={language} />
            </Tabs.Content>
            <Tabs.Content value="submissions">
              <SubmissionsTable query={submissions} onOpen={openSubmission} onCompare={setCompareWith} />
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
            {extensions.tabs?.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value}>
                {tab.render(problem.id)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
  );

  const editorPane = (
    <>
            <HStack px="3" py="2" borderBottomWidth="1px" justify="space-between">
              <NativeSelect.Root size="sm" w="44">
                <NativeSelect.Field aria-label="Language" value={language ?? ''} onChange={(event) => changeLanguage(event.target.value as Language)}>
                  {languages.map((option) => (
                    <option key={option} value={option}>
                      {LANGUAGE_LABELS[option]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <HStack gap="1">
                {offeredDraft !== undefined && (
                  <Button size="xs" variant="outline" colorPalette="orange" onClick={restoreDraft}>
                    Restore draft
                  </Button>
                )}
                <Button size="xs" variant="ghost" onClick={resetCode}>
                  <LuRotateCcw /> Reset code
                </Button>
              </HStack>
            </HStack>
            <Box flex="1" minH="0" data-testid="code-editor">
              <Suspense fallback={<Center h="full"><Spinner color="orange.500" aria-label="Loading editor" /></Center>}>
                <CodeEditor key={loaded.revision} language={language ?? ''} initialValue={loaded.text} onChange={changeCode} />
              </Suspense>
            </Box>
    </>
  );

  const testcasesPane = signature ? (
    <SignatureCasesPanel signature={signature} cases={cases} onChange={setCases} active={activeCase} onActive={setActiveCase} samples={samples} />
  ) : (
                <Stack gap="3">
                  <HStack justify="space-between" wrap="wrap">
                    <HStack gap="1" wrap="wrap">
                      {samples.map((_, index) => (
                        <Button key={`case-${index + 1}`} size="xs" variant={index === activeCase ? 'solid' : 'outline'} onClick={() => setActiveCase(index)}>
                          Case {index + 1}
                        </Button>
                      ))}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">{`${samples.length} test(s)`}</Text>
                  </HStack>
                  {current && (
                    <Box>
                      <LabelledCode label="Input" value={current.input} />
                      <LabelledCode label="Expected Output" value={current.output} />
                      {example?.explanation && example.input.trim() === current.input.trim() && (
                        <Text fontSize="sm">
                          <b>Explanation:</b> {example.explanation}
                        </Text>
                      )}
                    </Box>
                  )}
                  <Box>
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
                      Custom input (Run uses it instead of the cases when filled)
                    </Text>
                    <Textarea name="customInput" aria-label="Custom input" fontFamily="mono" fontSize="sm" rows={3} value={customInput} onChange={(event) => setCustomInput(event.target.value)} />
                  </Box>
                </Stack>
  );

  return (
    <Flex direction="column" h="100dvh" overflow="hidden">
      <HStack as="header" px={{ base: '2', sm: '4' }} h="14" borderBottomWidth="1px" justify="space-between" flexShrink={0} gap="2">
        <BrandLogo compact />
        <HStack gap={{ base: '1', sm: '2' }}>
          <Button size="sm" variant="outline" disabled={blocked} onClick={() => void execute(false)} title="Run (Ctrl/Cmd + Enter)">
            <LuPlay /> {actionLabel('Run Code', 'Running...', pending === 'run', cooldown.remaining)}
          </Button>
          <Button size="sm" colorPalette="green" disabled={blocked} onClick={() => void execute(true)} title="Submit (Ctrl/Cmd + Shift + Enter)">
            <LuSend /> {actionLabel('Submit', 'Submitting...', pending === 'submit', cooldown.remaining)}
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label="Bookmark: add to a sheet"
            aria-pressed={bookmarked}
            onClick={() => {
              setBookmarked((on) => !on);
              setSheetDialogFor(problem.id);
            }}
          >
            {bookmarked ? <LuBookmarkCheck /> : <LuBookmark />}
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label="Share" onClick={() => void share()}>
            <LuShare2 />
          </IconButton>
          {/* Keyboard shortcuts mean little on a phone: the bar keeps its room for Run and Submit. */}
          {!phone && <ShortcutsDialog />}
          <ColorModeButton />
        </HStack>
      </HStack>

      {phone ? (
        <Tabs.Root value={phoneTab} onValueChange={(details) => setPhoneTab(details.value)} size="sm" variant="line" colorPalette="orange" display="flex" flexDirection="column" flex="1" minH="0">
          <Tabs.List px="2" flexShrink={0} aria-label="Workspace panes">
            <Tabs.Trigger value="description">Description</Tabs.Trigger>
            <Tabs.Trigger value="code">Code</Tabs.Trigger>
            <Tabs.Trigger value="testcase">Testcase</Tabs.Trigger>
            <Tabs.Trigger value="result">Result</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="description" flex="1" minH="0" overflow="auto" p="4">
            {descriptionPane}
          </Tabs.Content>
          {/* Kept mounted when hidden, so Monaco keeps its text and undo history between tabs. */}
          <Tabs.Content value="code" flex="1" minH="0" flexDirection="column" display={phoneTab === 'code' ? 'flex' : 'none'}>
            {editorPane}
          </Tabs.Content>
          <Tabs.Content value="testcase" flex="1" minH="0" overflow="auto" p="4">
            {testcasesPane}
          </Tabs.Content>
          <Tabs.Content value="result" flex="1" minH="0" overflow="auto" p="4">
            {resultsPane}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <PanelGroup direction="horizontal" autoSaveId="workspace-columns" style={{ flex: 1, minHeight: 0 }}>
          <Panel defaultSize={LEFT_PANE.initial} minSize={LEFT_PANE.min} maxSize={LEFT_PANE.max} id="description" order={1}>
            <Box h="full" overflow="auto" p="4">
              {descriptionPane}
            </Box>
          </Panel>
          <ResizeHandle orientation="vertical" label="Resize description and editor" />
          <Panel id="solution" order={2}>
            <PanelGroup direction="vertical" autoSaveId="workspace-rows">
              <Panel defaultSize={EDITOR_PANE.initial} minSize={EDITOR_PANE.min} maxSize={EDITOR_PANE.max} id="editor" order={1}>
                <Flex direction="column" h="full" minH="0">
                  {editorPane}
                </Flex>
              </Panel>
              <ResizeHandle orientation="horizontal" label="Resize editor and test panel" />
              <Panel id="tests" order={2}>
                {/* An opaque pane: Monaco's dark canvas must never show through behind the test panel. */}
                <Box h="full" overflow="auto" px="4" py="2" bg="bg" position="relative" zIndex="1">
                  <Tabs.Root value={bottomTab} onValueChange={(details) => setBottomTab(details.value)} size="sm" variant="line" colorPalette="orange">
                    <Tabs.List>
                      <Tabs.Trigger value="testcases">Test Cases</Tabs.Trigger>
                      <Tabs.Trigger value="results">Results</Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="testcases">{testcasesPane}</Tabs.Content>
                    <Tabs.Content value="results">{resultsPane}</Tabs.Content>
                  </Tabs.Root>
                </Box>
              </Panel>
            </PanelGroup>
          </Panel>
        </PanelGroup>
      )}
      <SubmissionDiffDialog submission={compareWith} current={code} onClose={() => setCompareWith(undefined)} />
      <AddToSheetDialog problemId={sheetDialogFor} onClose={() => setSheetDialogFor(undefined)} />
    </Flex>
  );
}
