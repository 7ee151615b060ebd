import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { editorLines, logIn, newPage, registerLearner, replaceEditorCode, waitForEditorToShow, waitForVerdict } from './support/journey';

/** 'Shout It' upper-cases its line; this answer adds a second line, so each test differs on line 2. */
const READ_LINE = "const line = require('fs').readFileSync(0, 'utf8').replace(/\\r?\\n$/, '');";
const SHOUT_WITH_EXTRA_LINE = `${READ_LINE}\nconsole.log(line.toUpperCase());\nconsole.log('extra');\n`;
const SHOUT = `${READ_LINE}\nconsole.log(line.toUpperCase());\n`;

/**
 * The workspace's own additions in a real Monaco: the Run and Submit shortcuts, per-test
 * expected against actual output, custom input, and drafts against the editor's language rule.
 */
describe('problem workspace in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    const account = await registerLearner('Coder');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  const editorText = async () => (await editorLines(page)).join('\n');

  async function waitForEditor() {
    await page.getByRole('heading', { name: 'Shout It' }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();
  }

  it('runs with Ctrl+Enter from the editor and marks the first differing line of each test', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('link', { name: 'Shout It' }).click();
    await waitForEditor();
    await replaceEditorCode(page, SHOUT_WITH_EXTRA_LINE);

    // The focus is in Monaco: the shortcut must reach the page anyway.
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.getByRole('button', { name: 'Running...' }).waitFor();
    const results = page.getByTestId('results');
    await results.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('summary-Status').textContent()).toBe('Wrong Answer');
    const tests = page.locator('[data-testid="test-result"]');
    expect(await tests.count()).toBe(2);
    const first = tests.first();
    expect(await first.getAttribute('data-passed')).toBe('false');
    expect(await first.getByText('Expected output').locator('xpath=following-sibling::*[1]').innerText()).toBe('HI');
    expect(await first.locator('[data-differs]').innerText()).toBe('extra');
    await first.getByText('First difference on line 2').waitFor();
    await first.locator('[data-differs]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'workspace-per-test');
  });

  it('restores the draft on return to the page and runs the custom input instead of the samples', async () => {
    await page.reload();
    await waitForEditor();
    await waitForEditorToShow(page, "console.log('extra');");

    await page.getByRole('textbox', { name: 'Custom input' }).fill('make noise');
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    const tests = page.locator('[data-testid="test-result"]');
    expect(await tests.count()).toBe(1);
    expect(await tests.first().innerText()).toContain('MAKE NOISE');
    // A custom run has no expected output, so nothing is compared or marked.
    expect(await tests.first().getByText('Expected output').count()).toBe(0);
    expect(await tests.first().locator('[data-differs]').count()).toBe(0);
    await tests.first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'workspace-custom-input');
  });

  it("loads a language's starter code on a switch and offers the draft back", async () => {
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('PYTHON');
    await waitForEditorToShow(page, 'sys.stdin');
    expect(await page.getByRole('button', { name: 'Restore draft' }).count()).toBe(0);

    await language.selectOption('JAVASCRIPT');
    await page.getByRole('button', { name: 'Restore draft' }).waitFor();
    // The editor remounts with the starter; the button can appear a frame before the new text.
    await waitForEditorToShow(page, 'console.log(line);');
    expect(await editorText()).not.toContain('extra');
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await waitForEditorToShow(page, 'extra');
    await page.getByRole('button', { name: 'Restore draft' }).waitFor({ state: 'detached' });
  });

  it('submits with Ctrl+Shift+Enter from the editor', async () => {
    // A reload ends the Run's 30-second cooldown, which belongs to the page.
    await page.reload();
    await waitForEditor();
    await replaceEditorCode(page, SHOUT);
    await page.keyboard.press('ControlOrMeta+Shift+Enter');
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    await waitForVerdict(page, 'Accepted', 'workspace-submit');
    expect(await page.getByTestId('summary-Success Rate').textContent()).toBe('100.0%');
    // Ctrl+Shift+Enter in Monaco would otherwise insert a line: the shortcut must not change the code.
    expect(await editorText()).not.toContain('extra');
    expect(await editorLines(page)).toHaveLength(2);
  }, 90_000);
});
