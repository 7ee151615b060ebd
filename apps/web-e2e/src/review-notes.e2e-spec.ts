import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { readE2eEnv } from './support/config/e2e-env';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { JOURNEY_SOLUTION_JS } from './support/fixture-problems';
import { type Account, installPageClock, logIn, newPage, passCooldown, openProblem, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

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
    await installPageClock(page);
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
    await passCooldown(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
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

/** The next day in the browser's zone, `yyyy-MM-dd`: the due day of a rating of Again. */
function tomorrowIn(page: Page): Promise<string> {
  return page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
}

/** The height and width of `control` on screen, CSS px. */
async function sizeOf(control: Locator): Promise<{ width: number; height: number }> {
  const box = await control.boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

/**
 * Rating recall later: a learner solves a problem and leaves without rating it; the review list
 * shows it scheduled as Good, a grade given there moves its next review day, and a grade given
 * later from the problem's Review tab moves it again, both places showing the latest.
 */
describe('rating recall later in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser.close();
  });

  /** Opens /problems and unfolds the scheduled reviews; answers the row of {@link PROBLEM}. */
  async function scheduledRow(page: Page): Promise<Locator> {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByTestId('due-reviews').getByText('Nothing is due.').waitFor();
    await page.getByRole('button', { name: 'Scheduled (1)' }).click();
    const row = page.getByTestId('upcoming-review').filter({ hasText: PROBLEM });
    await row.waitFor();
    return row;
  }

  async function rateLater(label: string, viewport?: { width: number; height: number }): Promise<void> {
    const phone = viewport !== undefined;
    const page = await newPage(browser, viewport);
    try {
      const account = await registerLearner(label);
      await logIn(page, account.email, account.password, { mobile: phone });
      await openProblem(page, PROBLEM);
      const panes = page.getByRole('tablist', { name: 'Workspace panes' });
      if (phone) await panes.getByRole('tab', { name: 'Code', exact: true }).click();
      await page.locator('.monaco-editor').first().waitFor();
      await replaceEditorCode(page, JOURNEY_SOLUTION_JS);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await waitForVerdict(page, 'Accepted', `${label.toLowerCase()}-submit`);
      // The learner leaves without rating: the problem is scheduled as Good.
      const tomorrow = await tomorrowIn(page);

      let row = await scheduledRow(page);
      const grades = row.getByRole('group', { name: `Rate your recall of ${PROBLEM}` });
      await grades.getByRole('button', { name: 'Good', pressed: true }).waitFor();
      const day = row.getByTestId('upcoming-day');
      const goodDay = (await day.getAttribute('data-due-day'))!;
      expect(goodDay > tomorrow).toBe(true);
      if (phone) {
        for (const control of [page.getByRole('button', { name: 'Scheduled (1)' }), row.getByRole('link', { name: PROBLEM }), ...['Again', 'Hard', 'Good', 'Easy'].map((name) => grades.getByRole('button', { name }))]) {
          const size = await sizeOf(control);
          expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
        }
      }
      await saveScreenshot(page, `review-scheduled-${phone ? 'phone' : 'desktop'}`, { fullPage: false });

      // Rated from the review list: Again brings the review to tomorrow.
      await grades.getByRole('button', { name: 'Again' }).click();
      await grades.getByRole('button', { name: 'Again', pressed: true }).waitFor();
      await row.locator(`[data-testid="upcoming-day"][data-due-day="${tomorrow}"]`).waitFor();

      // Re-rated from the problem's Review tab: it shows Again, and Easy pushes the day past Good's.
      await row.getByRole('link', { name: PROBLEM }).click();
      await page.getByRole('heading', { name: PROBLEM }).waitFor();
      if (phone) await panes.getByRole('tab', { name: 'Description', exact: true }).click();
      await page.getByRole('tab', { name: 'Review', exact: true }).click();
      const panel = page.getByTestId('recall-rating');
      await panel.getByRole('button', { name: 'Again', pressed: true }).waitFor();
      expect(await panel.getByTestId('next-review').getAttribute('data-due-day')).toBe(tomorrow);
      await panel.getByRole('button', { name: 'Easy' }).click();
      await panel.getByRole('button', { name: 'Easy', pressed: true }).waitFor();
      await page.waitForFunction((day) => (document.querySelector('[data-testid="next-review"]')?.getAttribute('data-due-day') ?? '') > day, goodDay, { timeout: 5_000 });
      const easyDay = (await panel.getByTestId('next-review').getAttribute('data-due-day'))!;

      // The review list shows the grade and day given on the problem's page.
      row = await scheduledRow(page);
      await row.getByRole('group', { name: `Rate your recall of ${PROBLEM}` }).getByRole('button', { name: 'Easy', pressed: true }).waitFor();
      expect(await row.getByTestId('upcoming-day').getAttribute('data-due-day')).toBe(easyDay);
    } finally {
      await page.context().close();
    }
  }

  it('lists a problem solved without a rating as scheduled, rates it from the review list and re-rates it from its page, at desktop width', async () => {
    await rateLater('LaterDesk');
  }, 150_000);

  it('does the same on a phone, with every grade and the list toggle at least 44 px', async () => {
    await rateLater('LaterPhone', PHONE_VIEWPORT);
  }, 150_000);
});
