import { test as base, type Response } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { SEEDED, logIn, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { atOrigin } from './support/live-page.ts';

/** The public site token of the stack under test (resort-api's and the gateway's default). */
const SITE_TOKEN = 'dev-public-site-token';

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('what reaches the browser', () => {
  test('no page, script, answer or header carries the public site token; the session cookie is httpOnly', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    const headers: string[] = [];
    page.on('response', (response: Response) => {
      headers.push(JSON.stringify(response.headers()));
      bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await logIn(page, SEEDED.customer.email, SEEDED.customer.password, SEEDED.customer.name);
    await page.goto('/client/order');
    await expect(page.getByRole('table')).toBeVisible();

    const seen = await Promise.all(bodies);
    expect(seen.length).toBeGreaterThan(5);
    for (const text of [...seen, ...headers]) expect(text).not.toContain(SITE_TOKEN);
    expect(await page.content()).not.toContain(SITE_TOKEN);

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'estancia_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('estancia_session');
  });

  test('an operation without the CSRF header is refused, even with the session cookie', async ({ page }) => {
    await signIn(page, SEEDED.customer.email, SEEDED.customer.password);
    // The request below is the page's own, from the site's origin.
    await atOrigin(page);
    const status = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { account { email } } }' }),
      });
      return { status: response.status, body: await response.text() };
    });
    expect(status.status).toBe(403);
    expect(status.body).toContain('CSRF_HEADER_REQUIRED');
    expect(status.body).not.toContain(SEEDED.customer.email);
  });
});

base.describe('Content-Security-Policy in the browser', () => {
  // The plain test, without the shared check: this one causes a violation on purpose.
  base('runs no inline script a page did not ship, and reports the attempt', async ({ page }) => {
    await page.goto('/');
    const outcome = await page.evaluate(async () => {
      const reported = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(script);
      return { directive: await reported, ran: document.body.dataset['injected'] ?? null };
    });
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: null });
  });
});
