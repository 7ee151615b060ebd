import { executeCodeRequest, Language, type SheetResponse, type ProblemsResponse } from '@algosheets/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { GatewayClient, judged } from './support/api-client';
import { baseUrl, launchChromium } from './support/browser';
import { DEMO_ADMIN } from './support/config/e2e-env';
import { seriousViolations } from './support/axe';
import { logIn, newPage, PHONE_VIEWPORT, replaceEditorCode, waitForVerdict } from './support/journey';

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

/** A correct 'Shout It' in JavaScript. */
const SHOUT = 'var shoutIt = function(line) { return line.toUpperCase(); };';

/** Waits until every code field of the admin form shows its Monaco editor (each loads lazily). */
function codeFieldsLoaded(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const fields = [...document.querySelectorAll('[data-testid^="code-field-"]')];
    return fields.length > 0 && fields.every((field) => field.querySelector('.monaco-editor .view-lines') !== null);
  });
}

/**
 * No serious or critical axe-core violation on the main screens, in light and in dark mode
 * (colour contrast included), signed in as the demo admin so the admin controls are on the pages:
 * at desktop width, the main pages at phone width too, a sheet's page, the admin forms once their
 * code editors have loaded, and each dialog, drawer and menu once it has opened.
 */
describe('accessibility of the main screens (axe-core in Chromium)', () => {
  let browser: Browser;
  let page: Page;
  let phone: Page;
  let admin: GatewayClient;
  let sheetId: string;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    phone = await newPage(browser, PHONE_VIEWPORT);
    await logIn(phone, DEMO_ADMIN.email, DEMO_ADMIN.password, { mobile: true });
    admin = new GatewayClient(`${baseUrl()}/api/v1`);
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    sheetId = (await admin.request<SheetResponse>('POST', '/playlist/create-playlist', { name: `Axe Sheet ${Date.now()}` })).playList.id;
    // An Accepted Submit of Shout It: its Submissions tab lists one to compare, its Review tab has a grade to give.
    const { problems } = await admin.request<ProblemsResponse>('GET', '/problems/get-all-problems?search=Shout');
    const shoutItId = problems.find((problem) => problem.title === 'Shout It')?.id as string;
    await admin.request('POST', '/execute-code', executeCodeRequest({ language: Language.JavaScript, sourceCode: SHOUT, problemId: shoutItId, mode: 'submit', cases: [] }));
    await judged(admin, shoutItId);
  }, 120_000);

  afterAll(async () => {
    await browser.close();
    await admin.request('DELETE', `/playlist/${sheetId}`);
  });

  /** Opens `path` in colour mode `theme` (kept in local storage, read at start-up), then waits until `ready`. */
  async function openIn(target: Page, path: string, theme: 'light' | 'dark', ready: (page: Page) => Promise<unknown>): Promise<void> {
    await target.goto(`${baseUrl()}${path}`);
    await target.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
    await target.reload();
    await ready(target);
  }

  /**
   * Waits until the animations under `overlay` (a dialog sliding or fading in) have ended: axe reads
   * colours mid-fade as blended ones.
   */
  async function settled(overlay: Locator): Promise<void> {
    await overlay.waitFor();
    await overlay.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  }

  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['landing', '/', (p) => p.getByRole('link', { name: 'Get Started' }).first().waitFor()],
    ['problems', '/problems', (p) => p.getByTestId('problem-row').first().waitFor()],
    ['sheets', '/playlist', (p) => p.getByRole('heading', { name: 'Sheets', level: 1 }).waitFor()],
    ['profile', '/profile', (p) => p.getByTestId('badge').first().waitFor()],
    ['leaderboard', '/leaderboard', (p) => p.getByTestId('viewer-standing').waitFor()],
    [
      'admin',
      '/add-problem',
      async (p) => {
        await p.getByRole('heading', { name: 'Create Problem' }).first().waitFor();
        await codeFieldsLoaded(p);
      },
    ],
    [
      'admin edit',
      '/problems',
      async (p) => {
        await p.getByRole('link', { name: /^Edit / }).first().click();
        await p.getByRole('heading', { name: 'Edit Problem' }).first().waitFor();
        await codeFieldsLoaded(p);
      },
    ],
    ['pricing', '/pricing', (p) => p.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor()],
    ['about', '/about', (p) => p.getByRole('heading', { name: 'About AlgoSheets', level: 1 }).waitFor()],
    ['faq', '/faq', (p) => p.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor()],
    ['not found', '/no-such-page', (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor()],
  ];
  /** The main pages as a phone (390 × 844) shows them, their navigation in the menu. */
  const phoneScreens = screens.filter(([name]) => ['landing', 'problems', 'sheets', 'profile', 'leaderboard'].includes(name));

  /** Opens Shout It from its search on /problems and waits for its editor and its ◀ ▶. */
  const openShoutIt = async (p: Page) => {
    await p.getByRole('link', { name: 'Shout It', exact: true }).click();
    await p.locator('.monaco-editor .view-lines').first().waitFor();
    await p.getByRole('link', { name: /^Next problem/ }).waitFor();
  };

  /**
   * The dialogs, drawers and menus: the page each opens on, what comes first there (`before`), the
   * button that opens it, the overlay, and what shows once its content has loaded (`loaded`).
   */
  interface Overlay {
    path: string;
    phone?: boolean;
    before?: (page: Page) => Promise<unknown>;
    /** The whole name, or a pattern for a name that goes on (the account menu's names the learner). */
    button: string | RegExp;
    overlay: (page: Page) => Locator;
    loaded?: (overlay: Locator) => Locator;
  }
  const dialog = (name: string) => (p: Page) => p.getByRole('dialog', { name });
  const overlays: [string, Overlay][] = [
    ['the shortcuts dialog', { path: '/problems?search=Shout', before: openShoutIt, button: 'Keyboard shortcuts', overlay: dialog('Keyboard shortcuts') }],
    ['the problem-list drawer', { path: '/problems?search=Shout', before: openShoutIt, button: 'Open the problem list', overlay: dialog('Problem list') }],
    ['the Add to Sheet dialog', { path: '/problems?search=Shout', button: 'Add Shout It to a sheet', overlay: dialog('Add to Sheet'), loaded: (o) => o.getByLabel('Select Sheet') }],
    ['the Create New Sheet dialog', { path: '/problems', button: 'Create Sheets', overlay: dialog('Create New Sheet') }],
    ['the account menu', { path: '/problems', button: /^Account menu/, overlay: (p) => p.getByRole('menu') }],
    ['the site menu of a phone', { path: '/problems', phone: true, button: 'Open menu', overlay: dialog('Site menu') }],
    [
      'the Compare dialog of a past submission',
      {
        path: '/problems?search=Shout',
        before: async (p) => {
          await openShoutIt(p);
          await p.getByRole('tab', { name: /^Submissions/ }).click();
        },
        button: 'Compare submission 1',
        overlay: (p) => p.getByRole('dialog', { name: /^Submission 1 / }),
        loaded: (o) => o.locator('.monaco-diff-editor .view-lines').first(),
      },
    ],
    ['the Filters drawer of a phone', { path: '/problems', phone: true, button: 'Filters', overlay: dialog('Filters'), loaded: (o) => o.getByRole('group', { name: 'Topics' }) }],
  ];

  /** The workspace's tabs beside the description, and what shows once each has loaded (Shout It is solved: its editorial and its grade show at once). */
  const workspaceTabs: [string, (page: Page) => Locator][] = [
    ['Submissions', (p) => p.getByRole('button', { name: 'Open in editor, submission 1' })],
    ['Notes', (p) => p.getByRole('textbox', { name: 'My note (Markdown)' })],
    ['Review', (p) => p.getByTestId('recall-rating')],
    ['Editorial', (p) => p.locator('[data-testid="markdown"] pre code.hljs')],
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

    it.each(phoneScreens)(`has no serious violation on %s at phone width in ${theme} mode`, async (_name, path, ready) => {
      await openIn(phone, path, theme, ready);
      expect(await seriousViolations(phone)).toEqual([]);
    });

    it(`has no serious violation on a sheet's page in ${theme} mode`, async () => {
      await openIn(page, `/playlist/${sheetId}`, theme, (p) => p.getByRole('heading', { name: /^Axe Sheet/ }).waitFor());
      expect(await seriousViolations(page)).toEqual([]);
    });

    it.each(overlays)(`has no serious violation with %s open in ${theme} mode`, async (_name, { path, phone: onPhone, before, button, overlay, loaded }) => {
      const target = onPhone ? phone : page;
      await openIn(target, path, theme, (p) => p.getByRole('button', { name: onPhone ? 'Open menu' : 'Account menu' }).waitFor());
      await before?.(target);
      await target.getByRole('button', { name: button, exact: true }).click();
      const opened = overlay(target);
      await loaded?.(opened).waitFor();
      await settled(opened);
      expect(await seriousViolations(target)).toEqual([]);
      await target.keyboard.press('Escape');
    });

    it.each(workspaceTabs)(`has no serious violation on the workspace's %s tab in ${theme} mode`, async (tab, loaded) => {
      await openIn(page, '/problems?search=Shout', theme, (p) => p.getByRole('link', { name: 'Shout It', exact: true }).waitFor());
      await openShoutIt(page);
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await loaded(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
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

    it(`has no serious violation on the Result pane with a verdict in ${theme} mode`, async () => {
      // openIn reloads the page, which ends the 30-second Run/Submit cooldown of an earlier Run.
      await openIn(page, '/problems?search=Shout', theme, (p) => p.getByRole('link', { name: 'Shout It', exact: true }).waitFor());
      await openShoutIt(page);
      await replaceEditorCode(page, SHOUT);
      await page.getByRole('button', { name: 'Run Code', exact: true }).click();
      await waitForVerdict(page, 'Accepted', `axe-result-${theme}`);
      await page.getByTestId('test-result').first().waitFor();
      // The verdict's toast fades in: axe reads colours mid-fade as blended ones.
      await page.evaluate(() => Promise.all([...document.querySelectorAll('[data-scope="toast"]')].flatMap((toast) => toast.getAnimations({ subtree: true })).map((animation) => animation.finished)));
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`has no serious violation in the workspace at phone width in ${theme} mode, the editor open`, async () => {
      await openIn(phone, '/problems?search=Shout', theme, (p) => p.getByRole('link', { name: 'Shout It', exact: true }).waitFor());
      await phone.getByRole('link', { name: 'Shout It', exact: true }).click();
      await phone.getByRole('tablist', { name: 'Workspace panes' }).getByRole('tab', { name: 'Code', exact: true }).click();
      await phone.locator('.monaco-editor .view-lines').first().waitFor();
      expect(await seriousViolations(phone)).toEqual([]);
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
