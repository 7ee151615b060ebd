import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './support/browser';
import { logIn, newPage, pathOf, registerLearner } from './support/journey';

// Each test walks several screens with sign-ins (argon2) on a shared, busy machine.
jest.setTimeout(180_000);

/**
 * Learner experience, round 3, in Chromium: sign-up keeps `next`, refuses a common password and a
 * taken e-mail (offering to log in), focuses its first field; the problem list keeps its page and
 * sort in the address; the screens say "Sheet", the bookmark stays off after Cancel, a too-long
 * sheet name says the maximum, and the landing page shows only the languages the judge runs.
 */
describe('sign-up, the problem list and the sheet screens in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser.close();
  });

  const isFocused = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

  it('signs up from a problem with next kept, refusing a common password, then a taken e-mail offers to log in', async () => {
    const known = await registerLearner('Taken');
    const page = await newPage(browser);
    try {
      await logIn(page, known.email, known.password);
      await page.goto(`${baseUrl()}/problems`);
      const problemPath = (await page.getByRole('link', { name: 'Shout It', exact: true }).getAttribute('href')) ?? '';
      await page.context().clearCookies();

      const visitor = await newPage(browser);
      await visitor.goto(`${baseUrl()}${problemPath}`);
      await visitor.waitForURL((url) => url.pathname === '/login');
      expect(await isFocused(visitor, 'Email')).toBe(true);
      // The login form's own link (the top bar has a Sign Up link too, without `next`).
      await visitor.locator('#main-content').getByRole('link', { name: 'Sign Up', exact: true }).click();
      await visitor.waitForURL((url) => url.pathname === '/signup');
      expect(new URL(visitor.url()).searchParams.get('next')).toBe(problemPath);
      await visitor.getByLabel('Name', { exact: true }).waitFor();
      expect(await isFocused(visitor, 'Name')).toBe(true);

      await visitor.keyboard.type('New Learner');
      await visitor.getByLabel('Email', { exact: true }).fill(known.email);
      await visitor.getByLabel('Password', { exact: true }).fill('123456');
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await visitor.getByText('This password is among the most common ones: choose another').waitFor();

      await visitor.getByLabel('Password', { exact: true }).fill('a-rarer-pass-93');
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await visitor.getByText('An account with this email already exists').first().waitFor();
      await visitor.getByRole('link', { name: 'Log in with this email instead' }).click();
      await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === problemPath);

      // The login form's own link (the top bar has a Sign Up link too, without `next`).
      await visitor.locator('#main-content').getByRole('link', { name: 'Sign Up', exact: true }).click();
      await visitor.getByLabel('Name', { exact: true }).fill('New Learner');
      await visitor.getByLabel('Email', { exact: true }).fill(`new-${Date.now()}@example.com`);
      await visitor.getByLabel('Password', { exact: true }).fill('a-rarer-pass-93');
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await visitor.getByRole('heading', { name: 'Shout It' }).waitFor();
      expect(pathOf(visitor)).toBe(problemPath);
      await visitor.context().close();
    } finally {
      await page.context().close();
    }
  });

  it('says "Sheet" and the maximum length, and keeps the bookmark off after Cancel', async () => {
    const account = await registerLearner('Sheeter');
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.getByRole('button', { name: 'Create Sheets' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Sheet' });
      await dialog.getByLabel('Sheet Name').fill('x'.repeat(101));
      await dialog.getByRole('button', { name: 'Create Sheet' }).click();
      await dialog.getByText('Sheet name must be at most 100 characters').waitFor();
      await dialog.getByLabel('Sheet Name').fill('Round Three');
      await dialog.getByRole('button', { name: 'Create Sheet' }).click();
      await page.getByText('Sheet created').first().waitFor();

      await page.getByRole('link', { name: 'Shout It', exact: true }).click();
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
      await page.getByRole('button', { name: 'Bookmark: add to a sheet' }).click();
      const add = page.getByRole('dialog', { name: 'Add to Sheet' });
      await add.getByRole('button', { name: 'Cancel' }).click();
      await add.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Bookmark: add to a sheet' }).count()).toBe(1);

      await page.getByRole('button', { name: 'Bookmark: add to a sheet' }).click();
      await add.getByLabel('Select Sheet').selectOption({ label: 'Round Three' });
      await add.getByRole('button', { name: 'Add to Sheet' }).click();
      await page.getByText('Problem added to the sheet').first().waitFor();
      await page.getByRole('button', { name: 'Bookmark: added to a sheet; add to another' }).waitFor();
      expect(await page.getByText(/Playlist|Probelem|Probelm/).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('advertises on the landing page only the languages the judge runs', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(baseUrl());
      await page.getByTestId('floating-language').first().waitFor();
      expect(await page.getByTestId('floating-language').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title')))).toEqual(['Java', 'JavaScript', 'Python', 'TypeScript', 'C++']);
    } finally {
      await page.context().close();
    }
  });
});
