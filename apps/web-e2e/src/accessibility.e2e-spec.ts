import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { seriousViolations } from './support/axe';
import { logIn, newPage } from './support/journey';

/** Relative luminance (WCAG 2) of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The editor's background and every token colour of its theme, as '#rrggbb': Monaco writes each
 * colour of the theme's token colour map as a `.mtkN { color: … }` rule, whether or not the code
 * on screen uses it, so this covers comments, strings, regexps and the rest in every language.
 */
function editorColours(page: Page): Promise<{ background: string; tokens: string[] }> {
  return page.evaluate(() => {
    const hex = (css: string) => `#${(css.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    const background = hex(getComputedStyle(document.querySelector('.monaco-editor-background') ?? document.querySelector('.monaco-editor')!).backgroundColor);
    const tokens = new Set<string>();
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...(sheet.cssRules ?? [])]) {
        if (rule instanceof CSSStyleRule && /^\.monaco-editor \.mtk\d+$|^\.mtk\d+$/.test(rule.selectorText) && rule.style.color) tokens.add(rule.style.color.toLowerCase());
      }
    }
    return { background, tokens: [...tokens].map((colour) => (colour.startsWith('#') ? colour.slice(0, 7) : hex(colour))) };
  });
}

/**
 * No serious or critical axe-core violation on the main screens, in light and in dark mode
 * (colour contrast included), signed in as the demo admin so the admin controls are on the pages.
 */
describe('accessibility of the main screens (axe-core in Chromium)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['landing', '/', (p) => p.getByRole('link', { name: 'Get Started' }).first().waitFor()],
    ['problems', '/problems', (p) => p.getByTestId('problem-row').first().waitFor()],
    ['sheets', '/playlist', (p) => p.getByRole('heading', { name: 'Sheets', level: 1 }).waitFor()],
    ['profile', '/profile', (p) => p.getByTestId('badge').first().waitFor()],
    ['leaderboard', '/leaderboard', (p) => p.getByTestId('viewer-standing').waitFor()],
    ['admin', '/add-problem', (p) => p.getByRole('heading', { name: 'Create Problem' }).first().waitFor()],
    [
      'admin edit',
      '/problems',
      async (p) => {
        await p.getByRole('link', { name: /^Edit / }).first().click();
        await p.getByRole('heading', { name: 'Edit Problem' }).first().waitFor();
      },
    ],
    ['pricing', '/pricing', (p) => p.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor()],
    ['about', '/about', (p) => p.getByRole('heading', { name: 'About AlgoSheets', level: 1 }).waitFor()],
    ['faq', '/faq', (p) => p.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor()],
    ['not found', '/no-such-page', (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor()],
  ];
  /** The pages only a signed-out visitor sees (a signed-in one is sent on to the problems). */
  const guestScreens: [string, string, (page: Page) => Promise<void>][] = [
    ['login', '/login', (p) => p.getByRole('button', { name: 'Log In' }).waitFor()],
    ['signup', '/signup', (p) => p.getByRole('button', { name: 'Sign Up' }).waitFor()],
  ];

  for (const theme of ['light', 'dark'] as const) {
    it.each(screens)(`has no serious violation on %s in ${theme} mode`, async (_name, path, ready) => {
      await page.goto(`${baseUrl()}${path}`);
      await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.reload();
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it.each(guestScreens)(`has no serious violation on %s, signed out, in ${theme} mode`, async (_name, path, ready) => {
      const guest = await newPage(browser);
      try {
        await guest.goto(`${baseUrl()}${path}`);
        await guest.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
        await guest.reload();
        await ready(guest);
        expect(await seriousViolations(guest)).toEqual([]);
      } finally {
        await guest.context().close();
      }
    });

    it(`has no serious violation on a failed load in ${theme} mode`, async () => {
      const failing = (url: URL) => url.pathname === '/api/v1/playlist';
      await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
      try {
        await page.goto(`${baseUrl()}/playlist`);
        await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
        await page.reload();
        await page.getByTestId('load-error').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.unroute(failing);
      }
    });

    it(`has no serious violation in the workspace in ${theme} mode, the editor included, whose every token colour meets AA`, async () => {
      await page.goto(`${baseUrl()}/problems`);
      await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.getByRole('link', { name: 'Shout It', exact: true }).click();
      await page.getByRole('heading', { name: 'Shout It' }).waitFor();
      await page.locator('.monaco-editor .view-lines').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const editor = await editorColours(page);
      // The editor follows the colour mode: a light background in light mode.
      expect(luminance(editor.background) > 0.5).toBe(theme === 'light');
      expect(editor.tokens.length).toBeGreaterThan(10);
      // The map holds the background too (the default token's): every other colour is text.
      expect(editor.tokens.filter((colour) => colour !== editor.background && contrast(colour, editor.background) < 4.5)).toEqual([]);
    });
  }
});
