import type { HealthResponse } from '@algosheets/contracts';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';

describe('landing and static pages in Chromium (smoke)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser.close();
  });

  it("renders the hero and taglines, and reaches the gateway health through the web server's proxy", async () => {
    const health = page.waitForResponse((response) => response.url().endsWith('/api/v1/health'));
    await page.goto(baseUrl());
    const response = await health;
    expect(response.status()).toBe(200);
    expect((await response.json()) as HealthResponse).toEqual({ status: 'ok', db: 'up', redis: 'up' });

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/coding interview/i);
    await page.getByText('Crack DSA With Confidence').first().waitFor();
    await page.getByText('Guiding coders towards success, one problem at a time.').first().waitFor();
    await page.getByTestId('service-status').filter({ hasText: 'All systems operational' }).waitFor();
    await saveScreenshot(page, 'landing');
  });

  it.each([
    ['/pricing', 'Pricing', 'pricing'],
    ['/about', 'About AlgoSheets', 'about'],
    ['/FAQ', 'Frequently Asked Questions', 'faq'],
  ])('renders %s for a visitor', async (path, heading, screenshot) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await saveScreenshot(page, screenshot);
  });
});
