import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { logIn, newPage, pathOf, registerLearner } from './support/journey';
import { focusState, highlightedMenuItem, tabTo } from './support/keyboard';

/** Beyond the spec: dialogs and menus usable by keyboard, with visible focus. */
describe('keyboard use in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    const account = await registerLearner('Keys');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('opens the Sheets menu with Enter, moves with the arrows, closes with Escape and follows an item with Enter', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { name: 'About AlgoSheets' }).waitFor();

    const trigger = await tabTo(page, 'Sheets');
    expect(trigger).toMatchObject({ tag: 'BUTTON', focusVisible: true, ringDrawn: true });

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await focusState(page)).inMenu).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await highlightedMenuItem(page)).toEqual({ text: 'Company Sheets', standsOut: true });
    await saveScreenshot(page, 'keyboard-sheets-menu');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusState(page)).toMatchObject({ name: 'Sheets', focusVisible: true });

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await highlightedMenuItem(page))?.text).toBe('All Problems');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/problems`);
    await page.getByRole('heading', { name: 'Practice Problems' }).waitFor();
  });

  it('keeps the focus inside the Create New Sheet dialog, closes it with Escape and submits it with Enter', async () => {
    await page.goto(`${baseUrl()}/problems`);
    await page.getByTestId('problem-row').first().waitFor();

    expect(await tabTo(page, 'Create Sheets', 60)).toMatchObject({ focusVisible: true, ringDrawn: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Sheet' });
    await dialog.waitFor();
    await dialog.getByLabel('Sheet Name').waitFor();
    expect(await focusState(page)).toMatchObject({ tag: 'INPUT', inDialog: true, ringDrawn: true });

    // Tab cycles through the dialog's four controls and never leaves it.
    const names: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      expect(state).toMatchObject({ inDialog: true, focusVisible: true, ringDrawn: true });
      names.push(`${state.tag}:${state.name}`);
    }
    expect(names).toEqual(['TEXTAREA:', 'BUTTON:Cancel', 'BUTTON:Create Sheet', 'INPUT:', 'TEXTAREA:']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusState(page)).toMatchObject({ name: 'Create Sheets', focusVisible: true });

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Sheet Name').waitFor();
    await page.keyboard.type('Keyboard Sheet');
    await page.keyboard.press('Enter');
    await page.getByText('Playlist created Successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await focusState(page)).name).toBe('Create Sheets');
  });

  it('opens the account menu with Enter and reaches My Profile with the arrow keys', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { name: 'About AlgoSheets' }).waitFor();
    expect(await tabTo(page, 'Account menu')).toMatchObject({ focusVisible: true, ringDrawn: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await highlightedMenuItem(page)).toEqual({ text: 'My Profile', standsOut: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/profile`);
    expect(pathOf(page)).toBe('/profile');
  });
});
