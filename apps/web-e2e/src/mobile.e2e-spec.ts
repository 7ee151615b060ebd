import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { logIn, newPage, PHONE_VIEWPORT, registerLearner } from './support/journey';

/** The mobile menu: below the md breakpoint a full-screen menu mirrors the navbar and closes when a link is chosen. */
describe('mobile menu in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser.close();
  });

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    // The drawer slides in; measure it once it has arrived.
    await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    return menu;
  }

  it('covers the screen, navigates and closes for a visitor', async () => {
    const page = await newPage(browser, PHONE_VIEWPORT);
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The bar's own links are hidden on a phone; the menu button takes their place.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);

    const menu = await openMenu(page);
    const box = await menu.boundingBox();
    expect([box?.x, box?.y, Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([0, 0, PHONE_VIEWPORT.width, PHONE_VIEWPORT.height]);
    for (const name of ['Home', 'Company Sheets', 'All Problems', 'Pricing', 'About', 'FAQ', 'Log In', 'Sign Up']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, 'mobile-menu', { fullPage: false });

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${baseUrl()}/pricing`);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await saveScreenshot(page, 'mobile-pricing');

    // The close button closes it without navigating.
    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await page.context().close();
  });

  /**
   * The controls under `root` (a CSS selector) smaller than 44 × 44 px, as 'TAG "name" w×h', and
   * how many checkbox or radio rows it holds: a row's label is its target, as the input is visually
   * hidden.
   */
  function smallTargets(page: Page, root: string): Promise<{ small: string[]; rows: number }> {
    return page.evaluate((scope) => {
      const within = document.querySelector(scope)!;
      const rows = 'label:has(> input[type="checkbox"], > input[type="radio"])';
      const controls = `a[href], button, [role="button"], [role="tab"], select, input, ${rows}`;
      const small = [...within.querySelectorAll<HTMLElement>(controls)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Visually hidden inputs (the label is their target) and inline links in running text are no targets of their own.
          if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') return false;
          if (element.matches('input[type="checkbox"], input[type="radio"]') || element.closest('p, li') !== null) return false;
          return box.width < 44 || box.height < 44;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
      return { small, rows: within.querySelectorAll(rows).length };
    }, root);
  }

  it('gives every control of /problems a touch target of at least 44 × 44 px, checkbox rows of the Filters drawer included', async () => {
    const account = await registerLearner('Touch');
    const page = await newPage(browser, PHONE_VIEWPORT);
    await logIn(page, account.email, account.password, { mobile: true });
    await page.goto(`${baseUrl()}/problems`);
    await page.getByTestId('problem-row').first().waitFor();
    expect((await smallTargets(page, 'body')).small).toEqual([]);

    // The filters' checkbox and radio rows live in the drawer, mounted only once it is opened.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await drawer.getByRole('group', { name: 'Topics' }).waitFor();
    const inDrawer = await smallTargets(page, '[role="dialog"][aria-label="Filters"]');
    expect(inDrawer.small).toEqual([]);
    // Difficulty's radios and the topics' and companies' checkboxes.
    expect(inDrawer.rows).toBeGreaterThan(10);
    await page.context().close();
  });

  it('offers the account links to a signed-in learner and closes on My Profile', async () => {
    const account = await registerLearner('Phone');
    const page = await newPage(browser, PHONE_VIEWPORT);
    await logIn(page, account.email, account.password, { mobile: true });

    const menu = await openMenu(page);
    await menu.getByText(account.name).waitFor();
    expect(await menu.getByRole('link', { name: 'Add Problem' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: account.name }).waitFor();
    await saveScreenshot(page, 'mobile-profile');
    await page.context().close();
  });
});
