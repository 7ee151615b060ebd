import type { SheetResponse, ProblemsResponse } from '@algosheets/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { FUNCTION_PROBLEM } from './support/fixture-problems';
import { editorLines, logIn, openProblem, newPage, pathOf, PHONE_VIEWPORT, registerLearner, waitForVerdict } from './support/journey';
import { focusInEditor, focusState, highlightedMenuItem, tabTo } from './support/keyboard';

/** 'Shout It' upper-cases its line: a correct answer, typed through the keyboard. */
const SHOUT = 'var shoutIt = function(line) { return line.toUpperCase(); };';
/** The editor's accessible name starts so (Monaco's textarea); it goes on with how to leave it. */
const EDITOR_NAME = /^Code editor\. Press Escape then Tab/;
/** Always answers the first two indices of 'Pair Target Indices': a Wrong Answer whose failing input the finder can draw. */
const FIRST_TWO = 'var pairIndices = function(nums, target) { return [0, 1]; };';

/**
 * The skip link is the first Tab stop (reached by Shift+Tab with `backwards`, from a page whose
 * first field has the focus), hidden until then and visible once focused, and moves the focus into the page's one <main>.
 */
async function skipToMain(page: Page, options: { backwards?: boolean } = {}): Promise<void> {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // Hidden until focused: taken out of the flow and clipped to nothing.
  if ((await focusState(page)).name !== 'Skip to main content') {
    expect(await skip.evaluate((link) => [getComputedStyle(link).position, getComputedStyle(link).clip])).toEqual(['absolute', 'rect(0px, 0px, 0px, 0px)']);
  }
  if (options.backwards) await tabTo(page, 'Skip to main content', 10, { backwards: true });
  else await page.keyboard.press('Tab');
  expect(await focusState(page)).toMatchObject({ tag: 'A', name: 'Skip to main content', focusVisible: true });
  const box = await skip.boundingBox();
  expect((box?.width ?? 0) > 20 && (box?.height ?? 0) > 10).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => [document.querySelectorAll('main').length, document.activeElement?.tagName])).toEqual([1, 'MAIN']);
}

/**
 * Waits until the first field of /login or /signup (`path`) has the focus, as those forms give it
 * on load: the skip link is then reached going back.
 */
async function firstFieldFocused(page: Page, path: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const first = await page.getByLabel(path === '/login' ? 'Email' : 'Name', { exact: true }).elementHandle();
  await page.waitForFunction((field) => field === document.activeElement, first, { timeout: 5_000 });
}

/** An addition to the core screens: dialogs and menus usable by keyboard, with visible focus. */
describe('keyboard use in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    const account = await registerLearner('Keys');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('walks the solve flow by keyboard only: skip link, into the editor, out of it (Esc then Tab, Ctrl+M), Submit, results, shortcuts', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByTestId('problem-row').first().waitFor();
    await skipToMain(page);
    await tabTo(page, 'Shout It', 60);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shout It' }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();

    await skipToMain(page);
    await tabTo(page, EDITOR_NAME, 40);
    expect(await focusInEditor(page)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(SHOUT);
    expect((await editorLines(page)).join('\n')).toContain('line.toUpperCase()');

    // Tab indents as in any code editor: the focus stays.
    await page.keyboard.press('Tab');
    expect(await focusInEditor(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInEditor(page)).toBe(true);

    // Escape, then Tab: the focus leaves for the test panel; Shift+Tab comes back.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focusInEditor(page)).toBe(false);
    await tabTo(page, 'Test Cases', 5);
    // Shout It's inputs cannot be generated: its test panel ends with the case's field (no failing-input search).
    await tabTo(page, 'line (string)', 15);
    await tabTo(page, EDITOR_NAME, 20, { backwards: true });
    // Escape then any other key disarms: Tab indents again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focusInEditor(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');

    // Ctrl+M: Tab moves the focus until it is pressed again, and the line under the editor says so.
    await page.keyboard.press('Control+M');
    await page.getByTestId('editor-keys').filter({ hasText: 'Tab moves the focus' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusInEditor(page)).toBe(false);
    await tabTo(page, EDITOR_NAME, 5, { backwards: true });
    await page.keyboard.press('Shift+Tab');
    expect(await focusInEditor(page)).toBe(false);
    await tabTo(page, EDITOR_NAME, 5);
    await page.keyboard.press('Control+M');
    await page.getByTestId('editor-keys').filter({ hasText: 'leaves the editor' }).waitFor();

    // Submit from the keyboard, then read the verdict in the results reached by Tab.
    await page.keyboard.press('ControlOrMeta+Shift+Enter');
    await waitForVerdict(page, 'Accepted', 'keyboard-submit');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await tabTo(page, 'Results', 5)).toMatchObject({ focusVisible: true });

    // The shortcuts dialog, reached backwards through the editor (left with Escape, then Shift+Tab,
    // as a keyboard user does) and the top bar, lists every shortcut.
    await tabTo(page, EDITOR_NAME, 60, { backwards: true });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await focusInEditor(page)).toBe(false);
    await tabTo(page, 'Keyboard shortcuts', 60, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const rows = (await dialog.getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Ctrl/Cmd + Enter Run the code on the test cases',
      'Ctrl/Cmd + Shift + Enter Submit',
      'Ctrl + M Switch Tab between indenting and moving the focus (in the editor); on a Mac Ctrl+Shift+M',
      'Esc then Tab Leave the editor once: Escape, then Tab or Shift+Tab',
    ]);
    await saveScreenshot(page, 'keyboard-shortcuts', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 240_000);

  it('reaches "Find a failing input" after a Wrong Answer by Tab, starts it with Enter, and reaches the card it finds and its "Add to test cases"', async () => {
    // A learner of its own: the 30-second Run/Submit cooldown of the walk above would hold this Submit.
    const own = await newPage(browser);
    try {
      const account = await registerLearner('KeysFinder');
      await logIn(own, account.email, account.password);
      await openProblem(own, FUNCTION_PROBLEM);
      await own.locator('.monaco-editor').first().waitFor();
      await skipToMain(own);
      await tabTo(own, EDITOR_NAME, 40);
      await own.keyboard.press('ControlOrMeta+A');
      await own.keyboard.insertText(FIRST_TWO);
      await own.keyboard.press('ControlOrMeta+Shift+Enter');
      await waitForVerdict(own, 'Wrong Answer', 'keyboard-finder-submit', 60_000);

      await own.keyboard.press('Escape');
      expect(await tabTo(own, 'Find a failing input', 40)).toMatchObject({ tag: 'BUTTON', focusVisible: true, ringDrawn: true });
      await own.keyboard.press('Enter');
      const result = own.locator('[data-testid="counterexample-result"][data-found="true"]');
      await result.waitFor({ timeout: 30_000 });
      // The focus comes to the card with the answer, not back to the top of the page.
      await own.waitForFunction(() => document.activeElement?.closest('[data-testid="counterexample-result"]') !== null, undefined, { timeout: 2_000 });
      expect(await own.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/Failing input found after \d+ tr(y|ies)/);
      expect(await tabTo(own, 'Add to test cases', 10)).toMatchObject({ tag: 'BUTTON', focusVisible: true, ringDrawn: true });
      await own.keyboard.press('Space');
      await own.getByTestId('signature-cases').getByRole('button', { name: 'Remove case 3' }).waitFor();
    } finally {
      await own.context().close();
    }
  }, 150_000);

  it("offers the skip link as the first Tab stop and one <main> on every route: the site's pages, a problem, a sheet, the profile, the admin's forms and a missing page", async () => {
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { problems } = await client.request<ProblemsResponse>('GET', '/problems/get-all-problems?search=Shout');
    const problemId = problems.find((problem) => problem.title === 'Shout It')?.id as string;
    const sheetName = `Skip Sheet ${Date.now()}`;
    const sheetId = (await client.request<SheetResponse>('POST', '/playlist/create-playlist', { name: sheetName })).playList.id;
    const admin = await newPage(browser);
    const heading = (name: string | RegExp) => (p: Page) => p.getByRole('heading', { name, level: 1 }).first();
    // Each route, and what shows once its page has loaded (a page still loading has no skip link yet).
    const routes: [string, (p: Page) => Locator][] = [
      ['/', (p) => p.getByRole('link', { name: 'Get Started' }).first()],
      ['/pricing', heading('Pricing')],
      ['/about', heading('About AlgoSheets')],
      ['/faq', heading('Frequently Asked Questions')],
      ['/problems', (p) => p.getByTestId('problem-row').first()],
      [`/problem/${problemId}`, (p) => p.locator('.monaco-editor .view-lines').first()],
      ['/playlist', heading('Sheets')],
      [`/playlist/${sheetId}`, (p) => p.getByRole('heading', { name: sheetName })],
      ['/profile', (p) => p.getByTestId('badge').first()],
      ['/leaderboard', (p) => p.getByTestId('viewer-standing')],
      ['/add-problem', (p) => p.getByRole('heading', { name: 'Create Problem' }).first()],
      [`/edit-problem/${problemId}`, (p) => p.getByRole('heading', { name: 'Edit Problem' }).first()],
      ['/no-such-page', (p) => p.getByRole('heading', { name: 'Page not found' })],
    ];
    try {
      await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const [path, ready] of routes) {
        await admin.goto(`${baseUrl()}${path}`);
        await ready(admin).waitFor();
        await skipToMain(admin).catch((error: Error) => {
          throw new Error(`${path}: ${error.message}`);
        });
      }
    } finally {
      await admin.context().close();
      await client.request('DELETE', `/playlist/${sheetId}`);
    }
  }, 180_000);

  it.each(['/login', '/signup'])('offers the skip link and one <main> to a visitor of %s, before the first field that has the focus', async (path) => {
    const visitor = await newPage(browser);
    try {
      await visitor.goto(`${baseUrl()}${path}`);
      await firstFieldFocused(visitor, path);
      await skipToMain(visitor, { backwards: true });
    } finally {
      await visitor.context().close();
    }
  });

  it('offers the skip link and one <main> on a phone, to a visitor of /login and /signup', async () => {
    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      for (const path of ['/login', '/signup']) {
        await phone.goto(`${baseUrl()}${path}`);
        await firstFieldFocused(phone, path);
        await skipToMain(phone, { backwards: true });
      }
    } finally {
      await phone.context().close();
    }
  }, 120_000);

  it('opens the Sheets menu with Enter, moves with the arrows, closes with Escape and follows an item with Enter', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { name: 'About AlgoSheets' }).waitFor();

    const trigger = await tabTo(page, 'Sheets');
    expect(trigger).toMatchObject({ tag: 'BUTTON', focusVisible: true, ringDrawn: true });

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await focusState(page)).inMenu).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await highlightedMenuItem(page)).toEqual({ text: 'Company Sheets', standsOut: true });
    await saveScreenshot(page, 'keyboard-sheets-menu');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusState(page)).toMatchObject({ name: 'Sheets', focusVisible: true });

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await highlightedMenuItem(page))?.text).toBe('All Problems');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/problems`);
    await page.getByRole('heading', { name: 'Practice Problems' }).waitFor();
  });

  it('keeps the focus inside the Create New Sheet dialog, closes it with Escape and submits it with Enter', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByTestId('problem-row').first().waitFor();

    expect(await tabTo(page, 'Create Sheets', 60)).toMatchObject({ focusVisible: true, ringDrawn: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Sheet' });
    await dialog.waitFor();
    await dialog.getByLabel('Sheet Name').waitFor();
    expect(await focusState(page)).toMatchObject({ tag: 'INPUT', inDialog: true, ringDrawn: true });

    // Tab cycles through the dialog's four controls and never leaves it.
    const names: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      expect(state).toMatchObject({ inDialog: true, focusVisible: true, ringDrawn: true });
      names.push(`${state.tag}:${state.name}`);
    }
    expect(names).toEqual(['TEXTAREA:', 'BUTTON:Cancel', 'BUTTON:Create Sheet', 'INPUT:', 'TEXTAREA:']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog hands the focus back to its trigger once its closing has settled, a frame or two
    // after it leaves the DOM (seen on a busy machine): wait for that, then check where it is.
    await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined);
    expect(await focusState(page)).toMatchObject({ name: 'Create Sheets', focusVisible: true });

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Sheet Name').waitFor();
    await page.keyboard.type('Keyboard Sheet');
    await page.keyboard.press('Enter');
    await page.getByText('Sheet created').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await focusState(page)).name).toBe('Create Sheets');
  });

  it('opens the account menu with Enter and reaches My Profile with the arrow keys', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { name: 'About AlgoSheets' }).waitFor();
    expect(await tabTo(page, 'Account menu')).toMatchObject({ focusVisible: true, ringDrawn: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await highlightedMenuItem(page)).toEqual({ text: 'My Profile', standsOut: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/profile`);
    expect(pathOf(page)).toBe('/profile');
  });
});
