import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { newPage } from './support/journey';

/** An addition to the core screens: light and dark mode, remembered. */
describe('colour mode in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });

  afterAll(async () => {
    await browser.close();
  });

  const htmlClass = () => page.evaluate(() => document.documentElement.className);
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('starts dark, switches to light and keeps light across a reload', async () => {
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlClass()).toContain('dark');
    const darkBackground = await pageBackground();

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await htmlClass()).toContain('light');
    expect(await pageBackground()).not.toBe(darkBackground);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await htmlClass()).toContain('light');
    await saveScreenshot(page, 'landing-light');

    // Another page of the same browser profile opens light too.
    const other = await page.context().newPage();
    await other.goto(`${baseUrl()}/pricing`);
    await other.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await other.close();
  });

  it('switches back to dark and keeps dark across a reload', async () => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await htmlClass()).toContain('dark');
  });
});
