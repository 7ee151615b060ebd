import { executeCodeRequest, Language } from '@algosheets/contracts';
import type { Browser } from 'playwright-core';
import { GatewayClient, judged } from './support/api-client';
import { seriousViolations } from './support/axe';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { contentProblemPayload, readContentFile } from './support/content-problem';
import { logIn, newPage, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';
import { inViewport, scrollsSideways } from './support/layout';

/** The library problem the screens show (content/problems/best-time-to-trade), under its own title. */
const SLUG = 'best-time-to-trade';
const TITLE = contentProblemPayload(SLUG, { tests: 1 }).title;

/**
 * The library problems the problem list's screenshot shows, filtered to their topics (Graph and
 * Tree, which no fixture problem of the browser tests carries), so the picture holds the
 * platform's own problems only; the laptop's learner has solved {@link SOLVED_SLUGS} of them.
 */
const LIST_SLUGS = ['count-islands', 'fewest-hops', 'course-order-feasible', 'maximum-depth-of-tree', 'tree-levels', 'mirror-binary-tree'];
const SOLVED_SLUGS = ['fewest-hops', 'maximum-depth-of-tree'];
const LIST_TITLES = LIST_SLUGS.map((slug) => contentProblemPayload(slug, { tests: 1 }).title);

/** A learner's first try at it, on one line (Monaco indents typed lines): it never trades, so sample 1 (profit 5) fails. */
const NEVER_TRADES_JS = 'var maxProfit = function(prices) { return 0; };';

/**
 * The workspace on a 390 × 844 phone and on a laptop, and the screenshots of the main screens
 * (problem list, workspace on both, profile) that `npm run screenshots:web` writes to
 * docs/screenshots: the workspace shows a real problem of the library, created for this file
 * through the admin API and deleted after it (the browser tests share one catalogue).
 */
describe('main screens on a phone and a laptop', () => {
  let browser: Browser;
  // One learner per test: the workspace keeps a learner's code, so the laptop's editor shows the
  // starter, not the phone's Run.
  let account: { email: string; password: string };
  let laptopAccount: { email: string; password: string };
  let admin: GatewayClient;
  let problemId: string;
  /** The library problems of the list's screenshot, by slug. */
  const listed = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchChromium();
    account = await registerLearner('Screens');
    laptopAccount = await registerLearner('Laptop');
    admin = new GatewayClient(`${baseUrl()}/api/v1`);
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    problemId = (await admin.createProblem(contentProblemPayload(SLUG, { tests: 4 }))).problem.id;
    for (const slug of LIST_SLUGS) listed.set(slug, (await admin.createProblem(contentProblemPayload(slug, { tests: 4 }))).problem.id);
  }, 300_000);

  afterAll(async () => {
    await browser.close();
    for (const id of [problemId, ...listed.values()]) await admin.request('DELETE', `/problems/delete-problem/${id}`);
  });

  it('switches the workspace to tabs at 390 px, with Run and Submit in reach and no sideways scroll', async () => {
    const page = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(page, account.email, account.password, { mobile: true });
      // Opened from its address: created last, the problem sits on the list's second page.
      await page.goto(`${baseUrl()}/problem/${problemId}`);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      const panes = page.getByRole('tablist', { name: 'Workspace panes' });
      for (const tab of ['Description', 'Code', 'Testcase', 'Result']) await panes.getByRole('tab', { name: tab, exact: true }).waitFor();
      expect(await inViewport(page, 'Run Code')).toBe(true);
      expect(await inViewport(page, 'Submit')).toBe(true);
      expect(await inViewport(page, 'Share')).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      // The description pane's own tab row (five tabs and Notes) scrolls inside the pane, never wider than it.
      const pane = page.getByTestId('phone-description-pane');
      const row = page.getByTestId('description-tab-row');
      expect(await pane.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      // The row is wider than the phone: it scrolls itself.
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const rowBox = (await row.boundingBox())!;
      expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'workspace-phone', { fullPage: false });
      await row.getByRole('tab', { name: 'Notes' }).click();
      expect(await row.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true');
      expect(await scrollsSideways(page)).toBe(false);
      await row.getByRole('tab', { name: 'Description' }).click();

      await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await page.locator('.monaco-editor').first().waitFor();
      expect(await inViewport(page, 'Run Code')).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await saveScreenshot(page, 'workspace-phone-code', { fullPage: false });

      // After a Run the Result tab shows the verdict, and Run and Submit (now counting down) stay in reach.
      await replaceEditorCode(page, NEVER_TRADES_JS);
      await page.getByRole('button', { name: 'Run Code', exact: true }).click();
      await waitForVerdict(page, 'Wrong Answer', 'phone-run');
      expect(await panes.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await inViewport(page, page.locator('header button[title^="Run"]'))).toBe(true);
      expect(await inViewport(page, page.locator('header button[title^="Submit"]'))).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      // The verdict's toast fades in: axe reads its colours mid-fade as blended ones, so it checks the toast once it has arrived.
      await page.evaluate(() => Promise.all([...document.querySelectorAll('[data-scope="toast"]')].flatMap((toast) => toast.getAnimations({ subtree: true })).map((animation) => animation.finished)));
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows resizable panes on a laptop and remembers their sizes', async () => {
    const page = await newPage(browser);
    try {
      // Solved through the API with the library's JavaScript references: the list and the profile show them.
      const learner = new GatewayClient(`${baseUrl()}/api/v1`);
      await learner.login(laptopAccount.email, laptopAccount.password);
      for (const slug of SOLVED_SLUGS) {
        const id = listed.get(slug) as string;
        await learner.request('POST', '/execute-code', executeCodeRequest({ language: Language.JavaScript, sourceCode: readContentFile(slug, 'solutions/reference.js'), problemId: id, mode: 'submit', cases: [] }));
        await judged(learner, id);
      }
      await logIn(page, laptopAccount.email, laptopAccount.password);
      await page.goto(`${baseUrl()}/problems?tags=Graph,Tree`);
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid="problem-row"]').length === count, LIST_SLUGS.length);
      const shown = (await page.getByTestId('problem-row').getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim()).filter(Boolean);
      expect([...shown].sort()).toEqual([...LIST_TITLES].sort());
      expect(await page.getByTestId('problem-row').getByLabel('Solved').count()).toBe(SOLVED_SLUGS.length);
      await saveScreenshot(page, 'problems');
      await page.goto(`${baseUrl()}/problem/${problemId}`);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await page.locator('.monaco-editor').first().waitFor();
      const handle = page.getByRole('separator', { name: 'Resize description and editor' });
      const description = page.locator('[data-panel-id="description"]');
      const before = (await description.boundingBox())!.width;
      const savedLayout = () => page.evaluate(() => Object.entries(window.localStorage).find(([key]) => key.includes('workspace-columns'))?.[1] ?? null);
      const initial = await savedLayout();
      await handle.focus();
      for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
      const after = (await description.boundingBox())!.width;
      expect(after).toBeGreaterThan(before + 20);
      // The library saves the layout to local storage a moment after a change (debounced).
      await page.waitForFunction((previous) => Object.entries(window.localStorage).some(([key, value]) => key.includes('workspace-columns') && value !== previous), initial);

      await page.reload();
      await page.getByRole('heading', { name: TITLE }).waitFor();
      expect(Math.abs((await description.boundingBox())!.width - after)).toBeLessThan(2);

      // The screenshot shows the default layout, the editor at its full width.
      await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('workspace-')).forEach((key) => window.localStorage.removeItem(key)));
      await page.reload();
      await page.getByRole('heading', { name: TITLE }).waitFor();
      expect(Math.abs((await description.boundingBox())!.width - before)).toBeLessThan(2);
      await page.locator('.monaco-editor .view-lines').first().waitFor();
      await saveScreenshot(page, 'workspace-desktop', { fullPage: false });

      await page.goto(`${baseUrl()}/profile`);
      await page.getByText('Login Activity').waitFor();
      await page.getByText(LIST_TITLES[LIST_SLUGS.indexOf(SOLVED_SLUGS[0]!)]!).first().waitFor();
      await saveScreenshot(page, 'profile');
    } finally {
      await page.context().close();
    }
  });
});
