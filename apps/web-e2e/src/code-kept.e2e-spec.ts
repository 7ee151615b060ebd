import { executeCodeRequest, Language, type SubmissionsResponse } from '@algosheets/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium } from './support/browser';
import { FUNCTION_PROBLEM } from './support/fixture-problems';
import { logIn, newPage, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForEditorToShow, waitForVerdict, type Account } from './support/journey';

const PROBLEM = 'Maximum Element';
/** A Python draft with a marker no starter holds. */
const PY_DRAFT = 'class Solution: pass  # kept-draft-marker';
/** A correct 'Maximum Element' in one line (Monaco indents typed lines). */
const MAX_JS = 'var maximumElement = function(line) { return String(Math.max(...line.trim().split(/\\s+/).map(Number))); }; // accepted-js';
/** Wrong on every test: answers the first number. */
const FIRST_JS = 'var maximumElement = function(line) { return line.trim().split(/\\s+/)[0]; }; // first-js';
/** Wrong on every test, in Python: answers the first number. */
const FIRST_PY = 'class Solution:\n    def maximum_element(self, line: str) -> str:\n        return line.split()[0]\n';

/** The id of the problem titled `title`, as `client` lists it. */
async function problemIdOf(client: GatewayClient, title: string): Promise<string> {
  const { problems } = await client.request<{ problems: { id: string; title: string }[] }>('GET', `/problems/get-all-problems?search=${encodeURIComponent(title)}`);
  return problems.find((problem) => problem.title === title)?.id as string;
}

/** Always answers the first two indices: wrong whenever the pair is elsewhere. */
const FIRST_TWO = 'var pairIndices = function(nums, target) { return [0, 1]; };';

/** Opens a problem from the list, on a laptop or (`phone`) in the workspace's Code tab. */
async function openProblem(page: Page, title: string, options: { phone?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}/problems`);
  await page.getByRole('textbox', { name: 'Search problems' }).fill(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { name: title }).waitFor();
  if (options.phone) await page.getByRole('tab', { name: 'Code' }).click();
  await page.locator('.monaco-editor').first().waitFor();
}

/** Waits until the draft on the server holds what the editor shows. */
async function draftSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="draft-status"][data-status="saved"]').waitFor();
}

/**
 * Item "my code is kept" and "results that mislead" in Chromium against the real stack: the
 * language and the drafts live on the server (a reload, a phone, a Logout keep them), two tabs
 * writing one draft are told, a past submission opens in the editor or is copied, the
 * submissions count is the learner's own, the Result is replaced as a whole (on a phone too), a
 * Submit in flight is picked up after a reload or a Back (on a phone too), and Compare diffs two
 * submissions of one language with Monaco's icons.
 */
describe('my code is kept, and results do not mislead', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: Account;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    context = page.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    account = await registerLearner('Keeper');
    await logIn(page, account.email, account.password);
  }, 120_000);

  afterAll(async () => {
    await browser.close();
  });

  it('reopens in the last language with its draft after a reload, on a phone, and after Logout', async () => {
    await openProblem(page, PROBLEM);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('PYTHON');
    await replaceEditorCode(page, PY_DRAFT);
    await draftSaved(page);

    await page.reload();
    await page.getByRole('heading', { name: PROBLEM }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('PYTHON');
    await waitForEditorToShow(page, 'kept-draft-marker');

    // Another device: a phone with a session of its own.
    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(phone, account.email, account.password, { mobile: true });
      await openProblem(phone, PROBLEM, { phone: true });
      expect(await phone.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('PYTHON');
      await waitForEditorToShow(phone, 'kept-draft-marker');
    } finally {
      await phone.context().close();
    }

    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout successful').first().waitFor();
    await logIn(page, account.email, account.password);
    await openProblem(page, PROBLEM);
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('PYTHON');
    await waitForEditorToShow(page, 'kept-draft-marker');
    // Three sign-ins, two devices and four workspace loads.
  }, 180_000);

  it('tells the second of two tabs that it saved over the first, and can load the other version', async () => {
    const second = await context.newPage();
    try {
      await openProblem(second, PROBLEM);
      await waitForEditorToShow(second, 'kept-draft-marker');
      await replaceEditorCode(page, 'print("from the first tab")\n');
      await draftSaved(page);
      // The second tab still has the revision it opened with: its save meets the first tab's.
      await replaceEditorCode(second, 'print("from the second tab")\n');
      const notice = second.getByTestId('draft-conflict');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Your Python draft was also changed in another tab or on another device');
      await draftSaved(second);
      await page.reload();
      await waitForEditorToShow(page, 'from the second tab');
      await notice.getByRole('button', { name: 'Load the other version' }).click();
      await waitForEditorToShow(second, 'from the first tab');
      await draftSaved(second);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("counts only my submissions, opens one in the editor in its language, and copies its code", async () => {
    // Another learner's submission of the same problem must not count.
    const other = new GatewayClient(`${baseUrl()}/api/v1`);
    await other.register('Other Keeper', `other-keeper-${Date.now()}@example.com`, 'other-keeper-pass-1');
    await other.request('POST', '/execute-code', executeCodeRequest({ language: Language.JavaScript, sourceCode: MAX_JS, problemId: await problemIdOf(other, PROBLEM), mode: 'submit', cases: [] }));

    await openProblem(page, PROBLEM);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('JAVASCRIPT');
    await replaceEditorCode(page, MAX_JS);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'kept-accepted', 60_000);
    await page.getByRole('tab', { name: 'Submissions (1)' }).click();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('PYTHON');
    await page.getByRole('button', { name: 'Open in editor, submission 1' }).click();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('JAVASCRIPT');
    await waitForEditorToShow(page, 'accepted-js');

    await page.bringToFront();
    await page.getByRole('button', { name: 'Copy the code of submission 1' }).click();
    await page.getByText('Code copied to the clipboard').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MAX_JS);
  });

  it('replaces the Result as a whole: no failing-input card of older code above a new verdict', async () => {
    await openProblem(page, FUNCTION_PROBLEM);
    await replaceEditorCode(page, FIRST_TWO);
    await page.getByRole('button', { name: 'Find a failing input' }).first().click();
    await page.locator('[data-testid="counterexample-result"][data-found="true"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('summary-Status').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('counterexample-result').count()).toBe(0);
  });

  /**
   * Answers the submission history as it was while the Submit was in flight (its newest entry
   * Pending): the judge answers within a second here, faster than a reload or a Back. The verdict
   * the page then waits for is the real one. The page keeps polling the history, so a test ends it
   * with {@link endHistoryInFlight}, which lets no answer in flight outlive the test.
   */
  async function historyInFlight(target: Page): Promise<void> {
    await target.route('**/api/v1/submission/get-submission/*', async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as SubmissionsResponse;
        const newest = [...body.submissions].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        if (newest) newest.status = 'Pending' as typeof newest.status;
        await route.fulfill({ response, json: body });
      } catch {
        // A reload or Back while the history is fetched disposes of that request: no page waits for
        // its answer any more, and an error thrown here would fail every test of the file.
        await route.abort().catch(() => undefined);
      }
    });
  }

  /**
   * Removes {@link historyInFlight}'s route, its answers in flight given up: one still fetching
   * when the page's context closes would fail whatever test runs next ("Request context disposed").
   */
  async function endHistoryInFlight(target: Page): Promise<void> {
    await target.unrouteAll({ behavior: 'ignoreErrors' });
  }

  /** Submits the editor's code and waits until the gateway has taken it. */
  async function submit(target: Page): Promise<void> {
    const submitted = target.waitForResponse((response) => response.url().endsWith('/api/v1/execute-code'));
    await target.getByRole('button', { name: 'Submit', exact: true }).click();
    await submitted;
  }

  /** A phone (390 × 844) signed in as a learner of its own, whose Submits meet no cooldown of another test. */
  async function phoneLearner(label: string): Promise<Page> {
    const learner = await registerLearner(label);
    const phone = await newPage(browser, PHONE_VIEWPORT);
    await logIn(phone, learner.email, learner.password, { mobile: true });
    return phone;
  }

  it('picks a Submit in flight up again after a reload and shows its verdict', async () => {
    await openProblem(page, PROBLEM);
    await replaceEditorCode(page, FIRST_JS);
    await historyInFlight(page);
    try {
      await submit(page);
      await page.reload();
      await waitForVerdict(page, 'Wrong Answer', 'kept-picked-up', 60_000);
    } finally {
      await endHistoryInFlight(page);
    }
  });

  it.each(['a reload', 'leaving to /problems and coming Back'] as const)('picks a Submit in flight up again on a phone after %s, in its Result tab', async (way) => {
    const phone = await phoneLearner(way === 'a reload' ? 'Reloader' : 'Returner');
    try {
      await openProblem(phone, PROBLEM, { phone: true });
      await replaceEditorCode(phone, FIRST_JS);
      await historyInFlight(phone);
      await submit(phone);
      if (way === 'a reload') {
        await phone.reload();
      } else {
        await phone.goto(`${baseUrl()}/problems`);
        await phone.getByTestId('problem-row').first().waitFor();
        await phone.goBack();
        await phone.getByRole('heading', { name: PROBLEM }).waitFor();
      }
      await waitForVerdict(phone, 'Wrong Answer', `kept-picked-up-phone-${way === 'a reload' ? 'reload' : 'back'}`, 60_000);
      expect(await phone.getByRole('tablist', { name: 'Workspace panes' }).getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await endHistoryInFlight(phone);
      await phone.context().close();
    }
  }, 90_000);

  it('replaces the Result as a whole on a phone: no failing-input card of older code in the Result tab of a new verdict', async () => {
    const phone = await phoneLearner('Replacer');
    try {
      await openProblem(phone, FUNCTION_PROBLEM, { phone: true });
      await replaceEditorCode(phone, FIRST_TWO);
      const panes = phone.getByRole('tablist', { name: 'Workspace panes' });
      await panes.getByRole('tab', { name: 'Testcase', exact: true }).click();
      await phone.getByRole('button', { name: 'Find a failing input' }).click();
      await phone.locator('[data-testid="counterexample-result"][data-found="true"]').waitFor({ timeout: 30_000 });
      await phone.getByRole('button', { name: 'Run Code', exact: true }).click();
      await waitForVerdict(phone, 'Wrong Answer', 'kept-replaced-phone', 60_000);
      expect(await panes.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await phone.getByTestId('counterexample-result').count()).toBe(0);
    } finally {
      await phone.context().close();
    }
  }, 90_000);

  it('compares two submissions of the same language, never one in another language, its gutter icons drawn by the codicon font', async () => {
    // A third submission, in Python: the newest, so the table numbers it 3.
    const keeper = new GatewayClient(`${baseUrl()}/api/v1`);
    await keeper.login(account.email, account.password);
    await keeper.request('POST', '/execute-code', executeCodeRequest({ language: Language.Python, sourceCode: FIRST_PY, problemId: await problemIdOf(keeper, PROBLEM), mode: 'submit', cases: [] }));
    await openProblem(page, PROBLEM);
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('JAVASCRIPT');
    await page.getByRole('tab', { name: 'Submissions (3)' }).click();

    // The Python one has nothing in Python to be compared with: the editor is in JavaScript.
    await page.getByRole('button', { name: 'Compare submission 3' }).click();
    const python = page.getByRole('dialog', { name: /^Submission 3 \(.*, Python\)/ });
    await python.getByText('Nothing else in Python to compare with').waitFor();
    expect(await python.getByRole('combobox', { name: 'Compare with' }).count()).toBe(0);
    expect(await python.locator('.monaco-diff-editor').count()).toBe(0);
    await page.keyboard.press('Escape');
    await python.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Compare submission 2' }).click();
    const dialog = page.getByRole('dialog', { name: /Submission 2 \(Wrong Answer, JavaScript\)/ });
    await dialog.waitFor();
    const compareWith = dialog.getByRole('combobox', { name: 'Compare with' });
    expect(await compareWith.locator('option:checked').innerText()).toMatch(/^Submission 1 \(Accepted/);
    // Submission 1 and the editor's JavaScript; never the Python submission 3.
    const offered = await compareWith.locator('option').allInnerTexts();
    expect(offered.map((option) => option.replace(/ \(.*$/, ''))).toEqual(['Submission 1', 'The code in your editor']);
    const diff = dialog.locator('.monaco-diff-editor');
    await diff.waitFor();
    await page.waitForFunction(() => /accepted-js[\s\S]*first-js|first-js[\s\S]*accepted-js/.test(document.querySelector('.monaco-diff-editor')?.textContent ?? ''));
    await page.waitForFunction(() => document.fonts.check('16px codicon') && [...document.fonts].some((font) => font.family.includes('codicon') && font.status === 'loaded'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens a past submission in the editor and copies its code on a phone', async () => {
    const learner = await registerLearner('PhoneCopier');
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.login(learner.email, learner.password);
    await client.request('POST', '/execute-code', executeCodeRequest({ language: Language.JavaScript, sourceCode: MAX_JS, problemId: await problemIdOf(client, PROBLEM), mode: 'submit', cases: [] }));
    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      await phone.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await logIn(phone, learner.email, learner.password, { mobile: true });
      await openProblem(phone, PROBLEM, { phone: true });
      await phone.getByRole('combobox', { name: 'Language' }).selectOption('PYTHON');
      const panes = phone.getByRole('tablist', { name: 'Workspace panes' });
      await panes.getByRole('tab', { name: 'Description', exact: true }).click();
      await phone.getByRole('tab', { name: 'Submissions (1)' }).click();
      await phone.getByRole('button', { name: 'Open in editor, submission 1' }).click();
      // The editor is a tab of its own on a phone: the tap shows it, in the submission's language.
      expect(await panes.getByRole('tab', { name: 'Code', exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await phone.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('JAVASCRIPT');
      await waitForEditorToShow(phone, 'accepted-js');

      await panes.getByRole('tab', { name: 'Description', exact: true }).click();
      await phone.getByRole('button', { name: 'Copy the code of submission 1' }).click();
      await phone.getByText('Code copied to the clipboard').first().waitFor();
      expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(MAX_JS);
    } finally {
      await phone.context().close();
    }
  }, 90_000);

  it('opens a second problem in the language last chosen on the first, and keeps it after a reload', async () => {
    const learner = await registerLearner('Polyglot');
    const own = await newPage(browser);
    try {
      await logIn(own, learner.email, learner.password);
      await openProblem(own, 'Sort Numbers');
      expect(await own.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('JAVASCRIPT');
      const chosen = own.waitForResponse((response) => response.url().endsWith('/editor/language') && response.request().method() === 'PUT' && response.ok());
      await own.getByRole('combobox', { name: 'Language' }).selectOption('PYTHON');
      await chosen;

      await openProblem(own, 'Count Vowels');
      expect(await own.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('PYTHON');
      await waitForEditorToShow(own, 'def count_vowels(self, line: str) -> str:');
      await own.reload();
      await own.getByRole('heading', { name: 'Count Vowels' }).waitFor();
      await own.locator('.monaco-editor').first().waitFor();
      expect(await own.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('PYTHON');
      await waitForEditorToShow(own, 'def count_vowels(self, line: str) -> str:');
    } finally {
      await own.context().close();
    }
  });
});
