import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN, DEMO_LEARNER } from './support/config/e2e-env';
import { logIn, newPage, pathOf } from './support/journey';

describe('route guards in Chromium (login-only and admin-only routes)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('sends a logged-out visitor from /problems to /login, and from another page to /login with that page to return to', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/problems`);
    // A sign-in lands on /problems anyway: nothing to carry.
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await saveScreenshot(page, 'login');
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL(`${baseUrl()}/login?next=%2Fprofile`);
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

  it('gives admins a working Edit on each problem row, and learners none', async () => {
    const admin = await newPage(browser);
    await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.goto(`${baseUrl()}/problems`);
    const adminRow = admin.getByTestId('problem-row').filter({ hasText: 'Shout It' });
    const edit = adminRow.getByRole('link', { name: 'Edit Shout It' });
    await edit.waitFor();
    expect(await adminRow.getByRole('button', { name: 'Delete Shout It' }).isEnabled()).toBe(true);
    await edit.click();
    await admin.waitForURL(/\/edit-problem\//);
    await admin.getByRole('heading', { name: 'Edit Problem' }).waitFor();
    expect(await admin.locator('input[name="title"]').inputValue()).toBe('Shout It');
    await admin.context().close();

    const learner = await newPage(browser);
    await logIn(learner, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await learner.goto(`${baseUrl()}/problems`);
    const learnerRow = learner.getByTestId('problem-row').filter({ hasText: 'Shout It' });
    await learnerRow.getByRole('button', { name: 'Add Shout It to a sheet' }).waitFor();
    expect(await learnerRow.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await learnerRow.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await learner.context().close();
  });
});
