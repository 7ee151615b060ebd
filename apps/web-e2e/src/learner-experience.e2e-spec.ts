import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { logIn, newPage, pasteText, pathOf, registerLearner, replaceEditorCode, waitForEditorToShow, waitForVerdict } from './support/journey';

/** 'Shout It' upper-cases its line; returning it unchanged is a Wrong Answer on both samples. */
const ECHO = 'var shoutIt = function(line) { return line; };';
/** A correct 'Shout It' in one line (Monaco indents typed lines). */
const SHOUT = 'var shoutIt = function(line) { return line.toUpperCase(); };';
/** Java that cannot compile: the statement has no value. */
const BROKEN_JAVA = 'class Solution { public String shoutIt(String line) { int x = ; return line; } }';

/** What a learner reads when the code of a Run or Submit is over the 65,536-character limit. */
const TOO_LONG = 'Your code is longer than 65,536 characters, the most a run takes. Shorten it and try again.';

const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]', { hasText: text });

/**
 * The learner experience in a real Chromium: problem text rendered as sanitised Markdown, each
 * example once, hints one at a time, the Editorial tab, verdict-coloured feedback, and a search
 * over topics.
 */
describe('learner experience in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: { email: string; password: string };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    account = await registerLearner('Reader');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  async function openShoutIt() {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('link', { name: 'Shout It' }).click();
    await page.getByRole('heading', { name: 'Shout It' }).waitFor();
  }

  it('renders the description and constraints as Markdown, never running a script from content', async () => {
    await openShoutIt();
    const description = page.getByTestId('markdown').first();
    await description.locator('strong', { hasText: 'one line' }).waitFor();
    expect(await description.locator('table td code').first().innerText()).toBe('hi');
    expect(await description.innerText()).not.toContain('**');
    expect(await page.locator('[data-testid="markdown"] script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.locator('[data-testid="markdown"] li code', { hasText: '1000' }).waitFor();
  });

  it('shows the example once, not once per language', async () => {
    expect(await page.getByTestId('example').count()).toBe(1);
    await saveScreenshot(page, 'problem-description');
  });

  it('reveals hints one at a time', async () => {
    await page.getByRole('tab', { name: 'Hints' }).click();
    expect(await page.getByTestId('hint').count()).toBe(0);
    await page.getByRole('button', { name: 'Show hint 1' }).click();
    expect(await page.getByTestId('hint').count()).toBe(1);
    await page.getByTestId('hint').locator('strong', { hasText: 'whole line' }).waitFor();
    await page.getByRole('button', { name: 'Show hint 2' }).click();
    expect(await page.getByTestId('hint').count()).toBe(2);
    expect(await page.getByRole('button', { name: /Show hint/ }).count()).toBe(0);
  });

  it('shows the editorial on demand after a warning, with highlighted code', async () => {
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await page.getByText('The editorial explains the full solution.').waitFor();
    await page.getByRole('button', { name: 'Show editorial anyway' }).click();
    const code = page.locator('[data-testid="markdown"] pre code.hljs');
    await code.waitFor();
    expect(await code.locator('.hljs-keyword').first().innerText()).toBe('const');
  });

  it('lists the keyboard shortcuts in a dialog that keeps the focus inside it', async () => {
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const rows = await dialog.locator('tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Ctrl/Cmd + Enter Run the code on the test cases',
      'Ctrl/Cmd + Shift + Enter Submit',
      'Ctrl + M Switch Tab between indenting and moving the focus (in the editor); on a Mac Ctrl+Shift+M',
      'Esc then Tab Leave the editor once: Escape, then Tab or Shift+Tab',
    ]);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('starts no cooldown when the request fails, and names no API path', async () => {
    await page.locator('.monaco-editor').first().waitFor();
    await page.route('**/api/v1/execute-code', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }));
    try {
      await page.getByRole('button', { name: 'Run Code' }).click();
      await page.locator('[data-scope="toast"][data-part="root"][data-type="error"]').first().waitFor();
      // Back to 'Run Code' at once, not 'Wait 30s'.
      await page.getByRole('button', { name: 'Run Code' }).waitFor();
      expect(await page.getByRole('button', { name: 'Run Code' }).isEnabled()).toBe(true);
    } finally {
      await page.unroute('**/api/v1/execute-code');
    }
  });

  it('tells a Wrong Answer as a warning, never as "Code executed successfully"', async () => {
    await replaceEditorCode(page, ECHO);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('summary-Status').textContent()).toBe('Wrong Answer');
    expect(await page.getByTestId('results').getAttribute('data-verdict-palette')).toBe('orange');
    const warning = toast(page, 'Wrong Answer');
    await warning.waitFor();
    expect(await warning.getAttribute('data-type')).toBe('warning');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('Code executed successfully');
    expect(body).not.toContain('/api/');
  });

  it("opens a past submission's code as a diff against the editor's code in its language", async () => {
    await page.getByRole('tab', { name: /^Submissions/ }).click();
    await page.getByRole('button', { name: 'Compare submission 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Submission 1 / });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Compare with' }).inputValue()).not.toBe('');
    await dialog.locator('.monaco-diff-editor').waitFor();
    expect(await dialog.locator('.monaco-diff-editor').innerText()).toContain('shoutIt');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('tells a Compile Error as an error, with the compiler output, never as "Code executed successfully"', async () => {
    // A fresh workspace: no cooldown left from the Submit before.
    await openShoutIt();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('JAVA');
    await replaceEditorCode(page, BROKEN_JAVA);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForVerdict(page, 'Compile Error', 'compile-error', 60_000);
    expect(await page.getByTestId('results').getAttribute('data-verdict-palette')).toBe('red');
    await page.getByText('Compile output').waitFor();
    const error = toast(page, 'Compile Error');
    await error.waitFor();
    expect(await error.getAttribute('data-type')).toBe('error');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('Code executed successfully');
    expect(body).not.toContain('/api/');
  });

  it('opens the editorial without the warning once a Submit is Accepted', async () => {
    await openShoutIt();
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await page.getByText('The editorial explains the full solution.').waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('JAVASCRIPT');
    await replaceEditorCode(page, SHOUT);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForVerdict(page, 'Accepted', 'editorial-accepted', 60_000);
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await page.locator('[data-testid="markdown"] pre code.hljs').waitFor();
    expect(await page.getByText('The editorial explains the full solution.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show editorial anyway' }).count()).toBe(0);
  });

  it('searches topics and companies, and says so', async () => {
    await page.goto(`${baseUrl()}/problems`);
    const search = page.getByRole('textbox', { name: 'Search problems' });
    expect(await search.getAttribute('placeholder')).toBe('Search titles, topics or companies...');
    // The server filters: the list shows the previous answer until the new one arrives.
    const rowsBecome = (count: number) => page.waitForFunction((n) => document.querySelectorAll('[data-testid="problem-row"]').length === n, count);
    await search.fill('netflix');
    await rowsBecome(1);
    await page.getByRole('link', { name: 'Maximum Element' }).waitFor();
    // A topic: only 'Digit Sum' is tagged Dynamic Programming.
    await search.fill('dynamic prog');
    await page.getByRole('link', { name: 'Digit Sum' }).waitFor();
    await rowsBecome(1);
    expect(await page.getByRole('link', { name: 'Maximum Element' }).count()).toBe(0);
    // The filters live in the address: a filtered list can be shared and survives a reload.
    await page.getByRole('group', { name: 'Companies' }).getByText('Netflix').click();
    await page.waitForURL((url) => url.searchParams.get('companies') === 'Netflix' && url.searchParams.get('search') === 'dynamic prog');
    await page.reload();
    await page.getByText('No problems match your filters.').waitFor();
    expect(await search.inputValue()).toBe('dynamic prog');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('link', { name: 'Maximum Element' }).waitFor();
  });

  it('shows a failed load as an error with Retry, not as an empty list', async () => {
    await page.route('**/api/v1/problems/get-all-problems', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.reload();
    await page.getByText('The problems could not be loaded.').waitFor();
    expect(await page.getByText('No problems found.').count()).toBe(0);
    await page.unroute('**/api/v1/problems/get-all-problems');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('problem-row').first().waitFor();
  });

  it('brings a visitor sent to sign in from a problem back to that problem, and ignores an outside address', async () => {
    await page.goto(`${baseUrl()}/problems`);
    const problemPath = await page.getByRole('link', { name: 'Shout It' }).getAttribute('href');
    const visitor = await newPage(browser);
    try {
      await visitor.goto(`${baseUrl()}${problemPath}`);
      await visitor.waitForURL((url) => url.pathname === '/login');
      expect(new URL(visitor.url()).searchParams.get('next')).toBe(problemPath);
      await visitor.getByLabel('Email', { exact: true }).fill(account.email);
      await visitor.getByLabel('Password', { exact: true }).fill(account.password);
      await visitor.getByRole('button', { name: 'Log In' }).click();
      await visitor.getByRole('heading', { name: 'Shout It' }).waitFor();
      expect(pathOf(visitor)).toBe(problemPath);

      // Signed in, /login passes an outside `next` over and goes to the problems.
      await visitor.goto(`${baseUrl()}/login?next=${encodeURIComponent('//evil.test/')}`);
      await visitor.waitForURL(`${baseUrl()}/problems`);
    } finally {
      await visitor.context().close();
    }
  });

  it.each(['Run Code', 'Submit'])('tells the learner that code over 65,536 characters is too long when %s is pressed, and starts no cooldown', async (button) => {
    await openShoutIt();
    await page.locator('.monaco-editor .view-lines').first().click();
    // The paste goes where the focus is: into the editor, once Monaco has taken it.
    await page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') !== null);
    await page.keyboard.press('ControlOrMeta+A');
    // A correct answer, then 700 comment lines of 100 characters that take it past the limit.
    await pasteText(page, `${SHOUT}\n${`// ${'x'.repeat(97)}\n`.repeat(700)}`);
    await waitForEditorToShow(page, 'xxxxxxxxxx');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/execute-code') && response.status() === 400);
    await page.getByRole('button', { name: button, exact: true }).click();
    await refused;
    const error = toast(page, TOO_LONG);
    await error.waitFor();
    expect(await error.getAttribute('data-type')).toBe('error');
    expect(await page.getByRole('button', { name: button, exact: true }).isEnabled()).toBe(true);
    expect(await page.getByTestId('summary-Status').count()).toBe(0);
  });
});
