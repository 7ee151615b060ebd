import type { Page } from 'playwright-core';

/** What has the keyboard focus, and how it shows it. */
export interface FocusState {
  tag: string;
  /** The accessible-ish name: aria-label, else the text content, trimmed. */
  name: string;
  /** Whether the browser treats the focus as keyboard focus (`:focus-visible`). */
  focusVisible: boolean;
  /** Whether a focus ring is drawn: a visible outline (some width, not transparent), or a box shadow. */
  ringDrawn: boolean;
  inDialog: boolean;
  inMenu: boolean;
}

/** Describes `document.activeElement` (dialogs and menus must be usable by keyboard with visible focus). */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    // A transparent outline takes space but shows nothing.
    const transparent = style.outlineColor === 'transparent' || /^rgba\(.*,\s*0\)$/.test(style.outlineColor);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !transparent;
    return {
      tag: element.tagName,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      focusVisible: element.matches(':focus-visible'),
      ringDrawn: outline || style.boxShadow !== 'none',
      inDialog: element.closest('[role="dialog"], [role="alertdialog"]') !== null,
      inMenu: element.closest('[role="menu"]') !== null,
    };
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the element named `name` has the focus, as a
 * keyboard user would; a name that goes on after a comma counts too (the account button is
 * "Account menu, <the user's name>"), and a RegExp matches the name as it pleases.
 * @throws Error naming the focus path when `name` is not reached within `maxTabs` presses
 */
export async function tabTo(page: Page, name: string | RegExp, maxTabs = 25, options: { backwards?: boolean } = {}): Promise<FocusState> {
  const path: string[] = [];
  const matches = (state: FocusState) => (typeof name === 'string' ? state.name === name || state.name.startsWith(`${name}, `) : name.test(state.name));
  for (let press = 0; press < maxTabs; press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    if (matches(state)) return state;
    path.push(state.name.slice(0, 40));
  }
  throw new Error(`"${name}" not reached by ${options.backwards ? 'Shift+Tab' : 'Tab'}; the focus went through: ${path.join(' → ')}`);
}

/** Whether the keyboard focus is inside the workspace's Monaco editor. */
export function focusInEditor(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
}

/** The text of the menu item the keyboard highlights, and whether it is drawn differently from the menu. */
export function highlightedMenuItem(page: Page): Promise<{ text: string; standsOut: boolean } | null> {
  return page.evaluate(() => {
    const item = document.querySelector<HTMLElement>('[role="menuitem"][data-highlighted]');
    const menu = item?.closest<HTMLElement>('[role="menu"]');
    if (!item || !menu) return null;
    return { text: (item.textContent ?? '').trim(), standsOut: getComputedStyle(item).backgroundColor !== getComputedStyle(menu).backgroundColor };
  });
}
