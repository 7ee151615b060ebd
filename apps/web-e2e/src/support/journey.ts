import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** A fresh browser context (own cookies and storage) with a desktop viewport. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/** Logs in through the login screen and waits for the redirect to /. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The path of the page's URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
