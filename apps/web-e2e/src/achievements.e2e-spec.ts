import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { JOURNEY_PROBLEM, JOURNEY_SOLUTION_JS } from './support/fixture-problems';
import { type Account, followAccountMenu, logIn, newPage, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

const FIRST_ACCEPTED = 'First JavaScript Accepted';

/**
 * Achievements in Chromium against the whole stack: an Accepted Submit judged by the worker earns
 * the first-Accepted badge on the profile and puts the learner on this week's leaderboard, at
 * desktop width and at phone width, where the learner also opts out.
 */
describe('badges and the leaderboard in Chromium', () => {
  let browser: Browser;
  let account: Account;

  beforeAll(async () => {
    browser = await launchChromium();
    account = await registerLearner('Achiever');
  });

  afterAll(async () => {
    await browser.close();
  });

  /** The page is no wider than its viewport: nothing scrolls sideways. */
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  }

  async function expectEarnedBadge(page: Page): Promise<void> {
    await page.goto(`${baseUrl()}/profile`);
    const badge = page.getByTestId('badge').filter({ hasText: FIRST_ACCEPTED });
    await badge.and(page.locator('[data-earned="true"]')).waitFor();
    await badge.getByText(/^Earned /).waitFor();
    // Unearned badges say so in words, with how to earn them.
    const unearned = page.getByTestId('badge').filter({ hasText: 'First Python Accepted' });
    await unearned.getByText('Not earned yet').waitFor();
  }

  it('earns the first-Accepted badge and a place on this week\'s leaderboard by solving a problem (desktop)', async () => {
    const page = await newPage(browser);
    await logIn(page, account.email, account.password);
    await page.getByRole('link', { name: JOURNEY_PROBLEM, exact: true }).first().click();
    await page.getByRole('heading', { name: JOURNEY_PROBLEM }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    await replaceEditorCode(page, JOURNEY_SOLUTION_JS);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'achievements-submit');

    await expectEarnedBadge(page);
    await saveScreenshot(page, 'achievements-profile');

    await followAccountMenu(page, 'Leaderboard', '/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByRole('tab', { name: 'This week', selected: true }).waitFor();
    const own = page.getByTestId('leaderboard-row').filter({ hasText: account.name });
    await own.getByText('You', { exact: true }).waitFor();
    expect(await page.getByTestId('viewer-standing').textContent()).toMatch(/Your rank: #\d+ with 1 point \(1 solved\)/);
    await page.getByRole('tab', { name: 'All time' }).click();
    await page.getByTestId('leaderboard-row').filter({ hasText: account.name }).waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'leaderboard');
    await page.context().close();
  }, 150_000);

  it('shows the badge and the leaderboard at phone width, and an opt-out hides the learner from the board', async () => {
    const page = await newPage(browser, PHONE_VIEWPORT);
    await logIn(page, account.email, account.password, { mobile: true });
    await expectEarnedBadge(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'achievements-profile-phone');

    const optIn = page.getByRole('checkbox', { name: 'Show me on the leaderboard' });
    expect(await optIn.isChecked()).toBe(true);
    await page.getByText('Show me on the leaderboard').click();
    await page.getByRole('checkbox', { name: 'Show me on the leaderboard', checked: false }).waitFor();

    await page.goto(`${baseUrl()}/leaderboard`);
    const tab = page.getByRole('tab', { name: 'This week' });
    expect((await tab.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.getByText(/You are hidden from other learners/).waitFor();
    await page.getByText(/Your rank: #\d+/).waitFor();
    expect(await page.getByTestId('leaderboard-row').filter({ hasText: account.name }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'leaderboard-phone');
    await page.context().close();
  }, 120_000);
});
