import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { editorLines, followAccountMenu, logIn, newPage, pasteEditorCode, pathOf, replaceEditorCode, waitForEditorToShow } from './support/journey';

/** How long the gateway may take to run a problem's reference solutions in three languages (Java compiles) on a loaded machine. */
const VALIDATION_TIMEOUT_MS = 120_000;

/** A function-signature problem authored in the browser: `int largest(int[] nums)`. */
const SIGNATURE_TITLE = 'Largest Value In A List';
const LARGEST_REFERENCES = {
  JavaScript: 'var largest = function(nums) { return Math.max(...nums); };',
  Python: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums)\n',
  Java: 'class Solution {\n    public int largest(int[] nums) {\n        int best = nums[0];\n        for (int x : nums) best = Math.max(best, x);\n        return best;\n    }\n}\n',
};

describe('admin in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('creates a problem with Load Sample, then deletes it', async () => {
    await followAccountMenu(page, 'Add Problem', '/add-problem');
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();

    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.getByText('Title must be at least 3 characters').waitFor();

    await page.getByRole('button', { name: 'DP', exact: true }).click();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Fewest Coins for an Amount');
    await page.getByRole('button', { name: 'String', exact: true }).click();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Palindrome Sentence');
    await saveScreenshot(page, 'create-problem');

    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.waitForURL(`${baseUrl()}/problems`, { timeout: VALIDATION_TIMEOUT_MS });
    await page.getByText('Problem Created successfully⚡').first().waitFor();
    // The list links to the new problem.
    const open = page.getByTestId('created-problem').getByRole('link', { name: 'Open Palindrome Sentence' });
    expect(await open.getAttribute('href')).toMatch(/^\/problem\/[0-9a-f-]{36}$/);

    await page.getByRole('textbox', { name: 'Search problems' }).fill('Palindrome Sentence');
    const row = page.getByTestId('problem-row').filter({ hasText: 'Palindrome Sentence' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete Palindrome Sentence' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Problem deleted successfully').first().waitFor();
    await page.getByText('No problems match your filters.').waitFor();
  }, VALIDATION_TIMEOUT_MS + 30_000);

  it('shows which reference solution failed, and where, with the test\'s input, expected and actual output, when the gateway rejects the problem', async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    // One line (Monaco indents typed lines): a reference that calls nothing a palindrome.
    await replaceEditorCode(page, 'class Solution: is_palindrome = lambda self, s: False', page.getByTestId('code-field-Python Reference Solution'));

    await page.getByRole('button', { name: 'Create Problem' }).click();
    // The gateway runs every reference solution through the worker and the sandbox before answering.
    const failure = page.getByTestId('server-error');
    await failure.waitFor({ timeout: VALIDATION_TIMEOUT_MS });
    expect(await failure.innerText()).toMatch(/PYTHON reference solution fails test 1/);
    expect(await failure.innerText()).toContain('Python reference solution:');
    // The failing test as the admin typed it, and what the reference answered, on lines of their own.
    for (const line of ['Input: "Never odd, or even."', 'Expected: true', 'Actual: false']) expect((await failure.innerText()).split('\n')).toContain(line);
    // The test case itself says that it failed.
    await page.getByRole('group', { name: 'Test case 1' }).getByText('The PYTHON reference solution fails this test: Wrong Answer').waitFor();
    // The form is long and the answer sits at its head: it is focused and scrolled (smoothly) into
    // view, clear of the sticky navigation bar.
    expect(await failure.evaluate((element) => element === document.activeElement)).toBe(true);
    const navbarBottom = await page.getByTestId('site-navbar').evaluate((element) => element.getBoundingClientRect().bottom);
    await failure.evaluate(
      (element, top) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const box = element.getBoundingClientRect();
            if (box.top >= top && box.bottom <= window.innerHeight) resolve();
            else requestAnimationFrame(check);
          };
          check();
        }),
      navbarBottom,
    );
    await page.getByText('Error creating problem').first().waitFor();
    await saveScreenshot(page, 'create-problem-rejected');
  }, VALIDATION_TIMEOUT_MS + 30_000);

  it('creates a function-signature problem whose blank expected output is computed, and the workspace shows the generated starter', async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.locator('input[name="title"]').fill(SIGNATURE_TITLE);
    await page.getByRole('combobox', { name: 'Problem kind' }).selectOption('function');
    await page.getByRole('textbox', { name: 'Function name' }).fill('largest');
    await page.getByRole('textbox', { name: 'Parameter 1 name' }).fill('nums');
    await page.getByRole('textbox', { name: 'Parameter 1 type' }).fill('int[');
    await page.getByText('unknown type "int["').waitFor();
    await page.getByRole('textbox', { name: 'Parameter 1 type' }).fill('int[]');
    await page.getByRole('textbox', { name: 'Return type (or void)' }).fill('int');
    expect(await page.getByTestId('starter-JAVASCRIPT').innerText()).toContain('var largest = function(nums)');

    await page.getByRole('button', { name: 'Remove test case 3' }).click();
    await page.getByRole('button', { name: 'Remove test case 2' }).click();
    await page.getByRole('textbox', { name: 'Test case 1 nums' }).fill('[3,"x"]');
    await page.getByText('case 1, parameter "nums"[1]: expected int but got "x"').waitFor();
    await page.getByRole('textbox', { name: 'Test case 1 nums' }).fill('[3,9,4]');
    await page.getByRole('textbox', { name: 'Test case 1 expected' }).fill('');
    for (const [language, code] of Object.entries(LARGEST_REFERENCES)) await pasteEditorCode(page, code, page.getByTestId(`code-field-${language} Reference Solution`));
    await saveScreenshot(page, 'create-signature-problem');

    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.waitForURL(`${baseUrl()}/problems`, { timeout: VALIDATION_TIMEOUT_MS });
    await page.getByRole('textbox', { name: 'Search problems' }).fill(SIGNATURE_TITLE);
    await page.getByRole('link', { name: SIGNATURE_TITLE, exact: true }).click();
    await page.getByRole('heading', { name: SIGNATURE_TITLE }).waitFor();
    await waitForEditorToShow(page, 'var largest = function(nums)');
    expect((await editorLines(page)).join('\n')).not.toMatch(/readFileSync|stdin/);
    expect(await page.getByTestId('signature-cases').getByRole('textbox', { name: 'nums (int[])' }).inputValue()).toBe('[3,9,4]');

    // The expected output left blank was stored as the reference solutions' answer.
    const id = pathOf(page).split('/').pop();
    await page.goto(`${baseUrl()}/edit-problem/${id}`);
    await page.getByRole('heading', { name: 'Edit Problem' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Test case 1 expected' }).inputValue()).toBe('9');
    expect(await page.getByRole('textbox', { name: 'Function name' }).inputValue()).toBe('largest');

    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('textbox', { name: 'Search problems' }).fill(SIGNATURE_TITLE);
    await page.getByTestId('problem-row').filter({ hasText: SIGNATURE_TITLE }).getByRole('button', { name: `Delete ${SIGNATURE_TITLE}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Problem deleted successfully').first().waitFor();
  }, VALIDATION_TIMEOUT_MS + 60_000);

  it('previews Markdown as learners see it: bold rendered, a script neither run nor shown', async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    const markdown = 'Return **the largest** value.\n\n<script>window.previewInjected = true; document.title = "injected"</script>';
    await page.getByRole('textbox', { name: 'Description' }).fill(markdown);
    await page.getByRole('textbox', { name: 'Hints (optional)' }).fill(markdown);
    for (const name of ['Description preview', 'Hints preview']) {
      const preview = page.getByRole('region', { name });
      await preview.locator('strong').filter({ hasText: 'the largest' }).waitFor();
      expect(await preview.locator('script').count()).toBe(0);
      expect(await preview.innerText()).not.toContain('previewInjected');
    }
    expect(await page.evaluate(() => (window as unknown as { previewInjected?: boolean }).previewInjected)).toBeUndefined();
    expect(await page.title()).not.toBe('injected');
  });

  it('shows the Users Overview and the aggregated heatmap on the admin profile', async () => {
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: 'Users Overview' }).waitFor();
    await page.getByText('Active Users (last 14 days)').waitFor();
    await page.getByText('ADMIN', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'profile-admin');
  });
});
