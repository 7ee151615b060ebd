import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { JOURNEY_PROBLEM, JOURNEY_SOLUTION_JS } from './support/fixture-problems';
import { followAccountMenu, installPageClock, logIn, newPage, passCooldown, pathOf, replaceEditorCode, waitForVerdict } from './support/journey';

/**
 * A learner's journey from sign-up to the profile, in order: each step builds on the one before,
 * so the tests share one page and run in sequence.
 */
describe('learner journey in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const email = `learner-${Date.now()}@example.com`;
  const password = 'journey-pass-1';
  const sheetName = 'Interview Warm-up';

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await installPageClock(page);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('signs up, logs out and logs in again', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await page.getByLabel('Name', { exact: true }).fill('Journey Learner');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await saveScreenshot(page, 'signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl()}/problems`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout successful').first().waitFor();
    expect(await page.evaluate("window.localStorage.getItem('isLoggedOut')")).toBe('true');
    await logIn(page, email, password);
  });

  it('filters the problem list', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('heading', { name: 'Practice Problems' }).waitFor();
    await page.getByTestId('page-indicator').filter({ hasText: '1 / 2' }).waitFor();
    expect(await page.getByTestId('problem-row').count()).toBe(6);
    await saveScreenshot(page, 'problems');

    await page.getByRole('group', { name: 'Companies' }).getByText('Amazon', { exact: true }).click();
    await page.getByRole('group', { name: 'Topics' }).getByText('String', { exact: true }).click();
    // The server filters: the previous answer stays until the one for both choices arrives.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="problem-row"]').length === 1);
    await page.getByTestId('page-indicator').filter({ hasText: '1 / 1' }).waitFor();
    await page.getByTestId('active-filters').getByText('Amazon').waitFor();

    await page.getByRole('group', { name: 'Topics' }).getByText('Graph', { exact: true }).click();
    await page.getByRole('group', { name: 'Topics' }).getByText('String', { exact: true }).click();
    await page.getByRole('group', { name: 'Topics' }).getByText('Graph', { exact: true }).click();
    await page.getByRole('group', { name: 'Topics' }).getByText('Math', { exact: true }).click();
    await page.getByText('No problems match your filters.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByTestId('page-indicator').filter({ hasText: '1 / 2' }).waitFor();
  });

  it('opens a problem, runs the starter code (failing per test) and submits a correct solution', async () => {
    await page.getByRole('link', { name: JOURNEY_PROBLEM }).click();
    await page.waitForURL(/\/problem\//);
    await page.getByRole('heading', { name: JOURNEY_PROBLEM }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    // The two samples, one field per parameter.
    await page.getByTestId('signature-cases').getByRole('button', { name: 'Case 2', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('results').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('summary-Status').textContent()).toBe('Wrong Answer');
    expect(await page.locator('[data-testid="test-result"][data-passed="false"]').count()).toBe(2);
    // The bare starter returns nothing: null against each expected string.
    expect(await page.getByTestId('answer-difference').first().innerText()).toContain('expected "olleh", got null');
    await page.getByRole('button', { name: /^Wait \d+s$/ }).first().waitFor();
    await saveScreenshot(page, 'workspace-run');

    await replaceEditorCode(page, JOURNEY_SOLUTION_JS);
    // The 30-second Run/Submit cooldown has to pass before Submit is allowed again.
    await passCooldown(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'journey-submit');
    expect(await page.getByTestId('summary-Success Rate').textContent()).toBe('100.0%');

    await page.getByRole('tab', { name: 'Submissions' }).click();
    await page.getByTestId('submission-row').filter({ hasText: 'Accepted' }).waitFor();
    await saveScreenshot(page, 'workspace-accepted');
    // A Run and a Submit through the sandbox: longer than the default 60 s on a loaded machine.
  }, 150_000);

  it('shows the solved check in the list, and a sheet with the problem at 1/1 and 100%', async () => {
    await page.goto(`${baseUrl()}/problems`);
    const row = page.getByTestId('problem-row').filter({ hasText: JOURNEY_PROBLEM });
    await row.getByLabel('Solved').waitFor();

    await page.getByRole('button', { name: 'Create Sheets' }).click();
    // The dialog is a lazy chunk that animates in: act inside it once it is there.
    const create = page.getByRole('dialog', { name: 'Create New Sheet' });
    await create.waitFor();
    await create.getByLabel('Sheet Name').fill(sheetName);
    await create.getByLabel('Description').fill('My first sheet');
    expect(await create.getByText('Make this Sheet public (visible to everyone)').count()).toBe(0);
    await create.getByRole('button', { name: 'Create Sheet' }).click();
    await page.getByText('Sheet created').first().waitFor();

    await row.getByRole('button', { name: `Add ${JOURNEY_PROBLEM} to a sheet` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Sheet' });
    await dialog.getByLabel('Select Sheet').selectOption({ label: sheetName });
    await dialog.getByRole('button', { name: 'Add to Sheet' }).click();
    await page.getByText('Problem added to the sheet').first().waitFor();

    await page.goto(`${baseUrl()}/playlist`);
    await page.getByRole('heading', { name: 'My Sheets' }).waitFor();
    const card = page.getByTestId('sheet-card').filter({ hasText: sheetName });
    await card.getByText('Sheet 1').waitFor();
    await saveScreenshot(page, 'sheets');
    await card.getByRole('link', { name: 'Start Learning' }).click();
    await page.getByTestId('sheet-solved').filter({ hasText: '1/1 Problems Solved' }).waitFor();
    expect(await page.getByTestId('sheet-percent').textContent()).toBe('100%');
    await saveScreenshot(page, 'sheet-detail');
  });

  it('shows the problem solved, a streak of 1 and today in the heatmap on the profile', async () => {
    await followAccountMenu(page, 'My Profile', '/profile');
    expect(pathOf(page)).toBe('/profile');
    await page.getByTestId('solved-row').filter({ hasText: JOURNEY_PROBLEM }).getByText('✓ Solved').waitFor();
    await page.getByRole('heading', { name: 'Solved Problems (1)' }).waitFor();
    expect(await page.getByTestId('current-streak').textContent()).toBe('1');
    expect(await page.getByTestId('attempting').textContent()).toBe('0');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    const cell = page.locator(`[data-date="${today}"]`);
    expect(Number(await cell.getAttribute('data-level'))).toBeGreaterThan(0);
    await cell.hover();
    await page.getByTestId('heatmap-tooltip').getByText(/^\d+ logins?$/).waitFor();
    await saveScreenshot(page, 'profile-learner');
  });
});
