import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage } from './support/journey';

/** How long the gateway may take to run a problem's reference solutions in three languages (Java compiles) on a loaded machine. */
const VALIDATION_TIMEOUT_MS = 120_000;

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
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Add Problem' }).click();
    await page.waitForURL(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();

    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.getByText('Title must be at least 3 characters').waitFor();

    await page.getByRole('button', { name: 'DP', exact: true }).click();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Valid Palindrome III');
    await page.getByRole('button', { name: 'String', exact: true }).click();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Valid Palindrome');
    await saveScreenshot(page, 'create-problem');

    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.waitForURL(`${baseUrl()}/problems`, { timeout: VALIDATION_TIMEOUT_MS });
    await page.getByText('Problem Created successfully⚡').first().waitFor();

    await page.getByRole('textbox', { name: 'Search problems' }).fill('Valid Palindrome');
    const row = page.getByTestId('problem-row').filter({ hasText: 'Valid Palindrome' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete Valid Palindrome' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Problem deleted successfully').first().waitFor();
    await page.getByText('No problems match your filters.').waitFor();
  }, VALIDATION_TIMEOUT_MS + 30_000);

  it('shows which reference solution failed, and where, when the gateway rejects the problem', async () => {
    await page.goto(`${baseUrl()}/add-problem`);
    await page.getByRole('heading', { name: 'Create Problem' }).waitFor();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('textbox', { name: 'Python Reference Solution' }).fill('print("not a palindrome check")\n');

    await page.getByRole('button', { name: 'Create Problem' }).click();
    // The gateway runs every reference solution through the worker and the sandbox before answering.
    const failure = page.getByTestId('server-error');
    await failure.waitFor({ timeout: VALIDATION_TIMEOUT_MS });
    expect(await failure.innerText()).toMatch(/PYTHON reference solution fails test 1/);
    expect(await failure.innerText()).toContain('Python reference solution:');
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

  it('shows the Users Overview and the aggregated heatmap on the admin profile', async () => {
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: 'Users Overview' }).waitFor();
    await page.getByText('Active Users (last 14 days)').waitFor();
    await page.getByText('ADMIN', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'profile-admin');
  });
});
