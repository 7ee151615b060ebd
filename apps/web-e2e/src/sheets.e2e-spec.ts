import type { SheetResponse } from '@algosheets/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { GatewayClient } from './support/api-client';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { logIn, newPage } from './support/journey';

/**
 * The company a logo image shows, read from the image file the browser loaded (each bundled logo
 * names its company in its own `aria-label`); null when the image did not load.
 */
async function logoCompany(image: Locator): Promise<string | null> {
  const src = await image.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? element.currentSrc || element.src : null));
  if (src === null) return null;
  // Read here, not in the page: the app's CSP (connect-src 'self') rightly refuses the page a
  // fetch of a data: URL, which is how the bundle inlines small logos.
  const svg = await (await fetch(src)).text();
  return /aria-label="([^"]+)"/.exec(svg)?.[1] ?? null;
}

/**
 * /playlist in a real Chromium: each company sheet shows its own company's logo (the content lists
 * Amazon before Microsoft, which once swapped theirs), the landing strip's logos load, and an
 * admin's 'My Sheets' holds only the admin's own sheets, other users' apart.
 */
describe('sheets in Chromium', () => {
  let browser: Browser;
  let admin: GatewayClient;
  let learner: GatewayClient;
  const learnerAccount = { name: 'Sheets Learner', email: `sheets-${Date.now()}@example.com`, password: 'sheets-pass-1' };
  const created: { client: GatewayClient; id: string }[] = [];

  async function createSheet(client: GatewayClient, name: string, isPublic: boolean) {
    const answer = await client.request<SheetResponse>('POST', '/playlist/create-playlist', { name, description: `${name} for the browser test`, isPublic });
    created.push({ client, id: answer.playList.id });
  }

  beforeAll(async () => {
    browser = await launchChromium();
    admin = new GatewayClient(`${baseUrl()}/api/v1`);
    learner = new GatewayClient(`${baseUrl()}/api/v1`);
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await learner.register(learnerAccount.name, learnerAccount.email, learnerAccount.password);
    for (const company of ['Amazon', 'Microsoft', 'Google']) await createSheet(admin, `${company} Interview Sheet`, true);
    await createSheet(admin, 'Admin Own Sheet', false);
    await createSheet(learner, 'Learner Own Sheet', false);
  });

  afterAll(async () => {
    // Other browser tests share this stack: the public sheets must not stay on their pages.
    for (const sheet of created.reverse()) await sheet.client.request('DELETE', `/playlist/${sheet.id}`);
    await browser.close();
  });

  const card = (scope: Page | Locator, name: string) => scope.getByTestId('sheet-card').filter({ hasText: name });
  const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
  const imagesLoaded = (page: Page) => page.waitForFunction(() => [...document.querySelectorAll('img')].every((image) => image.complete));

  it("gives each company sheet its own company's logo, and keeps the admin's My Sheets to the admin's own", async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.goto(`${baseUrl()}/playlist`);
      await page.getByRole('heading', { name: 'Company Based Sheets' }).waitFor();
      await imagesLoaded(page);
      for (const company of ['Amazon', 'Microsoft', 'Google']) {
        const logo = card(page, `${company} Interview Sheet`).locator('img');
        expect(await logo.getAttribute('alt')).toBe(`${company} logo`);
        expect(await logoCompany(logo)).toBe(company);
      }
      await saveScreenshot(page, 'sheets-admin');

      const mine = section(page, 'My Sheets');
      await card(mine, 'Admin Own Sheet').waitFor();
      expect(await card(mine, 'Learner Own Sheet').count()).toBe(0);
      await card(section(page, "Users' Sheets (admin view)"), 'Learner Own Sheet').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('shows a learner the company sheets without Delete and only their own sheets, no other users', async () => {
    const page = await newPage(browser);
    try {
      await logIn(page, learnerAccount.email, learnerAccount.password);
      await page.goto(`${baseUrl()}/playlist`);
      const amazon = card(page, 'Amazon Interview Sheet');
      await amazon.waitFor();
      expect(await amazon.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      await card(section(page, 'My Sheets'), 'Learner Own Sheet').waitFor();
      expect(await card(page, 'Admin Own Sheet').count()).toBe(0);
      expect(await page.getByRole('heading', { name: "Users' Sheets (admin view)" }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it("loads every company's own logo in the landing page's strip", async () => {
    const page = await newPage(browser);
    try {
      await page.goto(baseUrl());
      const strip = page.getByRole('region', { name: 'Company sheets' });
      await strip.waitFor();
      const logos = strip.getByRole('img');
      const names = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('title') ?? ''));
      expect(names).toEqual(['Accenture', 'Amazon', 'Google', 'Microsoft', 'Netflix', 'NVIDIA', 'OpenAI', 'PayPal', 'Zomato']);
      await imagesLoaded(page);
      for (const [index, name] of names.entries()) expect(await logoCompany(logos.nth(index))).toBe(name);
    } finally {
      await page.context().close();
    }
  });
});
