import { LANGUAGE_TABLE } from '@algosheets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, signedIn } from '../../testing/session-fixtures';
import { sampleProblem } from './sample-problems';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('../../testing/code-editor-stub').CODE_EDITOR_STUB);

describe('create problem page', () => {
  // The whole form renders twice over (two samples) on a machine shared with other suites: a longer bound.
  it('validates, loads either sample and shows the server validation failure', async () => {
    stubFetch({
      ...HEALTHY,
      ...signedIn(ADMIN),
      '/api/v1/problems/create-problem': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'REFERENCE_SOLUTION_FAILED',
          message: 'The PYTHON reference solution fails test 2: Wrong Answer',
          details: { 'referenceSolutions.PYTHON': ['The PYTHON reference solution fails test 2: Wrong Answer'] },
        },
      },
    });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    await user.click(await screen.findByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('At least one tag is required')).toBeInTheDocument();
    expect(screen.getByText('Python solution is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove tag 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove test case 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'DP' }));
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fewest Coins for an Amount');
    await user.click(screen.getByRole('button', { name: 'String' }));
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Palindrome Sentence');

    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    const serverError = await screen.findByTestId('server-error');
    expect(serverError).toHaveTextContent('The PYTHON reference solution fails test 2: Wrong Answer');
    expect(serverError).toHaveTextContent('Python reference solution: The PYTHON reference solution fails test 2: Wrong Answer');
    await waitFor(() => expect(serverError).toHaveFocus());
    // The same message also sits under the field it concerns, in the code editor's section.
    expect(screen.getByRole('textbox', { name: 'Python Reference Solution' })).toHaveValue(sampleProblem('STRING').languages.PYTHON?.solution);
    expect(within(screen.getByTestId('code-field-Python Reference Solution').parentElement!).getByText(/fails test 2/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Error creating problem')).toBeInTheDocument());
  }, 60_000);

  // Many fields are typed here, and jsdom re-renders the whole form on every keystroke: a longer bound.
  it('authors a function signature: type errors as typed, each test line checked against its type, starters generated, blank expected sent', async () => {
    const fetchMock = stubFetch({ ...HEALTHY, ...signedIn(ADMIN), '/api/v1/problems/create-problem': { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'stop here' } } });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    await user.click(await screen.findByRole('button', { name: 'Load Sample' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Problem kind' }), 'function');
    const fill = async (name: string, text: string) => {
      const box = screen.getByRole('textbox', { name });
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
    };
    await fill('Function name', 'largest');
    await fill('Parameter 1 name', 'nums');
    await fill('Parameter 1 type', 'vector<int>');
    expect(screen.getByRole('textbox', { name: 'Parameter 1 type' })).toHaveAccessibleErrorMessage(/^unknown type "vector<int>": expected one of int, long/);
    await fill('Parameter 1 type', 'int[]');
    await fill('Return type (or void)', 'int');
    expect(screen.getByRole('textbox', { name: 'Parameter 1 type' })).not.toHaveAccessibleErrorMessage();
    const starters = screen.getByRole('region', { name: 'Generated starters' });
    expect(within(starters).getByTestId('starter-PYTHON')).toHaveTextContent('def largest(self, nums: List[int]) -> int:');
    // Only the languages learners will be offered (those with a reference section) are previewed.
    expect(within(starters).queryByTestId('starter-CPP')).toBeNull();
    expect(starters).toHaveTextContent('Add TypeScript or C++ there to offer them too.');
    await user.click(screen.getByRole('button', { name: 'Add C++ (optional)' }));
    expect(within(starters).getByTestId('starter-CPP')).toHaveTextContent('int largest(vector<int>& nums)');
    await user.click(within(screen.getByTestId('language-CPP')).getByRole('button', { name: 'Remove C++' }));

    await user.click(screen.getByRole('button', { name: 'Remove test case 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove test case 2' }));
    await fill('Test case 1 nums', '[1,"x"]');
    expect(screen.getByText('case 1, parameter "nums"[1]: expected int but got "x"')).toBeInTheDocument();
    await fill('Test case 1 nums', '[3,1,4]');
    await user.clear(screen.getByRole('textbox', { name: 'Test case 1 expected' }));
    expect(screen.queryByText(/case 1, parameter/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await screen.findByTestId('server-error');
    const sent = fetchMock.mock.calls.map(([input]) => input).find((input): input is Request => input instanceof Request && input.url.endsWith('/create-problem'));
    const body = await sent!.json();
    expect(body.signature).toEqual({ kind: 'function', name: 'largest', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' });
    expect(body.comparator).toEqual({ kind: 'exact' });
    expect(body.testcases).toEqual([{ input: '[3,1,4]', output: '', isSample: true }]);
    expect(body.codeSnippets.JAVA).toContain('public int largest(int[] nums)');
  }, 60_000);

  it('lets the admin choose the samples, at least one', async () => {
    const fetchMock = stubFetch({ ...HEALTHY, ...signedIn(ADMIN), '/api/v1/problems/create-problem': { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'stop here' } } });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    await user.click(await screen.findByRole('button', { name: 'Load Sample' }));
    const sampleBox = (index: number) => within(screen.getByRole('group', { name: `Test case ${index}` })).getByRole('checkbox', { name: 'Sample (shown to learners)' });
    expect([1, 2, 3].map((index) => (sampleBox(index) as HTMLInputElement).checked)).toEqual([true, true, false]);
    await user.click(sampleBox(1));
    await user.click(sampleBox(2));
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByText('Mark at least one test case as a sample')).toBeInTheDocument();
    await user.click(sampleBox(2));
    await user.click(sampleBox(3));
    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    await screen.findByTestId('server-error');
    const sent = fetchMock.mock.calls.map(([input]) => input).find((input): input is Request => input instanceof Request && input.url.endsWith('/create-problem'));
    expect((await sent!.json()).testcases.map((testcase: { isSample: boolean }) => testcase.isSample)).toEqual([false, true, true]);
  }, 30_000);

  it('previews constraints and hints with the same renderer', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN) });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    for (const [field, preview] of [['Constraints', 'Constraints preview'], ['Hints (optional)', 'Hints preview']]) {
      await user.click(await screen.findByRole('textbox', { name: field }));
      await user.paste('- **1 <= n**\n\n<script>window.injected = true</script>');
      const region = await screen.findByRole('region', { name: preview });
      await waitFor(() => expect(region.querySelector('strong')).toHaveTextContent('1 <= n'));
      expect(region.querySelector('script')).toBeNull();
      expect(region).not.toHaveTextContent('window.injected');
    }
  });

  it('previews the description as learners will see it, with the same sanitising Markdown renderer', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN) });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('Return **the sum**.\n\n<img src=x onerror="alert(1)">');
    const preview = await screen.findByRole('region', { name: 'Description preview' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('the sum'));
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).not.toHaveTextContent('**');
  });

  it("offers a section for every row of the contracts' language table: the required ones open, the others (C++ too) to add", async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN) });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    await screen.findByRole('button', { name: 'Create Problem' });
    for (const row of LANGUAGE_TABLE) {
      if (row.value === 'JAVASCRIPT' || row.value === 'PYTHON' || row.value === 'JAVA') expect(screen.getByTestId(`language-${row.value}`)).toBeInTheDocument();
      else expect(screen.getByRole('button', { name: `Add ${row.label} (optional)` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Add C++ (optional)' }));
    expect(within(screen.getByTestId('language-CPP')).getByRole('heading', { name: 'C++' })).toBeInTheDocument();
  });
});
