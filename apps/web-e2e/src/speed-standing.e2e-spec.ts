import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import { seriousViolations } from './support/axe';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { readE2eEnv } from './support/config/e2e-env';
import { FUNCTION_PROBLEM, PAIR_SOLUTION_JS } from './support/fixture-problems';
import { logIn, newPage, PHONE_VIEWPORT, registerLearner, replaceEditorCode, waitForVerdict, type Account } from './support/journey';

/** The learner's bar in the standing charts: the fill the chart gives it (teal in both themes). */
const MINE_FILL = 'var(--chakra-colors-teal-solid)';

/** Runs `work` with a client of the stack's database (set-up a browser cannot do, and the stored measurement). */
async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: readE2eEnv().databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The learner's Accepted submission of the function problem: its id, problem and the measurement the worker stored. */
interface Stored {
  id: string;
  problemId: string;
  cpuTimeMs: number | null;
  peakMemoryKb: number | null;
}

/**
 * The speed standing in Chromium against the real gateway, worker and sandbox: an Accepted Submit
 * stores the sandbox's measurement, and the Results tab says where it stands among the Accepted
 * submissions of the problem in JavaScript, "too few" until there are 20, then the percentages
 * with both distributions charted and the learner's bar highlighted, on a laptop and a phone, in
 * light and dark mode.
 */
describe('speed standing in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: Account;
  let stored: Stored;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    account = await registerLearner('Standing');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  async function open(on: Page): Promise<void> {
    await on.goto(`${baseUrl()}/problems`);
    await on.getByRole('textbox', { name: 'Search problems' }).fill(FUNCTION_PROBLEM);
    await on.getByRole('link', { name: FUNCTION_PROBLEM, exact: true }).click();
    await on.getByRole('heading', { name: FUNCTION_PROBLEM }).waitFor();
  }

  /** Measured Accepted JavaScript submissions of the problem, and how many of them the learner's beats on time and on memory. */
  function expectedStanding(): Promise<{ n: number; slower: number; hungrier: number }> {
    return withDatabase(async (client) => {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE cpu_time_ms > $2)::int AS slower, count(*) FILTER (WHERE peak_memory_kb > $3)::int AS hungrier
         FROM submissions WHERE problem_id = $1 AND language = 'JAVASCRIPT' AND status = 'Accepted' AND cpu_time_ms IS NOT NULL`,
        [stored.problemId, stored.cpuTimeMs, stored.peakMemoryKb],
      );
      return rows[0];
    });
  }

  it('stores the sandbox measurement of an Accepted Submit and says there are too few submissions to rank it yet', async () => {
    await open(page);
    await page.locator('.monaco-editor').first().waitFor();
    await replaceEditorCode(page, PAIR_SOLUTION_JS);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'standing-submit', 60_000);

    stored = await withDatabase(async (client) => {
      const { rows } = await client.query(
        `SELECT s.id, s.problem_id AS "problemId", s.cpu_time_ms AS "cpuTimeMs", s.peak_memory_kb AS "peakMemoryKb"
         FROM submissions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.status = 'Accepted'`,
        [account.email],
      );
      return rows[0];
    });
    // The worker's aggregate: CPU time in 10 ms steps, memory in 1024 KB steps, both measured (non-zero memory).
    expect(stored.cpuTimeMs).not.toBeNull();
    expect((stored.cpuTimeMs as number) % 10).toBe(0);
    expect(stored.peakMemoryKb).toBeGreaterThan(0);
    expect((stored.peakMemoryKb as number) % 1024).toBe(0);

    const { n } = await expectedStanding();
    expect(n).toBeLessThan(20);
    const speed = page.getByTestId('standing-speed');
    await speed.waitFor();
    expect(await speed.innerText()).toBe(`Too few JavaScript submissions (${n}) to rank yet: 20 needed`);
    expect(await page.getByTestId('standing-memory').count()).toBe(0);
  }, 120_000);

  it('ranks it once 20 or more are measured, charting both distributions with its bar highlighted, in light and dark mode', async () => {
    // 30 other learners' Accepted JavaScript submissions, all slower and hungrier than any real run.
    const other = await registerLearner('StandingPeer');
    await withDatabase((client) =>
      client.query(
        `INSERT INTO submissions (user_id, problem_id, language, source_code, status, cpu_time_ms, peak_memory_kb)
         SELECT u.id, $2, 'JAVASCRIPT', 'x', 'Accepted', 1990 + 10 * (i % 2), 512000 FROM users u, generate_series(1, 30) AS i WHERE u.email = $1`,
        [other.email, stored.problemId],
      ),
    );
    const { n, slower, hungrier } = await expectedStanding();
    const speedLine = `Faster than ${Math.floor((100 * slower) / n)} % of ${n} JavaScript submissions`;
    const memoryLine = `Less memory than ${Math.floor((100 * hungrier) / n)} % of ${n} JavaScript submissions`;

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
      await open(page);
      await page.getByRole('tab', { name: /^Submissions \(\d+\)$/ }).click();
      await page.getByTestId('submission-row').first().click();
      await page.getByTestId('standing-speed').filter({ hasText: speedLine }).waitFor();
      expect(await page.getByTestId('standing-memory').innerText()).toBe(memoryLine);
      // Each chart is an image whose text is the sentence, with exactly one bar in the learner's colour.
      const cpuChart = page.getByRole('img', { name: `CPU time: ${speedLine}` });
      const memoryChart = page.getByRole('img', { name: `Peak memory: ${memoryLine}` });
      for (const chart of [cpuChart, memoryChart]) {
        await chart.locator('.recharts-bar-rectangle path').first().waitFor();
        expect(await chart.locator(`.recharts-bar-rectangle path[fill="${MINE_FILL}"]`).count()).toBe(1);
      }
      // Checked beside the description: the submissions table's row buttons are not this feature's.
      await page.getByRole('tab', { name: 'Description', exact: true }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `speed-standing-${theme}`, { fullPage: false });
    }
    await page.evaluate(() => window.localStorage.removeItem('theme'));

    const phone = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(phone, account.email, account.password, { mobile: true });
      await open(phone);
      await phone.getByRole('tab', { name: /^Submissions \(\d+\)$/ }).click();
      await phone.getByTestId('submission-row').first().click();
      const panes = phone.getByRole('tablist', { name: 'Workspace panes' });
      if ((await panes.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')) !== 'true') {
        await panes.getByRole('tab', { name: 'Result', exact: true }).click();
      }
      await phone.getByTestId('standing-speed').filter({ hasText: speedLine }).waitFor();
      const chart = phone.getByRole('img', { name: `CPU time: ${speedLine}` });
      await chart.locator('.recharts-bar-rectangle path').first().waitFor();
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      await saveScreenshot(phone, 'speed-standing-phone', { fullPage: false });
    } finally {
      await phone.context().close();
    }
  }, 180_000);
});
