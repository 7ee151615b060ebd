import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { editorLines, logIn, newPage, registerLearner, replaceEditorCode, waitForEditorToShow, waitForVerdict } from './support/journey';

/** 'Shout It' upper-cases its line; this answer adds a '!', so every test's answer differs (one line, as Monaco indents typed lines). */
const SHOUT_WITH_EXTRA = "var shoutIt = function(line) { return line.toUpperCase() + '!'; }; // extra";
const SHOUT = 'var shoutIt = function(line) { return line.toUpperCase(); };';

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

  it('runs with Ctrl+Enter from the editor and shows each test\'s expected answer against the learner\'s', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('link', { name: 'Shout It' }).click();
    await waitForEditor();
    await replaceEditorCode(page, SHOUT_WITH_EXTRA);

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
    expect(await first.getByText('Expected output').locator('xpath=following-sibling::*[1]').innerText()).toBe('"HI"');
    expect(await first.getByText('Your output').locator('xpath=following-sibling::*[1]').innerText()).toBe('"HI!"');
    expect(await first.getByTestId('answer-difference').innerText()).toContain('expected "HI", got "HI!"');
    await first.getByTestId('answer-difference').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'workspace-per-test');
  });

  it('restores the draft on return to the page and runs a custom case beside the samples, Expected from the reference', async () => {
    await page.reload();
    await waitForEditor();
    await waitForEditorToShow(page, '// extra');

    const cases = page.getByTestId('signature-cases');
    await cases.getByRole('button', { name: 'Add a case' }).click();
    await cases.getByRole('textbox', { name: 'line (string)' }).fill('"make noise"');
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    const tests = page.locator('[data-testid="test-result"]');
    expect(await tests.count()).toBe(3);
    const custom = tests.nth(2);
    expect(await custom.getByText('Your output').locator('xpath=following-sibling::*[1]').innerText()).toBe('"MAKE NOISE!"');
    expect(await custom.getByText('Expected output').locator('xpath=following-sibling::*[1]').innerText()).toBe('"MAKE NOISE"');
    await custom.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'workspace-custom-input');
  });

  it("loads a language's starter code on a switch and offers the draft back", async () => {
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('PYTHON');
    await waitForEditorToShow(page, 'def shout_it(self, line: str) -> str:');
    expect(await page.getByRole('button', { name: 'Restore draft' }).count()).toBe(0);

    await language.selectOption('JAVASCRIPT');
    await page.getByRole('button', { name: 'Restore draft' }).waitFor();
    // The editor remounts with the starter; the button can appear a frame before the new text.
    await waitForEditorToShow(page, 'var shoutIt = function(line) {');
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
    expect(await editorLines(page)).toHaveLength(1);
  }, 90_000);
});
