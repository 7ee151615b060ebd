import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from './support/browser';
import { installPageClock, logIn, newPage, passCooldown, registerLearner, replaceEditorCode, waitForVerdict } from './support/journey';

/** A correct 'Shout It' (one line, as Monaco indents typed lines). */
const SHOUT = 'var shoutIt = function(line) { return line.toUpperCase(); };';

/**
 * The app under the Content-Security-Policy it ships with (no inline script, no framing; the one
 * header set of `npm start`'s web server, the nginx image and `vite preview`): the editor with its
 * worker, Run, Submit and the theme switch work, and the browser reports no violation at all.
 */
describe('the app under its Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await installPageClock(page);
    // Every violation the page sees, from its first script on, and every console error naming the policy.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
    const account = await registerLearner('Csp');
    await logIn(page, account.email, account.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('serves the app with the CSP, X-Frame-Options, Referrer-Policy and Permissions-Policy', async () => {
    const response = await page.goto(`${baseUrl()}/problems`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']?.split(';')).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'"]));
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('runs the editor with its worker, Run, Submit and the theme switch without one violation', async () => {
    await page.getByRole('link', { name: 'Shout It' }).click();
    await page.locator('.monaco-editor').first().waitFor();
    // Monaco's worker (a hashed file of our own) started: its language services colour the code.
    await replaceEditorCode(page, SHOUT);
    await page.getByRole('button', { name: 'Run Code' }).click();
    await waitForVerdict(page, 'Accepted', 'csp-run');
    // The 30-second Run/Submit cooldown keeps Submit disabled after the Run.
    await passCooldown(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForVerdict(page, 'Accepted', 'csp-submit');
    expect(await page.getByTestId('summary-Success Rate').textContent()).toBe('100.0%');

    const theme = page.getByRole('button', { name: /Switch to (light|dark) mode/ });
    const before = await page.evaluate(() => document.documentElement.className);
    await theme.click();
    await page.waitForFunction((previous) => document.documentElement.className !== previous, before);
    expect(violations).toEqual([]);
  }, 120_000);

  it('cannot be framed by another page', async () => {
    const framed = await newPage(browser);
    await framed.setContent(`<iframe src="${baseUrl()}/" width="400" height="300"></iframe>`);
    const frame = framed.frames()[1];
    await frame.waitForLoadState('load');
    // Blocked by frame-ancestors and X-Frame-Options: the frame holds the browser's error page,
    // not the app's document (whose HTML has #root before any script runs).
    expect(await frame.evaluate(() => document.getElementById('root') !== null)).toBe(false);
    await framed.close();
  });
});
