import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage } from './support/journey';

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
    await page.waitForURL(`${baseUrl()}/problems`);
    await page.getByText('Problem Created successfully⚡').first().waitFor();

    await page.getByRole('textbox', { name: 'Search problems' }).fill('Valid Palindrome');
    const row = page.getByTestId('problem-row').filter({ hasText: 'Valid Palindrome' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete Valid Palindrome' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Problem deleted successfully').first().waitFor();
    await page.getByText('No problems match your filters.').waitFor();
  });

  it('shows the Users Overview and the aggregated heatmap on the admin profile', async () => {
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: 'Users Overview' }).waitFor();
    await page.getByText('Active Users (last 14 days)').waitFor();
    await page.getByText('ADMIN', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'profile-admin');
  });
});
