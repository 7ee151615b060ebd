import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchChromium, saveScreenshot } from './support/browser';
import { FUNCTION_PROBLEM } from './support/fixture-problems';
import { logIn, newPage, openProblem, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict, type Account } from './support/journey';

/** Always answers the first two indices: wrong whenever the pair is elsewhere (one line, as Monaco indents typed lines). */
const FIRST_TWO = 'var pairIndices = function(nums, target) { return [0, 1]; };';

/** The text of the code block under a label in the counterexample's view. */
async function valueUnder(page: Page, label: string): Promise<string> {
  return page.getByTestId('counterexample-result').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
}

/**
 * 'Find a failing input' in Chromium against the real gateway, worker and sandbox: after a Wrong
 * Answer on a problem whose parameters have generation constraints, the finder draws inputs until
 * the learner's code and the reference disagree, the workspace shows that input per parameter with
 * Expected and the learner's output, and one click adds it to the Testcase panel. A problem whose
 * parameter has no generation constraints (Shout It's `line`) cannot generate inputs and says so.
 */
describe('counterexample finder in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: Account;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    account = await registerLearner('Finder');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('finds a failing input after a Wrong Answer and adds it to the test cases in one click', async () => {
    await openProblem(page, FUNCTION_PROBLEM);
    await page.locator('.monaco-editor').first().waitFor();
    await replaceEditorCode(page, FIRST_TWO);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Wrong Answer', 'counterexample-submit', 60_000);

    const panel = page.getByTestId('counterexample');
    await panel.getByRole('button', { name: 'Find a failing input' }).click();
    await panel.getByText('Trying inputs… (up to 10 s)').waitFor();
    expect(await panel.getByRole('button', { name: 'Find a failing input' }).isDisabled()).toBe(true);
    const result = page.locator('[data-testid="counterexample-result"][data-found="true"]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toMatch(/Failing input found after \d+ tr(y|ies)/);
    const nums = await valueUnder(page, 'nums =');
    const target = await valueUnder(page, 'target =');
    const expected = JSON.parse(await valueUnder(page, 'Expected')) as number[];
    // The reference answers a pair other than [0, 1] on the found input, and the learner's [0, 1] differs.
    expect(expected).toHaveLength(2);
    expect(expected).not.toEqual([0, 1]);
    expect(JSON.parse(await valueUnder(page, 'Your output'))).toEqual([0, 1]);
    await result.getByTestId('counterexample-difference').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'workspace-counterexample', { fullPage: false });

    await result.getByRole('button', { name: 'Add to test cases' }).click();
    const cases = page.getByTestId('signature-cases');
    await cases.getByRole('button', { name: 'Case 3', exact: true }).waitFor();
    // The panel shows the new case: its remove button names it.
    await cases.getByRole('button', { name: 'Remove case 3' }).waitFor();
    expect(await cases.getByRole('textbox', { name: 'nums (int[])' }).inputValue()).toBe(nums);
    expect(await cases.getByRole('textbox', { name: 'target (int)' }).inputValue()).toBe(target);
    expect(await cases.getByTestId('case-error').count()).toBe(0);
  }, 120_000);

  it('says a problem without generation constraints cannot generate inputs yet, with no button', async () => {
    await openProblem(page, 'Shout It');
    await page.getByTestId('counterexample-unavailable').first().waitFor();
    expect(await page.getByTestId('counterexample-unavailable').first().innerText()).toContain('This problem cannot generate inputs yet');
    expect(await page.getByRole('button', { name: 'Find a failing input' }).count()).toBe(0);
  });

  it('searches on demand from the Testcase tab of a phone and shows the answer in its Result tab', async () => {
    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(phone, account.email, account.password, { mobile: true });
      await openProblem(phone, FUNCTION_PROBLEM);
      const panes = phone.getByRole('tablist', { name: 'Workspace panes' });
      await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await phone.locator('.monaco-editor').first().waitFor();
      await replaceEditorCode(phone, FIRST_TWO);
      await panes.getByRole('tab', { name: 'Testcase', exact: true }).click();
      await phone.getByRole('button', { name: 'Find a failing input' }).click();
      expect(await panes.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
      await phone.locator('[data-testid="counterexample-result"][data-found="true"]').waitFor({ timeout: 30_000 });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      await phone.getByRole('button', { name: 'Add to test cases' }).click();
      expect(await panes.getByRole('tab', { name: 'Testcase', exact: true }).getAttribute('aria-selected')).toBe('true');
      await phone.getByRole('button', { name: 'Remove case 3' }).waitFor();
    } finally {
      await phone.context().close();
    }
  }, 90_000);
});
