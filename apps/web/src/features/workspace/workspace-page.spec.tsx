import { Language, SubmissionStatus } from '@algosheets/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onALaptop, openWorkspace as open, workspaceProblem, workspaceSubmission as submission } from './workspace-fixtures';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('./workspace-fixtures').EDITOR_STUB);

const PROBLEM = workspaceProblem();

const HISTORY = [
  submission({ id: 'a', status: SubmissionStatus.Accepted, createdAt: '2026-11-21T10:00:00.000Z', time: '[]', memory: 'oops' }),
  submission({ id: 'b', status: SubmissionStatus.CompileError, createdAt: '2026-11-22T10:00:00.000Z' }),
];

/** The workspace of {@link PROBLEM} with its two-submission history. */
const openWorkspace = (extra = {}) => open(PROBLEM, { history: HISTORY, extra });

jest.setTimeout(30_000);

describe('problem workspace', () => {
  onALaptop();

  it("opens the sheets' 'Add to Sheet' dialog, which the app's route adds to the workspace", async () => {
    const { user } = await openWorkspace({ '/api/v1/playlist': { body: { message: 'ok', playLists: [] } } });
    expect(screen.queryByRole('dialog', { name: 'Add to Sheet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bookmark: add to a sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sheet' });
    // Cancel adds nothing: the bookmark stays off.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Sheet' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Bookmark: add to a sheet' })).toBeInTheDocument();
  });

  it('shows the tabs, JAVASCRIPT first in the language list, and the sample cases one field per parameter', async () => {
    const { user } = await openWorkspace();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('JAVASCRIPT');
    expect(within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['JavaScript', 'Python']);
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveValue('var reverseString;');
    expect(within(screen.getByTestId('signature-cases')).getAllByRole('button', { name: /^Case \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Case 2' }));
    expect(screen.getByRole('textbox', { name: 'line (string)' })).toHaveValue('"ab"');

    await user.click(screen.getByRole('tab', { name: 'Hints' }));
    expect(screen.getByText('No hints available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Discussion' }));
    expect(screen.getByText('No discussions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByText('Please run or submit the code first to see results.')).toBeInTheDocument();
  });

  it('loads the starter code on a language change and offers the draft saved for that language', async () => {
    const { user } = await openWorkspace();
    const language = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'my draft' } });
    await user.selectOptions(language, 'PYTHON');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('class Solution: pass');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();

    // Back to JavaScript: the starter again (the editor's language rule), with the draft one click away.
    await user.selectOptions(language, 'JAVASCRIPT');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('var reverseString;');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('my draft');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('replaces the offered draft once the starter is edited', async () => {
    const { user } = await openWorkspace();
    const language = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'old draft' } });
    await user.selectOptions(language, 'PYTHON');
    await user.selectOptions(language, 'JAVASCRIPT');
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'new draft' } });
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    await user.selectOptions(language, 'PYTHON');
    await user.selectOptions(language, 'JAVASCRIPT');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('new draft');
  });

  it("opens in the language last chosen, with that language's draft from the server", async () => {
    const draft = { language: Language.Python, code: 'saved earlier', revision: 7, updatedAt: '2026-11-21T10:00:00.000Z' };
    await openWorkspace({ [`/api/v1/problems/${PROBLEM.id}/editor`]: { body: { message: 'ok', language: Language.Python, drafts: [draft] } } });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('PYTHON');
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveValue('saved earlier');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('runs against the samples, shows per-test results and counts down 30 seconds', async () => {
    const { user, fetch } = await openWorkspace();
    await screen.findByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    const results = await screen.findByTestId('results');
    expect(within(results).getByTestId('summary-Status')).toHaveTextContent('Wrong Answer');
    expect(within(results).getByTestId('summary-Success Rate')).toHaveTextContent('50.0%');
    expect(within(results).getByTestId('summary-Avg. Runtime')).toHaveTextContent('0.015 s');
    expect(within(results).getByTestId('summary-Avg. Memory')).toHaveTextContent('2000 KB');
    expect(within(results).getByTestId('answer-difference')).toHaveTextContent('expected "olleh", got "hello"');
    expect(screen.getAllByRole('button', { name: /^Wait \d+s$/ })).toHaveLength(2);
    // The toast names the verdict, never the server's 'Code executed successfully'.
    expect(await screen.findByText('1 of 2 tests passed')).toBeInTheDocument();
    expect(screen.queryByText('Code executed successfully')).not.toBeInTheDocument();

    const execute = fetch.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/execute-code'))!;
    // The cases as the Testcase panel holds them; the server takes the stored answers of the samples.
    expect(await execute.clone().json()).toEqual({
      source_code: 'var reverseString;',
      language_id: 63,
      stdin: ['"hello"', '"ab"'],
      expected_outputs: [],
      problemId: PROBLEM.id,
      store: false,
    });
  });

  it('runs the cases as edited in the Testcase panel', async () => {
    const { user, fetch } = await openWorkspace();
    await screen.findByRole('textbox', { name: 'Code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'line (string)' }), { target: { value: '"xyz"' } });
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    await screen.findByTestId('results');
    const execute = fetch.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/execute-code'))!;
    expect(await execute.clone().json()).toMatchObject({ stdin: ['"xyz"', '"ab"'], expected_outputs: [], store: false });
  });

  it("toasts 'Error while executing code' when the call fails", async () => {
    const { user } = await openWorkspace({ '/api/v1/execute-code': { status: 500, body: { statusCode: 500 } } });
    await screen.findByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while executing code')).toBeInTheDocument();
  });

  it('lists submissions newest first, numbered down, with N/A for zero, and opens one in Results', async () => {
    const { user } = await openWorkspace();
    await user.click(await screen.findByRole('tab', { name: 'Submissions (2)' }));
    const rows = await screen.findAllByTestId('submission-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '1']);
    expect(within(rows[0]!).getByText('Compile Error')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('N/A')).toHaveLength(2);
    await user.click(rows[1]!);
    expect(within(await screen.findByTestId('results')).getByTestId('summary-Status')).toHaveTextContent('Accepted');
  });

  it("copies the link on Share: 'Link copied to clipboard' or 'Failed to copy url'", async () => {
    const { user } = await openWorkspace();
    // After the render: user-event installs a clipboard stub of its own when it is set up.
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Failed to copy url')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('submits with Ctrl+Shift+Enter', async () => {
    const { fetch } = await openWorkspace();
    await screen.findByRole('textbox', { name: 'Code' });
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true, shiftKey: true });
    });
    await waitFor(() => expect(fetch.mock.calls.some(([request]) => (request as Request).url.endsWith('/execute-code'))).toBe(true));
    const execute = fetch.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/execute-code'))!;
    expect(await execute.clone().json()).toMatchObject({ store: true });
  });
});
