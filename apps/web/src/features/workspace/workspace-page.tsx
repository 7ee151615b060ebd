import { executeCodeRequest, SubmissionStatus, type ApiProblem, type ApiSubmission, type EditorStateResponse, type ProblemSignature, type RunCase } from '@algosheets/contracts';
import { Box, Center, Flex, Link, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ItemLoadError } from '../../components/load-error';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { toaster } from '../../components/toaster';
import { useGetProblemQuery } from '../../api/problems-api';
import { CounterexamplePanel, FindFailingInput } from './counterexample-panel';
import { DescriptionTabs, type ExtraTab } from './description-tabs';
import { availableLanguages } from './editor-language';
import { EditorPane } from './editor-pane';
import { GrowthButton, GrowthPanel } from './growth-panel';
import { offersFailingInputSearch } from './result-summary';
import { ResultsPanel } from './results-panel';
import { useGetEditorStateQuery } from './drafts-api';
import { useAwaitSubmissionMutation, useExecuteCodeMutation, useGetProblemSubmissionsQuery, useGetSubmissionCountQuery } from './submissions-api';
import { useWorkspaceShortcuts } from './shortcuts-dialog';
import { caseError, caseFields, joinCase, splitCase } from './signature-cases';
import { SignatureCasesPanel } from './signature-cases-panel';
import { SubmissionDiffDialog } from './submission-diff-dialog';
import { useCooldown } from './use-cooldown';
import { useCounterexample } from './use-counterexample';
import { useEditorCode } from './use-editor-code';
import { useWorkspaceGrowth } from './use-workspace-growth';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceLayout } from './workspace-layout';

/**
 * What other features add to the workspace; the app composes them (features never import each
 * other). `tabs` follow the description pane's own tabs; `onAccepted` is shown above the verdict of
 * an Accepted Submit (not a Run), once per such Submit. `renderAddToSheet` is the sheets' 'Add to
 * Sheet' dialog, always mounted and open while `problemId` is set; it closes with whether the
 * problem was added (the bookmark then shows it). `renderNavigation` is the way to other problems
 * in the top bar (the list drawer and ◀ ▶ of `ProblemNavigator`, fed with the sequence the
 * learner came from) and `account` the signed-in account's menu: the workspace has no site navbar.
 */
export interface WorkspaceExtensions {
  tabs?: ExtraTab[];
  onAccepted?: (problemId: string) => ReactNode;
  renderAddToSheet?: (problemId: string | undefined, onClose: (added: boolean) => void) => ReactNode;
  renderNavigation?: (problemId: string) => ReactNode;
  account?: ReactNode;
}

/** /problem/{id}. Keyed by id, so opening another problem (or leaving) drops the result and returns the panel to Test Cases. */
export function WorkspacePage({ extensions = {} }: { extensions?: WorkspaceExtensions }) {
  const { id = '' } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useGetProblemQuery(id);
  // The editor opens with the server's drafts, read afresh on every visit (another device may have saved).
  const editor = useGetEditorStateQuery(id, { refetchOnMountOrArgChange: true });
  // Only the first read waits: a later refetch (after a draft conflict) must not unmount the workspace.
  if (isLoading || editor.isLoading) return <PageCenter><Spinner role="status" size="xl" color="orange.500" aria-label="Loading problem" /></PageCenter>;
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
  const { problem } = data;
  // Every problem has a function signature (the one judging model); the check only narrows the type.
  if (!problem.signature) return <PageCenter><Text>This problem has no function signature, so it cannot be solved here.</Text></PageCenter>;
  return <Workspace key={id} problem={{ ...problem, signature: problem.signature }} saved={editor.data} extensions={extensions} />;
}

function PageCenter({ children }: { children: React.ReactNode }) {
  return (
    <Center as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" h="100dvh">
      {children}
    </Center>
  );
}

function Workspace({ problem, saved, extensions }: { problem: ApiProblem & { signature: ProblemSignature }; saved: EditorStateResponse | undefined; extensions: WorkspaceExtensions }) {
  const languages = availableLanguages(problem);
  const editor = useEditorCode(problem, saved);
  const { language, code } = editor;
  // Below `md` the panes become tabs; Run and Submit stay in the top bar either way.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [phoneTab, setPhoneTab] = useState('description');
  const [leftTab, setLeftTab] = useState('description');
  const [bottomTab, setBottomTab] = useState('testcases');
  const [result, setResult] = useState<ApiSubmission>();
  // The id of the latest Submit that was Accepted: its result carries the extensions' onAccepted.
  const [acceptedSubmit, setAcceptedSubmit] = useState<string>();
  const [activeCase, setActiveCase] = useState(0);
  const [sheetDialogFor, setSheetDialogFor] = useState<string>();
  const [bookmarked, setBookmarked] = useState(false);
  const [compareWith, setCompareWith] = useState<ApiSubmission>();
  const [pending, setPending] = useState<'run' | 'submit'>();
  const cooldown = useCooldown();
  const [executeCode] = useExecuteCodeMutation();
  const submissions = useGetProblemSubmissionsQuery(problem.id);
  const { data: count } = useGetSubmissionCountQuery(problem.id);
  const samples = problem.testcases.filter((testcase) => testcase.isSample);
  const signature = problem.signature;
  const [cases, setCases] = useState<string[][]>(() => samples.map((testcase) => splitCase(testcase.input, caseFields(signature))));
  // An Accepted submission in the history (a Submit refetches it) opens the editorial without a warning.
  const solved = (submissions.data?.submissions ?? []).some((submission) => submission.status === SubmissionStatus.Accepted);

  /** Shows the Testcase panel (at case `index`) or the Result area, on a laptop and on a phone alike. */
  const showTestcases = (index?: number) => {
    if (index !== undefined) setActiveCase(index);
    setBottomTab('testcases');
    setPhoneTab('testcase');
  };
  const showResults = () => {
    setBottomTab('results');
    setPhoneTab('result');
  };
  const counterexample = useCounterexample({ problemId: problem.id, signature, code, language, cases, setCases, showCase: showTestcases, showResult: showResults });
  const growth = useWorkspaceGrowth({ problem, code, language, showResult: showResults });

  const blocked = pending !== undefined || cooldown.remaining > 0 || !language;
  const execute = async (store: boolean) => {
      if (blocked || !language) return;
      const invalid = store ? undefined : cases.map((values, index) => caseError(signature, values, index)).find((error) => error !== null);
      if (invalid) {
        toaster.create({ type: 'error', title: 'Fix the test case first', description: invalid });
        showTestcases();
        return;
      }
      setPending(store ? 'submit' : 'run');
      // The Result is replaced as a whole: no finder card or analysis of older code above the new verdict.
      counterexample.clear();
      growth.clear();
      cooldown.start();
      // Run: the Testcase panel's cases. The server takes stored outputs for inputs equal to the
      // samples; others get the reference's answer (or none).
      const runCases: RunCase[] = cases.map((values) => ({ stdin: joinCase(values) }));
      try {
        const request = executeCodeRequest({ language, sourceCode: code, problemId: problem.id, mode: store ? 'submit' : 'run', cases: runCases });
        const { submission } = await executeCode(request).unwrap();
        setResult(submission);
        if (store && submission.status === SubmissionStatus.Accepted) setAcceptedSubmit(submission.id ?? undefined);
        showResults();
      } catch {
        // The mutation's toast reports the failure; a failed request starts no cooldown.
        cooldown.cancel();
      } finally {
        setPending(undefined);
      }
  };

  useWorkspaceShortcuts((action) => void execute(action === 'submit'));

  // A Submit still Pending when the page was left (reload, Back) is picked up again: the newest
  // submission of the history is waited for, once, with the buttons busy as during the Submit.
  const [awaitSubmission] = useAwaitSubmissionMutation();
  const pickedUp = useRef(false);
  const resume = (history: ApiSubmission[]) => {
    const newest = history.reduce<ApiSubmission | undefined>((latest, next) => (!latest || next.createdAt > latest.createdAt ? next : latest), undefined);
    if (newest?.status !== SubmissionStatus.Pending || pending) return;
    setPending('submit');
    setResult(newest);
    showResults();
    void awaitSubmission(newest)
      .unwrap()
      .then(({ submission }) => setResult(submission))
      .catch(() => undefined)
      .finally(() => setPending(undefined));
  };
  useEffect(() => {
    if (pickedUp.current || !submissions.data) return;
    pickedUp.current = true;
    resume(submissions.data.submissions);
    // Runs once, when the history first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submissions.data]);

  const openSubmission = (submission: ApiSubmission) => {
    counterexample.clear();
    growth.clear();
    setResult(submission);
    showResults();
  };

  const resultsPane = (
    <>
      {result && result.id === acceptedSubmit && extensions.onAccepted && <Box key={acceptedSubmit}>{extensions.onAccepted(problem.id)}</Box>}
      <CounterexamplePanel
        signature={signature}
        generable={counterexample.generable}
        searching={counterexample.searching}
        disabled={pending !== undefined || growth.analyzing}
        onFind={() => void counterexample.find()}
        result={counterexample.result}
        failed={result !== undefined && offersFailingInputSearch(result.status)}
        onAdd={counterexample.add}
        added={counterexample.added}
      />
      <GrowthPanel growth={growth} disabled={pending !== undefined || counterexample.searching} accepted={acceptedSubmit !== undefined && result?.id === acceptedSubmit} />
      <ResultsPanel submission={result} />
    </>
  );

  const descriptionPane = (
    <DescriptionTabs
      problem={problem}
      language={language}
      value={leftTab}
      onValueChange={setLeftTab}
      count={count?.count}
      submissions={submissions}
      solved={solved}
      onOpenSubmission={openSubmission}
      onCompare={setCompareWith}
      onOpenInEditor={(submission) => {
        editor.openCode(submission.language, submission.sourceCode);
        // On a phone the editor is a tab of its own: show it, or the tap seems to do nothing.
        setPhoneTab('code');
      }}
      extraTabs={extensions.tabs}
    />
  );

  const editorPane = (
    <EditorPane
      languages={languages}
      language={language}
      onLanguage={editor.changeLanguage}
      draftOffered={editor.draftOffered}
      onRestoreDraft={editor.restoreDraft}
      onReset={editor.resetCode}
      loaded={editor.loaded}
      onChange={editor.changeCode}
      saveStatus={editor.saveStatus}
      conflict={editor.conflict}
      onLoadTheirs={editor.loadTheirs}
      onDismissConflict={editor.dismissConflict}
    />
  );

  const testcasesPane = (
    <Stack gap="4">
      <SignatureCasesPanel signature={signature} cases={cases} onChange={setCases} active={activeCase} onActive={setActiveCase} samples={samples} />
      <FindFailingInput generable={counterexample.generable} searching={counterexample.searching} disabled={pending !== undefined || growth.analyzing} onFind={() => void counterexample.find()} />
      <GrowthButton growth={growth} disabled={pending !== undefined || counterexample.searching} />
    </Stack>
  );

  return (
    <Flex direction="column" h="100dvh" overflow="hidden">
      <SkipLink />
      <WorkspaceHeader
        phone={phone}
        blocked={blocked}
        pending={pending}
        cooldown={cooldown.remaining}
        onExecute={(store) => void execute(store)}
        bookmarked={bookmarked}
        onBookmark={() => setSheetDialogFor(problem.id)}
        navigation={extensions.renderNavigation?.(problem.id)}
        account={extensions.account}
      />
      <Flex as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" direction="column" flex="1" minH="0">
        <WorkspaceLayout
          phone={phone}
          panes={{ description: descriptionPane, editor: editorPane, testcases: testcasesPane, results: resultsPane }}
          phoneTab={phoneTab}
          onPhoneTab={setPhoneTab}
          bottomTab={bottomTab}
          onBottomTab={setBottomTab}
        />
      </Flex>
      <SubmissionDiffDialog submission={compareWith} submissions={submissions.data?.submissions ?? []} current={code} currentLanguage={language} onClose={() => setCompareWith(undefined)} />
      {extensions.renderAddToSheet?.(sheetDialogFor, (added) => {
        setSheetDialogFor(undefined);
        if (added) setBookmarked(true);
      })}
    </Flex>
  );
}
