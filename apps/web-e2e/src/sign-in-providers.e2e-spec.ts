import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl, launchChromium, saveScreenshot } from './support/browser';
import { newPage } from './support/journey';

const NOT_SET_UP = 'Google sign-in is not set up on this server. Use your email and password.';

/**
 * 'Continue with Google' against the real gateway, which the browser-test stack starts without a
 * Google client: its Google routes answer 404 there, so the button must be disabled with the
 * reason, never a way to that JSON error. With Google offered it still starts the sign-in.
 */
describe('Google sign-in button in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });

  afterAll(async () => {
    await browser.close();
  });

  const googleButton = () => page.getByRole('button', { name: 'Continue with Google' });

  it.each(['/login', '/signup'])('is disabled on %s with the reason, as the gateway offers no Google sign-in', async (path) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByText(NOT_SET_UP).waitFor();
    expect(await googleButton().isDisabled()).toBe(true);
    // The reason is the button's description, so a screen reader hears it with the button.
    const describedBy = await googleButton().getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(NOT_SET_UP);
    await googleButton().click({ force: true });
    expect(new URL(page.url()).pathname).toBe(path);
    await saveScreenshot(page, `google-unavailable${path.replace('/', '-')}`);
  });

  it.each(['light', 'dark'])('keeps the sign-in screen free of serious axe violations with the reason shown, in %s mode', async (mode) => {
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.reload();
    await page.getByText(NOT_SET_UP).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('starts the sign-in at the gateway when the gateway offers Google', async () => {
    await page.route('**/api/v1/auth/providers', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"google":true}' }));
    // Stands in for the gateway's redirect to Google, which this stack has no client for.
    await page.route('**/api/v1/auth/google?**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>provider</h1>' }));
    try {
      await page.goto(`${baseUrl()}/login`);
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.includes('Continue with Google'));
        return button !== undefined && !button.disabled;
      });
      expect(await page.getByText(NOT_SET_UP).count()).toBe(0);
      await googleButton().click();
      await page.waitForURL((url) => url.pathname === '/api/v1/auth/google');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${baseUrl()}/problems`);
      expect(await page.evaluate(() => window.sessionStorage.getItem('googleAuthRedirect'))).toBe('true');
    } finally {
      await page.unrouteAll();
    }
  });
});
