import { Language, LANGUAGE_IDS, type ApiProblem } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { COUNT_INVERSIONS_COMPLEXITY, QUADRATIC_RESULT, QUADRATIC_SENTENCE } from '../../testing/growth-fixtures';
import { HEALTHY, renderWithProviders, requestsTo, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, signedIn } from '../../testing/session-fixtures';
import { toProblemPayload } from './problem-form';
import { adminProblemView } from './problem-view-fixtures';
import { sampleProblem } from './sample-problems';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('../../testing/code-editor-stub').CODE_EDITOR_STUB);

const COMPLEXITY_PATH = '/api/v1/execute-code/complexity';

/** The edit form of the String sample problem, stored with the given complexity declaration. */
async function editProblem(complexity: ApiProblem['complexity']) {
  const payload = toProblemPayload(sampleProblem('STRING'));
  const problem = { ...adminProblemView(payload, payload.testcases.map((testcase) => ({ ...testcase, isSample: true }))), complexity };
  const fetch = stubFetch({
    ...HEALTHY,
    ...signedIn(ADMIN),
    [`/api/v1/problems/get-problem/${problem.id}`]: { body: { message: 'ok', problem } },
    [COMPLEXITY_PATH]: { body: { message: 'ok', result: QUADRATIC_RESULT } },
  });
  const rendered = await renderWithProviders(undefined, { path: `/edit-problem/${problem.id}` });
  await screen.findByRole('button', { name: 'Save Problem' });
  return { ...rendered, fetch, problem };
}

describe("the admin form's Analyze growth", () => {
  // The whole form renders with every language section: a longer bound on a shared machine.
  jest.setTimeout(60_000);

  it('measures a reference solution as typed, per language, and shows the same analysis under it', async () => {
    const { user, fetch, problem } = await editProblem(COUNT_INVERSIONS_COMPLEXITY);
    for (const language of [Language.JavaScript, Language.Python, Language.Java]) {
      expect(within(screen.getByTestId(`reference-growth-${language}`)).getByRole('button', { name: 'Analyze growth' })).toBeEnabled();
    }
    const python = screen.getByTestId(`reference-growth-${Language.Python}`);
    const reference = await screen.findByRole('textbox', { name: 'Python Reference Solution' });
    await user.click(reference);
    await user.paste('\n# edited');
    await user.click(within(python).getByRole('button', { name: 'Analyze growth' }));

    expect(await within(python).findByTestId('growth-sentence')).toHaveTextContent(QUADRATIC_SENTENCE);
    const requests = requestsTo(fetch, COMPLEXITY_PATH);
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.clone().json()).toEqual({ source_code: `${problem.referenceSolutions?.[Language.Python]}\n# edited`, language_id: LANGUAGE_IDS[Language.Python], problemId: problem.id });
    // Only the section asked shows an analysis.
    expect(within(screen.getByTestId(`reference-growth-${Language.JavaScript}`)).queryByTestId('growth-result')).not.toBeInTheDocument();
  });

  it('is not offered for a problem that declares no complexity', async () => {
    await editProblem(null);
    expect(await screen.findByRole('textbox', { name: 'Python Reference Solution' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze growth' })).not.toBeInTheDocument();
  });
});
