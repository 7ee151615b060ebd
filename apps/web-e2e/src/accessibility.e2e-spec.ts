import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { seriousViolations } from './support/axe';
import { logIn, newPage } from './support/journey';

/**
 * No serious or critical axe-core violation on the main screens, in light and in dark mode
 * (colour contrast included), signed in as the demo admin so the admin controls are on the pages.
 */
describe('accessibility of the main screens (axe-core in Chromium)', () => {
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

  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['landing', '/', (p) => p.getByRole('link', { name: 'Get Started' }).first().waitFor()],
    ['problems', '/problems', (p) => p.getByTestId('problem-row').first().waitFor()],
    ['sheets', '/playlist', (p) => p.getByRole('heading', { name: 'Sheets', level: 1 }).waitFor()],
    ['profile', '/profile', (p) => p.getByText('Login Activity').waitFor()],
    ['admin', '/add-problem', (p) => p.getByRole('heading', { name: 'Create Problem' }).first().waitFor()],
  ];

  for (const theme of ['light', 'dark'] as const) {
    it.each(screens)(`has no serious violation on %s in ${theme} mode`, async (_name, path, ready) => {
      await page.goto(`${baseUrl()}${path}`);
      await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.reload();
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`has no serious violation on a failed load in ${theme} mode`, async () => {
      const failing = (url: URL) => url.pathname === '/api/v1/playlist';
      await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
      try {
        await page.goto(`${baseUrl()}/playlist`);
        await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
        await page.reload();
        await page.getByTestId('load-error').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.unroute(failing);
      }
    });

    it(`has no serious violation in the workspace in ${theme} mode`, async () => {
      await page.goto(`${baseUrl()}/problems`);
      await page.getByRole('link', { name: 'Shout It', exact: true }).click();
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
      await page.locator('.monaco-editor').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
