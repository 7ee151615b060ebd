import type { ProblemComplexity } from '@algosheets/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { contentProblemPayload } from './support/content-problem';
import { seriousViolations } from './support/axe';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage, openProblem, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

/** Its title in this test's library (the browser tests load their own problems, not the content). */
const TITLE = 'How Unsorted Is It?';

/** What the problem declares, as content/problems/count-inversions does: merge sort's O(n log n) in the array's length. */
const DECLARED: ProblemComplexity = {
  reference: 'O(n log n)',
  n: 'nums.length',
  maxN: 100_000,
  params: { nums: { minLength: 'n', maxLength: 'n', items: { min: -1_000_000_000, max: 1_000_000_000 } } },
};

/**
 * A learner's answer like the reference (bottom-up merge sort, counting as it merges), on one line:
 * Monaco indents typed lines, so a typed multi-line answer would not read back as typed.
 */
const MERGE_SORT_JS =
  'var countInversions = function(nums) { let a = nums.slice(), buf = new Array(a.length), count = 0; const n = a.length; for (let width = 1; width < n; width *= 2) { for (let lo = 0; lo < n; lo += 2 * width) { const mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n); let i = lo, j = mid, k = lo; while (i < mid && j < hi) { if (a[i] <= a[j]) buf[k++] = a[i++]; else { buf[k++] = a[j++]; count += mid - i; } } while (i < mid) buf[k++] = a[i++]; while (j < hi) buf[k++] = a[j++]; } [a, buf] = [buf, a]; } return count; };';

/** The analysis in the page, once it has answered (the sandbox measures both solutions at several sizes). */
async function analysisShown(page: Page): Promise<Locator> {
  const result = page.getByTestId('growth-result');
  await result.waitFor({ timeout: 90_000 });
  return result;
}

/** Checks the analysis: the sentence, a fit per series, the chart drawn in the theme's colours, the table of every point. */
async function expectAnalysis(page: Page, result: Locator): Promise<void> {
  expect(await result.getByTestId('growth-sentence').innerText()).toMatch(/^Your solution grows like O\(.+\); the reference grows like O\(.+\)\./);
  expect(await result.getByTestId('growth-fits').innerText()).toMatch(/Your solution: O\(.+\), exponent -?\d+(\.\d+)?, confidence \d(\.\d+)?/);
  const chart = result.getByTestId('growth-chart');
  await chart.locator('svg.recharts-surface').first().waitFor();
  expect(await chart.getByText('Your solution (CPU time)').count()).toBeGreaterThan(0);
  expect(await chart.getByText('Reference (CPU time)').count()).toBeGreaterThan(0);
  // Both series are drawn, each in a colour the theme's variables resolve to.
  const strokes = await chart.locator('.recharts-line path.recharts-curve').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
  expect(strokes).toHaveLength(2);
  for (const stroke of strokes) expect(stroke).toMatch(/^(rgb|oklch|color)\(/);
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await result.getByRole('button', { name: 'Show the measurements table' }).click();
  const rows = result.getByTestId('growth-table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(2);
  // Every cell names a time or an outcome: none is blank.
  const cells = await result.getByTestId('growth-table').locator('tbody td').allInnerTexts();
  expect(cells.filter((cell) => !/(\d ?(ms|s)|time limit|failed|skipped|not run)/.test(cell))).toEqual([]);
}

/**
 * 'Analyze growth' in Chromium against the real gateway, worker and sandbox, on a problem that
 * declares its reference's complexity: after an Accepted Submit on a laptop (in light mode), and
 * on demand from a phone's Testcase tab (in dark mode), the sandbox measures the learner's merge
 * sort and the reference on inputs of growing size and the workspace shows the sentence, the fits,
 * the log-log chart and the table of every measurement.
 */
describe('measured complexity in Chromium', () => {
  let browser: Browser;
  let admin: GatewayClient;
  let problemId: string;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = new GatewayClient(`${baseUrl()}/api/v1`);
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    // The library's count-inversions (statement, references, first five tests), with DECLARED.
    problemId = (await admin.createProblem(contentProblemPayload('count-inversions', { title: TITLE, tests: 5, extra: { complexity: DECLARED } }))).problem.id;
  }, 120_000);

  afterAll(async () => {
    await browser.close();
    // The browser tests share one catalogue: the problem list's tests count its rows and pages.
    await admin.request('DELETE', `/problems/delete-problem/${problemId}`);
  });

  it('analyzes an Accepted Submit on a laptop in light mode: the sentence, the fits, the chart and the table', async () => {
    // A learner of its own: an analysis counts its sandbox runs against the learner's minute.
    const account = await registerLearner('Growth');
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
      await openProblem(page, TITLE);
      await page.locator('.monaco-editor').first().waitFor();
      await replaceEditorCode(page, MERGE_SORT_JS);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await waitForVerdict(page, 'Accepted', 'growth-submit', 90_000);

      const panel = page.getByTestId('growth');
      await panel.getByRole('button', { name: 'Analyze growth' }).click();
      await panel.getByRole('status').filter({ hasText: 'Measuring how your solution grows…' }).waitFor();
      const result = await analysisShown(page);
      await expectAnalysis(page, result);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'workspace-growth', { fullPage: false });
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('analyzes on demand from the Testcase tab of a phone in dark mode, the chart within the screen', async () => {
    const account = await registerLearner('GrowthPhone');
    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(phone, account.email, account.password, { mobile: true });
      await phone.evaluate(() => window.localStorage.setItem('theme', 'dark'));
      await openProblem(phone, TITLE);
      const panes = phone.getByRole('tablist', { name: 'Workspace panes' });
      await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await phone.locator('.monaco-editor').first().waitFor();
      await replaceEditorCode(phone, MERGE_SORT_JS);
      await panes.getByRole('tab', { name: 'Testcase', exact: true }).click();
      const analyze = phone.getByRole('button', { name: 'Analyze growth' });
      // A touch target on a phone.
      expect((await analyze.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await analyze.click();
      expect(await panes.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
      const result = await analysisShown(phone);
      await expectAnalysis(phone, result);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      expect(await seriousViolations(phone)).toEqual([]);
      await saveScreenshot(phone, 'workspace-growth-phone-dark', { fullPage: false });
    } finally {
      await phone.context().close();
    }
  }, 240_000);
});
