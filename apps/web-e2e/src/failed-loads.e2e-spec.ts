import { randomUUID } from 'node:crypto';
import type { SheetResponse } from '@algosheets/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage } from './support/journey';

/**
 * Makes the gateway's answer to every request whose URL matches fail with a 500, as an outage
 * would, until the returned function is called.
 */
async function failRequests(page: Page, matches: (url: URL) => boolean): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"code":"INTERNAL","message":"down"}' });
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

const path = (expected: string) => (url: URL) => url.pathname === expected;

/**
 * Every page that loads data shows a failed load as an error with Retry in the place of the data
 * (never an empty list or a spinner that never ends), and Retry loads it once the gateway answers.
 * What is not there at all says "not found" instead, without a Retry that could not help.
 */
describe('failed loads in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let sheet: { id: string; name: string };
  let problemPath: string;

  beforeAll(async () => {
    browser = await launchChromium();
    const account = { name: 'Outage Learner', email: `outage-${Date.now()}@example.com`, password: 'outage-pass-1' };
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.register(account.name, account.email, account.password);
    const created = await client.request<SheetResponse>('POST', '/playlist/create-playlist', { name: 'Outage Sheet', description: 'Survives a failed load', isPublic: false });
    sheet = { id: created.playList.id, name: created.playList.name };
    page = await newPage(browser);
    await logIn(page, account.email, account.password);
    await page.goto(`${baseUrl()}/problems`);
    problemPath = (await page.getByRole('link', { name: 'Shout It' }).getAttribute('href')) ?? '';
  });

  afterAll(async () => {
    await browser.close();
  });

  const retry = () => page.getByRole('button', { name: 'Retry' });

  it('shows the sheets list failing, not "No Sheets found", and loads it on Retry', async () => {
    const restore = await failRequests(page, path('/api/v1/playlist'));
    await page.goto(`${baseUrl()}/playlist`);
    await page.getByText('Your sheets could not be loaded.').waitFor();
    expect(await page.getByText('No Sheets found. Start by creating one!').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'My Sheets' }).count()).toBe(0);
    // Neither the error nor its toast names a gateway path.
    expect(await page.locator('body').innerText()).not.toContain('/api/');
    await saveScreenshot(page, 'failed-load-sheets');
    await restore();
    await retry().click();
    await page.getByTestId('sheet-card').filter({ hasText: sheet.name }).waitFor();
    expect(await page.getByTestId('load-error').count()).toBe(0);
  });

  it("shows the Add to Sheet dialog's sheets failing, not an empty choice, and loads them on Retry", async () => {
    const restore = await failRequests(page, path('/api/v1/playlist'));
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('button', { name: 'Add Shout It to a sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Sheet' });
    await dialog.getByText('Your sheets could not be loaded.').waitFor();
    await restore();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByLabel('Select Sheet').selectOption({ label: sheet.name });
    expect(await dialog.getByTestId('load-error').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('shows a sheet failing to load with Retry, and a sheet that does not exist as not found', async () => {
    const restore = await failRequests(page, path(`/api/v1/playlist/${sheet.id}`));
    await page.goto(`${baseUrl()}/playlist/${sheet.id}`);
    await page.getByText('The sheet could not be loaded.').waitFor();
    await restore();
    await retry().click();
    await page.getByRole('heading', { name: sheet.name }).waitFor();

    await page.goto(`${baseUrl()}/playlist/${randomUUID()}`);
    await page.getByText('Sheet not found.').waitFor();
    expect(await retry().count()).toBe(0);
  });

  it("shows the profile's statistics and solved problems failing, not an endless spinner or an empty list", async () => {
    const restoreStats = await failRequests(page, path('/api/v1/users/me/stats'));
    const restoreSolved = await failRequests(page, path('/api/v1/problems/get-solved-problems'));
    await page.goto(`${baseUrl()}/profile`);
    await page.getByText('Your statistics could not be loaded.').waitFor();
    await page.getByText('Your solved problems could not be loaded.').waitFor();
    expect(await page.getByText('No problems solved yet').count()).toBe(0);
    expect(await page.getByLabel('Loading statistics').count()).toBe(0);
    await restoreStats();
    await restoreSolved();
    await retry().first().click();
    await page.getByRole('heading', { name: 'Progress Overview' }).waitFor();
    await retry().click();
    await page.getByText('No problems solved yet').waitFor();
  });

  it('shows the workspace failing to load with Retry, and a problem that does not exist as not found', async () => {
    const restore = await failRequests(page, (url) => url.pathname.startsWith('/api/v1/problems/get-problem/'));
    await page.goto(`${baseUrl()}${problemPath}`);
    await page.getByText('The problem could not be loaded.').waitFor();
    expect(await page.getByText('Problem not found.').count()).toBe(0);
    await restore();
    await retry().click();
    await page.getByRole('heading', { name: 'Shout It' }).waitFor();

    await page.goto(`${baseUrl()}/problem/${randomUUID()}`);
    await page.getByText('Problem not found.').waitFor();
    expect(await retry().count()).toBe(0);
    // The workspace has no navigation bar: the page itself leads back.
    await page.getByRole('link', { name: 'Back to problems' }).click();
    await page.getByRole('heading', { name: 'Practice Problems' }).waitFor();
  });

  it('shows the submission history failing, not "No Submissions Found", and loads it on Retry', async () => {
    const restore = await failRequests(page, (url) => url.pathname.startsWith('/api/v1/submission/get-submission/'));
    await page.goto(`${baseUrl()}${problemPath}`);
    await page.getByRole('tab', { name: /^Submissions/ }).click();
    await page.getByText('Your submissions could not be loaded.').waitFor();
    expect(await page.getByText('No Submissions Found').count()).toBe(0);
    await restore();
    await retry().click();
    await page.getByText('No Submissions Found').waitFor();
  });

  describe('as the admin', () => {
    let admin: Page;

    beforeAll(async () => {
      admin = await newPage(browser);
      await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    });

    it("shows the Users Overview's lists failing, not 'No users found.'", async () => {
      const restoreUsers = await failRequests(admin, path('/api/v1/users'));
      const restoreActive = await failRequests(admin, path('/api/v1/users/active'));
      await admin.goto(`${baseUrl()}/profile`);
      await admin.getByText('The users could not be loaded.').waitFor();
      await admin.getByText('The active users could not be loaded.').waitFor();
      expect(await admin.getByText('No users found.').count()).toBe(0);
      expect(await admin.getByText('No active users in this period.').count()).toBe(0);
      await restoreUsers();
      await restoreActive();
      // Active users come first on the page, then all users.
      await admin.getByRole('button', { name: 'Retry' }).first().click();
      await admin.getByText(/^Last login: /).first().waitFor();
      await admin.getByRole('button', { name: 'Retry' }).click();
      await admin.getByRole('region', { name: 'All users' }).waitFor();
      expect(await admin.getByTestId('load-error').count()).toBe(0);
    });

    it('shows the edit-problem page failing to load with Retry', async () => {
      const restore = await failRequests(admin, (url) => url.pathname.startsWith('/api/v1/problems/get-problem/'));
      await admin.goto(`${baseUrl()}${problemPath.replace('/problem/', '/edit-problem/')}`);
      await admin.getByText('The problem could not be loaded.').waitFor();
      await restore();
      await admin.getByRole('button', { name: 'Retry' }).click();
      await admin.getByRole('heading', { name: 'Edit Problem' }).waitFor();
    });
  });
});
