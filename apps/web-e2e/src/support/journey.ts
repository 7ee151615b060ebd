import type { Browser, Locator, Page } from 'playwright-core';
import { GatewayClient } from './api-client';
import { baseUrl, saveScreenshot } from './browser';

/** A phone-sized viewport (390 × 844 CSS px), below the navbar's `md` breakpoint. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** A fresh browser context (own cookies and storage) with a desktop viewport, or the one given. */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Gives `page` Playwright's clock (Date, timers and animation frames faked, flowing at real speed),
 * so that {@link passCooldown} can move its time on. Call before the page's first navigation.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** The 30-second Run/Submit cooldown, plus a second so the last tick of its countdown is past, ms. */
const COOLDOWN_MS = 31_000;

/**
 * Ends the 30-second Run/Submit cooldown of `page` (given {@link installPageClock}) by setting its
 * clock 31 s on, instead of the test waiting it out, and waits for Submit to be offered again. Only
 * the time is set: no timer fires out of turn (a fast-forward fired every due timer at once, and
 * one of the editor's threw mid-animation), and the countdown's next tick reads the new time. The
 * cooldown itself is proven where it is the subject (the workspace's Wait label tests).
 */
export async function passCooldown(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + COOLDOWN_MS);
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Registers a learner of its own for one test file through the gateway, so files never share state. */
export async function registerLearner(label: string): Promise<Account> {
  const account = { name: `${label} Learner`, email: `${label.toLowerCase()}-${Date.now()}@example.com`, password: `${label.toLowerCase()}-pass-1` };
  await new GatewayClient(`${baseUrl()}/api/v1`).register(account.name, account.email, account.password);
  return account;
}

/**
 * Logs in through the login screen and waits for the redirect to /problems (where a sign-in without
 * `next` lands). On a phone (`mobile`) the
 * account controls sit in the menu, so the check is the bar's menu button rather than the avatar.
 */
export async function logIn(page: Page, email: string, password: string, options: { mobile?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl()}/problems`);
  await page.getByRole('button', { name: options.mobile ? 'Open menu' : 'Account menu' }).waitFor();
}

/**
 * Opens the navbar's account menu (desktop width) and follows one of its links, then waits for
 * the URL `path`. The menu loads on first use and opens with an enter animation: the item is
 * clicked only once the animation has ended, so a busy machine cannot move it under the pointer
 * between Playwright's hit check and the click.
 * @throws playwright's TimeoutError when the menu, the item or the navigation never comes
 */
export async function followAccountMenu(page: Page, item: string, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: item }).waitFor();
  await menu.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await menu.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`${baseUrl()}${path}`);
}

/** Opens a problem's workspace from the list, found by its title (the list has more than one page). */
export async function openProblem(page: Page, title: string): Promise<void> {
  await page.goto(`${baseUrl()}/problems`);
  await page.getByRole('textbox', { name: 'Search problems' }).fill(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { name: title }).waitFor();
}

/** The path of the page's URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The visible lines of the first Monaco editor in `scope` (default: the page, the workspace's one editor); Monaco draws spaces as no-break spaces. */
export async function editorLines(page: Page, scope: Page | Locator = page): Promise<string[]> {
  const text = await scope.locator('.monaco-editor .view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ').replace(/\n+$/, '').split('\n');
}

/**
 * Waits until the workspace editor shows `fragment`. Monaco draws a newly mounted model over a few
 * frames (the first layout can show only the first line), so reads right after a mount must wait.
 * @throws playwright's TimeoutError after `timeoutMs` (default 10 s)
 */
export async function waitForEditorToShow(page: Page, fragment: string, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector('.monaco-editor .view-lines')?.textContent?.replace(/\u00a0/g, ' ').includes(text) ?? false,
    fragment,
    { timeout: timeoutMs },
  );
}

/**
 * Replaces the code in the first Monaco editor in `scope` (default: the page, the workspace's one
 * editor; an admin form's code field otherwise) by typing it, and waits until the editor shows
 * exactly that code, which must fit the editor's height. Monaco indents typed lines after a line
 * that opens a block: multi-line indented code goes in with {@link pasteEditorCode}.
 * @throws Error naming the lines the editor showed when it never took the code
 */
export async function replaceEditorCode(page: Page, code: string, scope: Page | Locator = page): Promise<void> {
  await enterEditorCode(page, code, scope, () => page.keyboard.insertText(code));
}

/**
 * As {@link replaceEditorCode}, but pastes the code (a paste event with the text, as the system
 * clipboard would send it), which Monaco takes as it is: for indented multi-line code such as a
 * Python class.
 */
export async function pasteEditorCode(page: Page, code: string, scope: Page | Locator = page): Promise<void> {
  await enterEditorCode(page, code, scope, () => pasteText(page, code));
}

/**
 * Pastes `text` where the focus is (a paste event with the text, as the system clipboard would send
 * it). Monaco takes a paste as one edit: tens of thousands of characters go in at once, where typed
 * they take a minute.
 */
export function pasteText(page: Page, text: string): Promise<void> {
  return page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Selects all the code of the first Monaco editor in `scope`, enters `code` by `enter` and waits
 * until the editor shows exactly that code. Right after a page load the click can land before
 * Monaco takes the focus, and the keys then go to the page (Ctrl+A selects the document): it is
 * tried again, up to three times.
 */
async function enterEditorCode(page: Page, code: string, scope: Page | Locator, enter: () => Promise<void>): Promise<void> {
  const expected = code.replace(/\n+$/, '').split('\n');
  // Monaco positions its line elements absolutely and may reorder them in the DOM: compare as sets.
  const same = (lines: string[]) => JSON.stringify([...lines].sort()) === JSON.stringify([...expected].sort());
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await scope.locator('.monaco-editor').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await enter();
    for (let poll = 0; poll < 20; poll += 1) {
      if (same(await editorLines(page, scope))) return;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`the editor did not take the code; it shows: ${JSON.stringify(await editorLines(page, scope))}`);
}

/**
 * Waits until the results' Status shows `expected` after a Run or Submit. On a time-out it saves a
 * screenshot `failed-<label>.png` and names what the page showed instead, so a failure says whether
 * the request never finished or ended with another verdict.
 * @throws Error after `timeoutMs` (default 45 s) without that verdict
 */
export async function waitForVerdict(page: Page, expected: string, label: string, timeoutMs = 45_000): Promise<void> {
  const status = page.getByTestId('summary-Status');
  try {
    await status.filter({ hasText: expected }).waitFor({ timeout: timeoutMs });
  } catch {
    const shown = (await status.count()) > 0 ? await status.first().textContent() : 'no result';
    const buttons = await page.locator('header button').allInnerTexts();
    await saveScreenshot(page, `failed-${label}`);
    throw new Error(`expected the verdict ${expected} within ${timeoutMs} ms; Status: ${shown}; header buttons: ${JSON.stringify(buttons)}; see failed-${label}.png`);
  }
}
