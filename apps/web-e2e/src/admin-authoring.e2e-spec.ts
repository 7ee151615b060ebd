import type { Browser, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage, pasteEditorCode, waitForEditorToShow } from './support/journey';

/** How long the gateway may take to run a problem's reference solutions (Java and C++ compile) on a loaded machine. */
const VALIDATION_TIMEOUT_MS = 120_000;

/** The String sample with a title of its own, whose samples the admin chooses. */
const SAMPLES_TITLE = 'Chosen Samples Palindrome';
/** A Python reference for the String sample, typed into the code editor instead of the sample's. */
const PYTHON_PALINDROME = 'class Solution:\n    def is_palindrome(self, s: str) -> bool:\n        t = [c.lower() for c in s if c.isalnum()]\n        return t == t[::-1]';

/** `int largest(int[] nums)`, offered in C++ and TypeScript too. */
const CPP_TITLE = 'Largest Value In C Plus Plus';
const LARGEST_REFERENCES = {
  JavaScript: 'var largest = function(nums) { return Math.max(...nums); };',
  Python: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums)',
  Java: 'class Solution {\n    public int largest(int[] nums) {\n        int best = nums[0];\n        for (int x : nums) best = Math.max(best, x);\n        return best;\n    }\n}',
  'C++': 'class Solution {\npublic:\n    int largest(vector<int>& nums) {\n        return *max_element(nums.begin(), nums.end());\n    }\n};',
  TypeScript: 'function largest(nums: number[]): number {\n    return Math.max(...nums);\n}',
};

/**
 * The admin's authoring screen against the real gateway, worker and sandbox: references typed in
 * the code editor, the samples chosen per test case, links to the new problem after Create and
 * Save, the signature's rules under their fields, and the languages learners get.
 */
describe('admin authoring in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let api: GatewayClient;
  // The problems this file creates: deleted at the end, since the browser tests share one catalogue
  // whose list tests count rows and pages.
  const created: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    api = new GatewayClient(`${baseUrl()}/api/v1`);
    await api.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  afterAll(async () => {
    await browser.close();
    for (const id of created) await api.request('DELETE', `/problems/delete-problem/${id}`);
  });

  const openCreateForm = async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('button', { name: 'Load Sample' }).click();
  };
  const sampleBox = (testCase: number) => page.getByRole('group', { name: `Test case ${testCase}` });

  /** After Create or Save: the list's notice, and the new problem's id from its Edit link. */
  const noticeOf = async (title: string, heading: string) => {
    await page.waitForURL(`${baseUrl()}/problems`, { timeout: VALIDATION_TIMEOUT_MS });
    const notice = page.getByTestId('created-problem');
    await notice.getByText(heading).waitFor();
    const href = (await notice.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/edit-problem\/[0-9a-f-]{36}$/);
    const id = href.split('/').pop() ?? '';
    expect(await notice.getByRole('link', { name: `Open ${title}` }).getAttribute('href')).toBe(`/problem/${id}`);
    return { notice, id };
  };

  it('types a reference in the code editor, chooses the samples, then opens and edits the problem from the links after Create and Save', async () => {
    await openCreateForm();
    await page.locator('input[name="title"]').fill(SAMPLES_TITLE);
    const python = page.getByTestId('code-field-Python Reference Solution');
    await python.locator('.monaco-editor').waitFor();
    await pasteEditorCode(page, PYTHON_PALINDROME, python);
    // Monaco colours the code as Python: its tokens carry more than one of the theme's classes.
    const tokenClasses = await python.locator('.view-lines span[class^="mtk"]').evaluateAll((spans) => spans.map((span) => span.className));
    expect(new Set(tokenClasses).size).toBeGreaterThan(1);

    // The sample's first two cases start as samples; none at all is refused before anything is sent.
    expect(await sampleBox(1).getByRole('checkbox').isChecked()).toBe(true);
    expect(await sampleBox(2).getByRole('checkbox').isChecked()).toBe(true);
    await sampleBox(1).getByText('Sample (shown to learners)').click();
    await sampleBox(2).getByText('Sample (shown to learners)').click();
    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.getByText('Mark at least one test case as a sample').waitFor();
    await sampleBox(2).getByText('Sample (shown to learners)').click();
    await saveScreenshot(page, 'create-problem-samples');
    await page.getByRole('button', { name: 'Create Problem' }).click();

    const { notice, id } = await noticeOf(SAMPLES_TITLE, 'Problem created');
    created.push(id);
    await notice.getByRole('link', { name: `Open ${SAMPLES_TITLE}` }).click();
    await page.waitForURL(`${baseUrl()}/problem/${id}`);
    // Learners' Testcase panel holds the chosen sample only.
    const cases = page.getByTestId('signature-cases');
    await cases.getByRole('button', { name: 'Case 1', exact: true }).waitFor();
    expect(await cases.getByRole('button', { name: /^Case \d$/ }).count()).toBe(1);
    expect(await cases.getByRole('textbox', { name: 's (string)' }).inputValue()).toBe('"ab-ca"');

    await page.goBack();
    await page.getByTestId('created-problem').getByRole('link', { name: `Edit ${SAMPLES_TITLE}` }).click();
    await page.getByRole('heading', { name: 'Edit Problem' }).waitFor();
    expect(await sampleBox(1).getByRole('checkbox').isChecked()).toBe(false);
    expect(await sampleBox(2).getByRole('checkbox').isChecked()).toBe(true);
    await page.getByTestId('code-field-Python Reference Solution').getByText('return t == t[::-1]').waitFor();
    await page.getByRole('button', { name: 'Save Problem' }).click();
    const saved = await noticeOf(SAMPLES_TITLE, 'Problem saved');
    expect(saved.id).toBe(id);
  }, 2 * VALIDATION_TIMEOUT_MS + 30_000);

  it('shows an unknown type and a repeated method name under their fields as they are typed', async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('combobox', { name: 'Problem kind' }).selectOption('design');
    await page.getByRole('textbox', { name: 'Class name' }).fill('Cache');
    await page.getByRole('textbox', { name: 'Method 1 name' }).fill('get');
    const returns = page.getByRole('textbox', { name: 'Method 1 return type (or void)' });
    await returns.fill('Integer');
    await page.getByText('unknown type "Integer"', { exact: false }).waitFor();
    expect(await returns.getAttribute('aria-invalid')).toBe('true');
    await returns.fill('int');
    expect(await returns.getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('button', { name: 'Add Method', exact: true }).click();
    const second = page.getByRole('textbox', { name: 'Method 2 name' });
    await second.fill('get');
    await page.getByText('Method names must differ').waitFor();
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'create-problem-signature-errors');
  });

  it("shows an unknown parameter type under the parameter's type field as it is typed, and clears it once the type is known", async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('combobox', { name: 'Problem kind' }).selectOption('function');
    await page.getByRole('textbox', { name: 'Function name' }).fill('largest');
    await page.getByRole('textbox', { name: 'Parameter 1 name' }).fill('nums');
    const type = page.getByRole('textbox', { name: 'Parameter 1 type' });
    await type.fill('Integer[]');
    const error = page.getByText('unknown type "Integer"', { exact: false });
    await error.waitFor();
    expect(await type.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's own error message (aria-errormessage), announced as it appears.
    expect(await type.evaluate((field) => document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent ?? '')).toContain('unknown type "Integer"');
    await type.fill('int[]');
    await error.waitFor({ state: 'detached' });
    expect(await type.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers learners the languages the admin gives a reference for: C++ and TypeScript are previewed once added, and the workspace offers them', async () => {
    await openCreateForm();
    await page.locator('input[name="title"]').fill(CPP_TITLE);
    await page.getByRole('combobox', { name: 'Problem kind' }).selectOption('function');
    await page.getByRole('textbox', { name: 'Function name' }).fill('largest');
    await page.getByRole('textbox', { name: 'Parameter 1 name' }).fill('nums');
    await page.getByRole('textbox', { name: 'Parameter 1 type' }).fill('int[]');
    await page.getByRole('textbox', { name: 'Return type (or void)' }).fill('int');
    const starters = page.getByRole('region', { name: 'Generated starters' });
    await starters.getByTestId('starter-JAVA').waitFor();
    // Only the languages learners will get are previewed; the others are named, to add.
    expect(await starters.getByTestId('starter-CPP').count()).toBe(0);
    await starters.getByText('Add TypeScript or C++ there to offer them too.').waitFor();
    await page.getByRole('button', { name: 'Add C++ (optional)' }).click();
    expect(await starters.getByTestId('starter-CPP').innerText()).toContain('int largest(vector<int>& nums)');
    expect(await starters.getByTestId('starter-TYPESCRIPT').count()).toBe(0);
    await page.getByRole('button', { name: 'Add TypeScript (optional)' }).click();
    expect(await starters.getByTestId('starter-TYPESCRIPT').innerText()).toContain('function largest(nums: number[]): number');

    await page.getByRole('button', { name: 'Remove test case 3' }).click();
    await page.getByRole('button', { name: 'Remove test case 2' }).click();
    await page.getByRole('textbox', { name: 'Test case 1 nums' }).fill('[3,9,4]');
    await page.getByRole('textbox', { name: 'Test case 1 expected' }).fill('9');
    for (const [language, code] of Object.entries(LARGEST_REFERENCES)) await pasteEditorCode(page, code, page.getByTestId(`code-field-${language} Reference Solution`));
    await page.getByRole('button', { name: 'Create Problem' }).click();

    const { notice, id } = await noticeOf(CPP_TITLE, 'Problem created');
    created.push(id);
    await notice.getByRole('link', { name: `Open ${CPP_TITLE}` }).click();
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.waitFor();
    expect((await language.locator('option').allInnerTexts()).sort()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'TypeScript']);
    await language.selectOption('TYPESCRIPT');
    await waitForEditorToShow(page, 'function largest(nums: number[]): number');
  }, VALIDATION_TIMEOUT_MS + 60_000);
});
