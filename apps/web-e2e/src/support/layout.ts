import type { Locator, Page } from 'playwright-core';

/** Whether the page scrolls sideways: its content is wider than the viewport. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Whether a button (by its name, or a locator) lies wholly inside the viewport, so a tap reaches it without scrolling. */
export async function inViewport(page: Page, button: string | Locator): Promise<boolean> {
  const box = await (typeof button === 'string' ? page.getByRole('button', { name: button, exact: true }) : button).boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height);
}
