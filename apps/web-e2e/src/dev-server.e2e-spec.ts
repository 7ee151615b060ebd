import { resolve } from 'node:path';
import { freePort, startServiceProcess, type ServiceProcess } from '@algosheets/testing';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './support/browser';
import { serviceEnv } from './support/config/e2e-env';
import { logIn, newPage, registerLearner } from './support/journey';

const root = resolve(__dirname, '../../..');

/** Fresh page loads per check: each bug below showed on about every second load before its fix. */
const ATTEMPTS = 5;

/**
 * What `npm run dev` serves: the Vite dev server, with React's development build, whose StrictMode
 * replays every mount's effects, and renders slow enough for keystrokes to land between them. The
 * other browser tests drive the production build; these two bugs only ever showed here. The dev
 * server forwards `/api` to the stack's preview server, so the session cookie of the login (same
 * host, another port) is valid on both.
 */
describe('development build (npm start) in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let devServer: ServiceProcess;
  let devUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    devUrl = `http://127.0.0.1:${port}`;
    devServer = await startServiceProcess({
      name: 'web-dev',
      command: process.execPath,
      args: ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts'],
      cwd: root,
      env: serviceEnv({ GATEWAY_URL: baseUrl(), WEB_PORT: String(port) }),
      readyUrl: `${devUrl}/`,
    });
    browser = await launchChromium();
    page = await newPage(browser);
    const account = await registerLearner('Devserver');
    await logIn(page, account.email, account.password);
    // The first visit lets Vite discover and bundle the lazy pages' and Monaco's dependencies, which
    // ends in a full reload; the checks below must not race it.
    await openShoutIt();
    await page.waitForLoadState('networkidle');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await devServer?.stop();
  });

  async function openShoutIt() {
    await page.goto(`${devUrl}/problems`);
    await page.getByRole('link', { name: 'Shout It' }).click();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
  }

  it('keeps Create New Sheet open after it opens from the problems page', async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      await page.goto(`${devUrl}/problems`);
      await page.getByRole('button', { name: 'Create Sheets' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Sheet' });
      await dialog.waitFor();
      // It used to close itself within a few frames of opening.
      await page.waitForTimeout(1000);
      expect({ attempt, open: await dialog.isVisible() }).toEqual({ attempt, open: true });
      await dialog.getByLabel('Sheet Name').fill('Still here');
      expect(await dialog.getByLabel('Sheet Name').inputValue()).toBe('Still here');
    }
  }, 120_000);

  it('runs exactly the code typed into Monaco, however fast it was typed', async () => {
    const typed = 'console.log(1); // typed fast';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      await openShoutIt();
      await page.locator('.monaco-editor').first().click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(typed);
      const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/v1/execute-code'));
      await page.getByRole('button', { name: 'Run Code' }).click();
      const sent = ((await request).postDataJSON() as { source_code: string }).source_code;
      expect({ attempt, sent }).toEqual({ attempt, sent: typed });
    }
  }, 180_000);
});
