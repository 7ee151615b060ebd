import type { Browser, Page } from 'playwright-core';
import { GatewayClient } from './api-client';
import { baseUrl } from './browser';

/** A phone-sized viewport (390 × 844 CSS px), below the navbar's `md` breakpoint. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** A fresh browser context (own cookies and storage) with a desktop viewport, or the one given. */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
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
 * Logs in through the login screen and waits for the redirect to /. On a phone (`mobile`) the
 * account controls sit in the menu, so the check is the bar's menu button rather than the avatar.
 */
export async function logIn(page: Page, email: string, password: string, options: { mobile?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('button', { name: options.mobile ? 'Open menu' : 'Account menu' }).waitFor();
}

/** The path of the page's URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
