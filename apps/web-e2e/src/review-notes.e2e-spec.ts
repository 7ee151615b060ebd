import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { readE2eEnv } from './support/config/e2e-env';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { JOURNEY_SOLUTION_JS } from './support/fixture-problems';
import { type Account, logIn, newPage, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

/** The problem of this file; its correct answer is the journey's (both reverse a line). */
const PROBLEM = 'Reverse String';
const NOTE = '## Plan\n\nWalk **two pointers** inwards and swap.\n\n<script>window.__noteInjected = true</script>';

/**
 * The review queue and notes in Chromium against the whole stack: rating an Accepted Submit, the
 * "Due for review" list and the navbar's count, and a note that autosaves and survives a reload.
 */
describe('review queue and notes in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: Account;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    account = await registerLearner('Reviewer');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  const reviewCount = () => page.getByTestId('review-count');

  /** Days pass: the learner's review cards become due yesterday (the shortest interval is a day). */
  async function letCardsFallDue(): Promise<void> {
    const client = new Client({ connectionString: readE2eEnv().databaseUrl });
    await client.connect();
    try {
      const moved = await client.query(`UPDATE review_cards SET due = now() - interval '1 day' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [account.email]);
      expect(moved.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  }

  async function submitAccepted(label: string): Promise<void> {
    await page.getByRole('heading', { name: PROBLEM }).waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    await replaceEditorCode(page, JOURNEY_SOLUTION_JS);
    // The 30-second Run/Submit cooldown may still run from an earlier Submit.
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submit.waitFor({ timeout: 40_000 });
    await submit.click();
    await waitForVerdict(page, 'Accepted', label);
  }

  it('asks for a rating after an Accepted Submit and answers the next review day', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await reviewCount().filter({ hasText: 'Review 0' }).waitFor();
    await page.getByText('Nothing is due.').waitFor();
    await page.getByRole('link', { name: PROBLEM, exact: true }).first().click();
    await submitAccepted('review-first-submit');

    const prompt = page.getByTestId('rating-prompt');
    await prompt.waitFor();
    // Solved problems are scheduled as Good until the learner rates them.
    await prompt.getByRole('button', { name: 'Good', pressed: true }).waitFor();
    const next = prompt.getByTestId('next-review');
    const dueDay = async (rating: string): Promise<string | null> => {
      await prompt.getByRole('button', { name: rating }).click();
      await prompt.getByRole('button', { name: rating, pressed: true }).waitFor();
      return next.getAttribute('data-due-day');
    };
    // Again brings the problem back the next day in the browser's zone.
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
    expect(await dueDay('Again')).toBe(tomorrow);
    // A change of mind replaces the grade rather than counting as a second review: Easy pushes the
    // day out, and Again brings it back to tomorrow.
    expect((await dueDay('Easy')) as string > tomorrow).toBe(true);
    expect(await dueDay('Again')).toBe(tomorrow);
    await saveScreenshot(page, 'review-rating');
  }, 120_000);

  it('lists a due problem on the problems page and counts it in the navbar; re-solving and rating it is its review', async () => {
    await letCardsFallDue();
    await page.goto(`${baseUrl()}/problems`);
    const due = page.getByTestId('due-review');
    await due.filter({ hasText: PROBLEM }).waitFor();
    expect(await due.count()).toBe(1);
    await reviewCount().filter({ hasText: 'Review 1' }).waitFor();
    expect(await page.getByRole('link', { name: 'Review 1 due' }).count()).toBe(1);
    await saveScreenshot(page, 'review-due-list');

    await due.getByRole('link', { name: PROBLEM }).click();
    await submitAccepted('review-second-submit');
    await page.getByTestId('rating-prompt').getByRole('button', { name: 'Good' }).click();
    await page.getByTestId('rating-prompt').getByTestId('next-review').waitFor();

    await page.goto(`${baseUrl()}/problems`);
    await page.getByText('Nothing is due.').waitFor();
    await reviewCount().filter({ hasText: 'Review 0' }).waitFor();
  }, 150_000);

  it('autosaves a note, keeps it across a reload, renders it sanitised and finds it from the problems search', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByRole('link', { name: PROBLEM, exact: true }).first().click();
    await page.getByRole('heading', { name: PROBLEM }).waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    const editor = page.getByRole('textbox', { name: 'My note (Markdown)' });
    await editor.fill(NOTE);
    const status = page.getByTestId('note-status');
    await status.and(page.locator('[data-state="editing"]')).waitFor();
    // No Save button: the note is saved after a short pause in typing.
    await status.and(page.locator('[data-state="saved"]')).waitFor({ timeout: 10_000 });

    await page.reload();
    await page.getByRole('heading', { name: PROBLEM }).waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    expect(await page.getByRole('textbox', { name: 'My note (Markdown)' }).inputValue()).toBe(NOTE);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('note-preview');
    await preview.getByRole('heading', { name: 'Plan' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('two pointers');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __noteInjected?: boolean }).__noteInjected)).toBeUndefined();
    await saveScreenshot(page, 'review-note');

    await page.goto(`${baseUrl()}/problems`);
    await page.getByLabel('Search problems').fill('TWO POINTERS');
    const match = page.getByTestId('note-match');
    await match.filter({ hasText: PROBLEM }).waitFor();
    expect(await match.count()).toBe(1);
    await match.getByText('two pointers').waitFor();
  }, 60_000);
});
