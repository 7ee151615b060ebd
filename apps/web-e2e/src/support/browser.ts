import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { readE2eEnv } from './config/e2e-env';

/**
 * Where screenshots of the main screens are kept: test artefacts, or the directory named by
 * E2E_SCREENSHOT_DIR (relative to the repository root), which `npm run screenshots:web` sets to
 * docs/screenshots to refresh the committed ones.
 */
export const SCREENSHOT_DIR = resolve(__dirname, '../../../..', readE2eEnv().screenshotDir);

/**
 * Launches Debian's Chromium (never a downloaded browser) headless, with the flags this machine's
 * closed network needs so that Chromium does not try to phone home.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: readE2eEnv().chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The URL of the web app under test. @throws Error when the global setup did not run. */
export function baseUrl(): string {
  const url = readE2eEnv().baseUrl;
  if (!url) throw new Error('E2E_BASE_URL is unset: run the browser tests through jest with the web-e2e global setup');
  return url;
}

/**
 * Saves a screenshot named `<name>.png` under {@link SCREENSHOT_DIR}: the whole page, or only the
 * viewport (`fullPage: false`, for an overlay such as the mobile menu).
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
  return path;
}
