import type { SheetResponse, ProblemsResponse } from '@algosheets/contracts';
import type { Browser, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { SHOUT_IT_ALIAS } from './support/fixture-problems';
import { type Account, followAccountMenu, logIn, newPage, pathOf, PHONE_VIEWPORT, registerLearner } from './support/journey';
import { inViewport, scrollsSideways } from './support/layout';

/** The accepted share in each acceptance cell of the page, top to bottom; null for a problem with none yet ('—'). */
async function acceptanceColumn(page: Page): Promise<(number | null)[]> {
  const cells = await page.getByTestId('acceptance').allInnerTexts();
  return cells.map((text) => (text.trim() === '—' ? null : Number.parseFloat(text)));
}

/**
 * Whether the Acceptance column comes to run in `order` within 5 s: the address changes a moment
 * before the table is drawn again, and other files' Submits move the rates meanwhile.
 */
async function sortedWithin(page: Page, order: 'asc' | 'desc'): Promise<boolean> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await page.waitForTimeout(100)) {
    if (inOrder(await acceptanceColumn(page), order)) return true;
  }
  return inOrder(await acceptanceColumn(page), order);
}

/** Whether `rates` run in `order`, the problems without a rate after all others. */
function inOrder(rates: (number | null)[], order: 'asc' | 'desc'): boolean {
  const firstUnrated = rates.indexOf(null);
  const rated = (firstUnrated < 0 ? rates : rates.slice(0, firstUnrated)) as number[];
  const unratedLast = firstUnrated < 0 || rates.slice(firstUnrated).every((rate) => rate === null);
  return unratedLast && rated.every((rate, index) => index === 0 || (order === 'asc' ? rated[index - 1]! <= rate : rated[index - 1]! >= rate));
}

/** Difficulties from easiest to hardest, as the table's badges name them. */
const DIFFICULTY_RANK: Record<string, number> = { EASY: 0, MEDIUM: 1, HARD: 2 };

/**
 * Waits until the Difficulty column of the page's rows runs in `order`, from Easy (ascending) or
 * from Hard (descending): the address changes a moment before the table is drawn again.
 * @throws playwright's TimeoutError when it never does
 */
async function difficultySorted(page: Page, order: 'asc' | 'desc'): Promise<void> {
  await page.waitForFunction(
    ({ ranks, descending }) => {
      const cells = [...document.querySelectorAll('[data-testid="problem-row"] td:nth-child(4)')].map((cell) => ranks[(cell.textContent ?? '').trim().toUpperCase()] ?? -1);
      const wanted = descending ? [...cells].sort((a, b) => b - a) : [...cells].sort((a, b) => a - b);
      return cells.length > 1 && !cells.includes(-1) && cells[0] === (descending ? 2 : 0) && cells.every((rank, index) => rank === wanted[index]);
    },
    { ranks: DIFFICULTY_RANK, descending: order === 'desc' },
  );
}

/**
 * Getting around in a real Chromium: the workspace's problem list drawer, ◀ ▶ and account menu
 * (within the sheet the learner came from, with Back to sheet), the Acceptance column's sort, the
 * search by a problem's other name, and /problems on a phone with its filters in a drawer. The
 * fixture problems were created in this order: Reverse String, Sum of Numbers, Shout It, Maximum
 * Element, Count Vowels, Sort Numbers, Digit Sum, Pair Target Indices, Add Two Integers (other
 * files add theirs after).
 */
describe('navigation in Chromium', () => {
  let browser: Browser;
  let account: Account;
  let ids: Record<string, string>;

  beforeAll(async () => {
    browser = await launchChromium();
    account = await registerLearner('Navigator');
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.login(account.email, account.password);
    const list = await client.request<ProblemsResponse>('GET', '/problems/get-all-problems');
    ids = Object.fromEntries(list.problems.map((problem) => [problem.title, problem.id]));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('moves through the problem list from the workspace with ◀ ▶ and the list drawer, and keeps the account menu', async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.goto(`${baseUrl()}/problem/${ids['Shout It']}`);
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Problems' });
      await nav.getByRole('link', { name: 'Previous problem: Sum of Numbers' }).waitFor();
      await nav.getByRole('link', { name: 'Next problem: Maximum Element' }).click();
      await page.getByRole('heading', { name: 'Maximum Element' }).waitFor();
      expect(pathOf(page)).toBe(`/problem/${ids['Maximum Element']}`);

      await nav.getByRole('button', { name: 'Open the problem list' }).click();
      const drawer = page.getByRole('dialog', { name: 'Problem list' });
      await drawer.waitFor();
      const titles = await drawer.getByRole('link').allInnerTexts();
      expect(titles.slice(0, 8).map((text) => text.split('\n')[0])).toEqual(['Reverse String', 'Sum of Numbers', 'Shout It', 'Maximum Element', 'Count Vowels', 'Sort Numbers', 'Digit Sum', 'Pair Target Indices']);
      expect(await drawer.locator('a[aria-current="page"]').innerText()).toContain('Maximum Element');
      await saveScreenshot(page, 'workspace-problem-list', { fullPage: false });
      await drawer.getByRole('link', { name: /Digit Sum/ }).click();
      await page.getByRole('heading', { name: 'Digit Sum' }).waitFor();
      await drawer.waitFor({ state: 'detached' });

      // The account menu is reachable without leaving the workspace.
      await followAccountMenu(page, 'My Profile', '/profile');
    } finally {
      await page.context().close();
    }
  });

  it('moves within the sheet a problem was opened from, and goes back to it', async () => {
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.login(account.email, account.password);
    const name = `Nav Sheet ${Date.now()}`;
    const { playList: sheet } = await client.request<SheetResponse>('POST', '/playlist/create-playlist', { name });
    // One request per problem: the sheet keeps the order they were added in.
    for (const title of ['Digit Sum', 'Reverse String', 'Count Vowels']) await client.request('POST', `/playlist/${sheet.id}/add-problem`, { problemIds: [ids[title]] });
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.goto(`${baseUrl()}/playlist/${sheet.id}`);
      await page.getByTestId('sheet-problem-row').filter({ hasText: 'Reverse String' }).getByRole('link', { name: 'Solve' }).click();
      await page.getByRole('heading', { name: 'Reverse String' }).waitFor();
      expect(new URL(page.url()).searchParams.get('sheet')).toBe(sheet.id);

      const nav = page.getByRole('navigation', { name: 'Problems' });
      await nav.getByRole('link', { name: 'Previous problem: Digit Sum' }).waitFor();
      await nav.getByRole('link', { name: 'Next problem: Count Vowels' }).click();
      await page.getByRole('heading', { name: 'Count Vowels' }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}/problem/${ids['Count Vowels']}?sheet=${sheet.id}`);
      // The sheet's last problem: nothing after it.
      expect(await nav.getByRole('button', { name: 'Next problem (none)' }).isDisabled()).toBe(true);

      await nav.getByRole('button', { name: 'Open the sheet' }).click();
      const drawer = page.getByRole('dialog', { name });
      await drawer.waitFor();
      expect((await drawer.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(['Digit Sum', 'Reverse String', 'Count Vowels']);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      await nav.getByRole('link', { name: 'Back to sheet' }).click();
      await page.waitForURL(`${baseUrl()}/playlist/${sheet.id}`);
      await page.getByRole('heading', { name }).waitFor();
    } finally {
      await page.context().close();
      await client.request('DELETE', `/playlist/${sheet.id}`);
    }
  });

  it("moves within the sheet a problem was opened from on a phone, with ◀ ▶ in reach", async () => {
    const client = new GatewayClient(`${baseUrl()}/api/v1`);
    await client.login(account.email, account.password);
    const { playList: sheet } = await client.request<SheetResponse>('POST', '/playlist/create-playlist', { name: `Phone Sheet ${Date.now()}` });
    for (const title of ['Digit Sum', 'Reverse String', 'Count Vowels']) await client.request('POST', `/playlist/${sheet.id}/add-problem`, { problemIds: [ids[title]] });
    const page = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(page, account.email, account.password, { mobile: true });
      await page.goto(`${baseUrl()}/playlist/${sheet.id}`);
      await page.getByTestId('sheet-problem-row').filter({ hasText: 'Reverse String' }).getByRole('link', { name: 'Solve' }).click();
      await page.getByRole('heading', { name: 'Reverse String' }).waitFor();

      const nav = page.getByRole('navigation', { name: 'Problems' });
      const next = nav.getByRole('link', { name: 'Next problem: Count Vowels' });
      const previous = nav.getByRole('link', { name: 'Previous problem: Digit Sum' });
      for (const control of [previous, next]) expect(await inViewport(page, control)).toBe(true);
      await next.click();
      await page.getByRole('heading', { name: 'Count Vowels' }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}/problem/${ids['Count Vowels']}?sheet=${sheet.id}`);
      expect(await nav.getByRole('button', { name: 'Next problem (none)' }).isDisabled()).toBe(true);
      await nav.getByRole('link', { name: 'Previous problem: Reverse String' }).click();
      await page.getByRole('heading', { name: 'Reverse String' }).waitFor();
      await previous.click();
      await page.getByRole('heading', { name: 'Digit Sum' }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}/problem/${ids['Digit Sum']}?sheet=${sheet.id}`);
      expect(await nav.getByRole('button', { name: 'Previous problem (none)' }).isDisabled()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await page.context().close();
      await client.request('DELETE', `/playlist/${sheet.id}`);
    }
  });

  it('sorts /problems by acceptance either way from its header, keeping the sort in the address', async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.getByTestId('problem-row').first().waitFor();
      await page.getByRole('button', { name: 'Sort by acceptance' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'acceptance' && !url.searchParams.has('order'));
      expect(await sortedWithin(page, 'asc')).toBe(true);
      await page.getByRole('button', { name: 'Sort by acceptance, now ascending' }).click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
      expect(await sortedWithin(page, 'desc')).toBe(true);
      await page.reload();
      await page.getByRole('button', { name: 'Sort by acceptance, now descending' }).waitFor();
      // Back undoes the last sort.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'acceptance' && !url.searchParams.has('order'));
    } finally {
      await page.context().close();
    }
  });

  it('sorts /problems by difficulty either way from its header, the sort in the address, across a reload and Back', async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.getByTestId('problem-row').first().waitFor();
      await page.getByRole('button', { name: 'Sort by difficulty' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'difficulty' && !url.searchParams.has('order'));
      await difficultySorted(page, 'asc');
      await page.getByRole('button', { name: 'Sort by difficulty, now ascending' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'difficulty' && url.searchParams.get('order') === 'desc');
      await difficultySorted(page, 'desc');
      await page.reload();
      await page.getByRole('button', { name: 'Sort by difficulty, now descending' }).waitFor();
      await difficultySorted(page, 'desc');
      // Back undoes the last sort, then the first.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'difficulty' && !url.searchParams.has('order'));
      await difficultySorted(page, 'asc');
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      await page.getByRole('button', { name: 'Sort by difficulty', exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('keeps a topic and a company filter in the address: a reload keeps both, and Back from a problem comes back to them', async () => {
    const page = await newPage(browser);
    const listed = (title: string) => page.getByTestId('problem-row').getByRole('link', { name: title, exact: true });
    const checked = (group: string, option: string) => page.getByRole('group', { name: group }).getByRole('checkbox', { name: option }).isChecked();
    try {
      await logIn(page, account.email, account.password);
      await listed('Sort Numbers').waitFor();
      await page.getByRole('group', { name: 'Topics' }).getByText('Sorting', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('tags') === 'Sorting');
      await page.getByRole('group', { name: 'Companies' }).getByText('Google', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('tags') === 'Sorting' && url.searchParams.get('companies') === 'Google');
      // Maximum Element is the one fixture tagged both Sorting and Google; Sort Numbers is Sorting and Oracle.
      await listed('Maximum Element').waitFor();
      await listed('Sort Numbers').waitFor({ state: 'detached' });
      const filteredUrl = page.url();

      await page.reload();
      await listed('Maximum Element').waitFor();
      expect(page.url()).toBe(filteredUrl);
      expect([await checked('Topics', 'Sorting'), await checked('Companies', 'Google')]).toEqual([true, true]);
      expect(await listed('Sort Numbers').count()).toBe(0);

      await listed('Maximum Element').click();
      await page.getByRole('heading', { name: 'Maximum Element' }).waitFor();
      await page.goBack();
      await page.waitForURL(filteredUrl);
      await listed('Maximum Element').waitFor();
      expect([await checked('Topics', 'Sorting'), await checked('Companies', 'Google')]).toEqual([true, true]);
      expect(await listed('Sort Numbers').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('comes Back from a problem to the same page of the same sort, and keeps a filter across a reload', async () => {
    const page = await newPage(browser);
    const titles = async () => (await page.getByTestId('problem-row').getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim()).filter(Boolean);
    try {
      await logIn(page, account.email, account.password);
      await page.getByTestId('problem-row').first().waitFor();
      await page.getByRole('button', { name: 'Sort by problems' }).click();
      await page.getByRole('button', { name: 'Sort by problems, now ascending' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === 'desc');
      // A sort starts again at page 1; the next page is a step of its own.
      await page.locator('[aria-label="Pagination"]').getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByTestId('page-indicator').filter({ hasText: /^2 \// }).waitFor();
      const secondPage = await titles();
      expect(secondPage.length).toBeGreaterThan(0);
      // Z to A: page 2 holds titles before those of page 1, in descending order.
      expect([...secondPage].sort().reverse()).toEqual(secondPage);
      const listUrl = page.url();

      await page.getByRole('link', { name: secondPage[0]!, exact: true }).click();
      await page.getByRole('heading', { name: secondPage[0]! }).waitFor();
      await page.goBack();
      await page.waitForURL(listUrl);
      await page.getByTestId('page-indicator').filter({ hasText: /^2 \// }).waitFor();
      await page.getByRole('button', { name: 'Sort by problems, now descending' }).waitFor();
      expect(await titles()).toEqual(secondPage);

      // A filter is in the address too: a reload shows the same filtered list.
      await page.goto(`${baseUrl()}/problems`);
      await page.getByTestId('problem-row').first().waitFor();
      await page.getByRole('radiogroup', { name: 'Difficulty' }).getByText('Hard', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('difficulty') === 'HARD');
      await page.getByRole('link', { name: 'Digit Sum' }).waitFor();
      const hard = await titles();
      await page.reload();
      await page.getByRole('link', { name: 'Digit Sum' }).waitFor();
      expect(new URL(page.url()).searchParams.get('difficulty')).toBe('HARD');
      expect(await titles()).toEqual(hard);
      expect(await page.getByRole('link', { name: 'Shout It', exact: true }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it("finds a problem by another well-known name of it, which is in neither its title nor its tags", async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, account.email, account.password);
      await page.getByRole('textbox', { name: 'Search problems' }).fill(SHOUT_IT_ALIAS.toLowerCase());
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="problem-row"]').length === 1);
      await page.getByTestId('problem-row').getByRole('link', { name: 'Shout It' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('starts the table of /problems on the first screen of a phone, with the filters in a drawer and nothing scrolling sideways', async () => {
    const page = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(page, account.email, account.password, { mobile: true });
      await page.getByTestId('problem-row').first().waitFor();
      const table = page.getByRole('table');
      expect((await table.boundingBox())!.y).toBeLessThan(PHONE_VIEWPORT.height);
      expect(await scrollsSideways(page)).toBe(false);
      // The table's own scroll area is no wider than the phone either.
      expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
      expect(await page.getByRole('group', { name: 'Topics' }).isVisible()).toBe(false);
      await saveScreenshot(page, 'problems-phone', { fullPage: false });

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.waitFor();
      await drawer.getByText('Hard', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('difficulty') === 'HARD');
      await drawer.getByRole('button', { name: 'Show problems' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
      await page.getByRole('link', { name: 'Digit Sum' }).waitFor();

      await page.getByRole('combobox', { name: 'Sort problems' }).selectOption({ label: 'Most accepted first' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'acceptance' && url.searchParams.get('order') === 'desc');
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('gives the workspace on a phone a row with the list, ◀ ▶ and the account menu, all in reach', async () => {
    const page = await newPage(browser, PHONE_VIEWPORT);
    try {
      await logIn(page, account.email, account.password, { mobile: true });
      await page.goto(`${baseUrl()}/problem/${ids['Shout It']}`);
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Problems' });
      const next = nav.getByRole('link', { name: 'Next problem: Maximum Element' });
      await next.waitFor();
      for (const control of [nav.getByRole('button', { name: 'Open the problem list' }), next, page.getByRole('button', { name: 'Account menu' })]) expect(await inViewport(page, control)).toBe(true);
      expect(await inViewport(page, 'Run Code')).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await saveScreenshot(page, 'workspace-phone-navigation', { fullPage: false });
      await next.click();
      await page.getByRole('heading', { name: 'Maximum Element' }).waitFor();
      await nav.getByRole('button', { name: 'Open the problem list' }).click();
      await page.getByRole('dialog', { name: 'Problem list' }).getByRole('link', { name: /Shout It/ }).click();
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
