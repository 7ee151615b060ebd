import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_LEARNER } from './support/config/e2e-env';
import { logIn, newPage, pathOf } from './support/journey';

describe('route guards in Chromium (spec section 2)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('sends a logged-out visitor from /problems to /login', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/problems`);
    // /login carries the page to return to after signing in.
    await page.waitForURL(`${baseUrl()}/login?next=%2Fproblems`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await saveScreenshot(page, 'login');
    await page.context().close();
  });

  it('sends a learner who opens /add-problem to /', async () => {
    const page = await newPage(browser);
    await logIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.goto(`${baseUrl()}/add-problem`);
    await page.waitForURL(`${baseUrl()}/`);
    expect(pathOf(page)).toBe('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Add Problem' }).count()).toBe(0);
    await page.context().close();
  });
});
