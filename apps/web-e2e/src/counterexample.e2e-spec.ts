import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchChromium, saveScreenshot } from './support/browser';
import { FUNCTION_PROBLEM, OVERFLOW_PROBLEM } from './support/fixture-problems';
import { logIn, newPage, openProblem, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict, type Account } from './support/journey';
import { scrollsSideways } from './support/layout';

/** Always answers the first two indices: wrong whenever the pair is elsewhere (one line, as Monaco indents typed lines). */
const FIRST_TWO = 'var pairIndices = function(nums, target) { return [0, 1]; };';

/** Adds in `int`: right on the samples, wrong once the sum leaves the int range (one line, as Monaco indents typed lines). */
const INT_SUM_JAVA = 'class Solution { public long addTwoIntegers(int a, int b) { return a + b; } } // int-sum';
/** Adds in `long`: right on every input of the declared ranges. */
const LONG_SUM_JAVA = 'class Solution { public long addTwoIntegers(int a, int b) { return (long) a + b; } } // long-sum';
/** The declared range of each parameter of Add Two Integers, as the finder names it. */
const INT_RANGES = ['a: -2147483648..2147483647', 'b: -2147483648..2147483647'];

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

  /**
   * Finding 3 on Add Two Integers, whose parameters span the whole int range: a Java answer that
   * adds in `int` passes the samples and fails only hidden tests (pass or fail, no input shown);
   * the finder reaches an overflow, the edges of the range being drawn, and shows the wrapped
   * answer beside the expected one; an answer that adds in `long` gets no failing input, and the
   * card names the ranges tried. On a phone the finder lives in the Testcase tab and answers in the
   * Result tab.
   */
  it.each([
    ['a laptop', undefined],
    ['a phone', PHONE_VIEWPORT],
  ] as const)('finds an int overflow that only hidden tests catch, on %s, and names the ranges it tried for a correct answer', async (_device, viewport) => {
    const learner = await registerLearner('Overflow');
    const device = await newPage(browser, viewport);
    const phone = viewport !== undefined;
    const panes = device.getByRole('tablist', { name: 'Workspace panes' });
    const find = async () => {
      if (phone) await panes.getByRole('tab', { name: 'Testcase', exact: true }).click();
      // At desktop width the Result pane offers it after a verdict as well: either one searches.
      await device.getByRole('button', { name: 'Find a failing input' }).first().click();
    };
    try {
      await logIn(device, learner.email, learner.password, { mobile: phone });
      await openProblem(device, OVERFLOW_PROBLEM);
      if (phone) await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await device.locator('.monaco-editor').first().waitFor();
      await device.getByRole('combobox', { name: 'Language' }).selectOption('JAVA');
      await replaceEditorCode(device, INT_SUM_JAVA);
      await device.getByRole('button', { name: 'Submit', exact: true }).click();
      await waitForVerdict(device, 'Wrong Answer', `overflow-submit-${phone ? 'phone' : 'laptop'}`, 60_000);
      const failed = device.locator('[data-testid="test-result"][data-passed="false"]');
      // The two samples pass; the two tests at the ends of the range fail, hidden.
      expect(await device.locator('[data-testid="test-result"][data-passed="true"]').count()).toBe(2);
      expect(await failed.count()).toBe(2);
      expect(await failed.allInnerTexts()).toEqual([expect.stringContaining('Hidden test case'), expect.stringContaining('Hidden test case')]);

      await find();
      const found = device.locator('[data-testid="counterexample-result"][data-found="true"]');
      await found.waitFor({ timeout: 30_000 });
      const a = Number(await valueUnder(device, 'a ='));
      const b = Number(await valueUnder(device, 'b ='));
      // A pair whose sum leaves the int range: the ends of the range were drawn. The search's
      // 10 s budget, Java compiling each batch, may end the shrinking before the sum is just past it.
      expect(a + b > 2 ** 31 - 1 || a + b < -(2 ** 31)).toBe(true);
      expect(Number(await valueUnder(device, 'Expected'))).toBe(a + b);
      expect(Number(await valueUnder(device, 'Your output'))).toBe((a + b) | 0);
      expect(await scrollsSideways(device)).toBe(false);

      if (phone) await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await replaceEditorCode(device, LONG_SUM_JAVA);
      await find();
      const notFound = device.locator('[data-testid="counterexample-result"][data-found="false"]');
      await notFound.waitFor({ timeout: 30_000 });
      expect(await notFound.innerText()).toMatch(/No failing input found in \d+ tr(y|ies)/);
      expect((await device.getByTestId('counterexample-ranges').innerText()).split('\n').filter(Boolean)).toEqual(['Inputs were drawn from these ranges, their ends included:', ...INT_RANGES]);
      expect(await scrollsSideways(device)).toBe(false);
    } finally {
      await device.context().close();
    }
  }, 150_000);

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
