import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { FUNCTION_PROBLEM, PAIR_SOLUTION_JS } from './support/fixture-problems';
import { editorLines, installPageClock, logIn, newPage, passCooldown, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

/** Returns [0, last]: wrong on both samples, right on the hidden [3,3] (one line, as Monaco indents typed lines). */
const ENDS_ONLY = 'var pairIndices = function(nums, target) { return [0, nums.length - 1]; };';

/**
 * A function-signature problem in Chromium: the learner writes only the function (the starter has
 * no I/O code), edits a case parameter by parameter, sees Expected for a custom case (from the
 * problem's reference) and where the answer differs, and submits to Accepted.
 */
describe('function-signature problem in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await installPageClock(page);
    const account = await registerLearner('Functions');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('starts from a bare function, with one field per parameter for each sample case', async () => {
    await page.goto(`${baseUrl()}/problems`);
    // The list has two pages of six: find the problem by its title.
    await page.getByRole('textbox', { name: 'Search problems' }).fill(FUNCTION_PROBLEM);
    await page.getByRole('link', { name: FUNCTION_PROBLEM }).click();
    await page.getByRole('heading', { name: FUNCTION_PROBLEM }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    const starter = (await editorLines(page)).join('\n');
    expect(starter).toContain('var pairIndices = function(nums, target)');
    expect(starter).not.toMatch(/readFileSync|stdin|console\.log/);
    const cases = page.getByTestId('signature-cases');
    expect(await cases.getByRole('button', { name: /^Case \d$/ }).count()).toBe(2);
    expect(await cases.getByRole('textbox', { name: 'nums (int[])' }).inputValue()).toBe('[2,7,11,15]');
    expect(await cases.getByRole('textbox', { name: 'target (int)' }).inputValue()).toBe('9');
  });

  it('refuses a value that does not match its type, naming the case and parameter', async () => {
    const cases = page.getByTestId('signature-cases');
    await cases.getByRole('button', { name: 'Add a case' }).click();
    await cases.getByRole('textbox', { name: 'nums (int[])' }).fill('[1, "two"]');
    await cases.getByTestId('case-error').filter({ hasText: 'case 3, parameter "nums"' }).waitFor();
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByText('Fix the test case first').waitFor();
    expect(await page.getByTestId('results').count()).toBe(0);
  });

  it('runs a custom case and shows Expected from the reference, and where the answer differs', async () => {
    const cases = page.getByTestId('signature-cases');
    await cases.getByRole('textbox', { name: 'nums (int[])' }).fill('[1,5,9,4]');
    await cases.getByRole('textbox', { name: 'target (int)' }).fill('14');
    await cases.getByText("Run shows the expected output of this case from the problem's reference solution.").waitFor();
    await replaceEditorCode(page, ENDS_ONLY);
    await page.getByRole('button', { name: 'Run Code' }).click();
    await waitForVerdict(page, 'Wrong Answer', 'function-run', 60_000);
    const tests = page.locator('[data-testid="test-result"]');
    expect(await tests.count()).toBe(3);
    const custom = tests.nth(2);
    expect(await custom.getAttribute('data-passed')).toBe('false');
    expect(await custom.getByText('Expected output').locator('xpath=following-sibling::*[1]').innerText()).toBe('[1,2]');
    expect(await custom.getByText('Your output').locator('xpath=following-sibling::*[1]').innerText()).toBe('[0,3]');
    expect(await custom.getByTestId('answer-difference').innerText()).toBe('First difference at [0]: expected 1, got 0');
    // A sample keeps its stored expected output.
    expect(await tests.first().getByText('Expected output').locator('xpath=following-sibling::*[1]').innerText()).toBe('[0,1]');
    await saveScreenshot(page, 'workspace-function-run');
  }, 90_000);

  it('submits the function to Accepted on every test, hidden ones included', async () => {
    await replaceEditorCode(page, PAIR_SOLUTION_JS);
    // The 30-second Run/Submit cooldown after the Run has to pass before Submit is allowed.
    await passCooldown(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'function-submit', 60_000);
    expect(await page.getByTestId('summary-Success Rate').textContent()).toBe('100.0%');
    expect(await page.locator('[data-testid="test-result"]').count()).toBe(4);
  }, 120_000);
});
