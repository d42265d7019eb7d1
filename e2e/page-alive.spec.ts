import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { accountDialog, loginEntry } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { untilLive } from './support/live-page.ts';
import { t } from './support/locales.ts';
import { lisbonDay, SERVICES } from './support/reservations-data.ts';
import { st } from './support/shop-data.ts';

/**
 * The moment a server-rendered page comes alive (client/src/main.tsx): taps before it are held and
 * done once (client/public/held-taps.js, client/src/start/held-taps.ts), the scroll is kept, plain
 * forms work without scripts, the server paints what the visitor chose, a mismatch is reported.
 */
test.beforeEach(({ page }) => dismissCampaignPopup(page));

/** How late the website's scripts arrive: the page stays as the server painted it meanwhile. */
const SCRIPTS_LATE_MS = 2500;

const SCRIPT_FILES = /\/assets\/.+\.js$/;

/** Holds back every script file of the site, as a slow phone link would, until `onTime`. */
async function lateScripts(page: Page): Promise<void> {
  await page.route(SCRIPT_FILES, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPTS_LATE_MS));
    // A request the page dropped meanwhile (it moved on) is no longer there to continue.
    await route.continue().catch(() => undefined);
  });
}

/** Waits for the page to be live; scripts asked for from then on (a dialog's) come at once. */
async function liveThenOnTime(page: Page): Promise<void> {
  await untilLive(page);
  await page.unroute(SCRIPT_FILES);
}

const notLive = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === true);

/** Notes when each tap reaches the page, before the page's own listeners see it. */
async function noteTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps: number[] = [];
    (window as unknown as { taps: number[] }).taps = taps;
    window.addEventListener('click', () => taps.push(performance.now()), { capture: true });
  });
}

/** The milliseconds from the first paint to each tap noted, for the test's record. */
const tapDelays = (page: Page) =>
  page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return (window as unknown as { taps: number[] }).taps.map((at) => Math.round(at - painted));
  });

/**
 * Taps controls of the painted page the moment it first paints, before it is live, as a visitor's
 * finger would: where each control is drawn (scrolled to if below the fold; the controls must fit
 * one screen), found with its CSS selector in the page (role queries are too slow for this moment).
 * Then checks the page was not live and each tap shows as taken (the control marked as pressed).
 */
async function tapAtFirstPaint(page: Page, selectors: string[]): Promise<void> {
  // One call into the page: it answers as the paint is reported, with where each control is.
  const centres = await page.evaluate(
    (wanted) =>
      new Promise<Array<{ x: number; y: number } | null>>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve(
            wanted.map((selector) => {
              const control = document.querySelector(selector);
              control?.scrollIntoView({ block: 'nearest' });
              const box = control?.getBoundingClientRect();
              return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
            }),
          );
        }).observe({ type: 'paint', buffered: true });
      }),
    selectors,
  );
  for (const [index, centre] of centres.entries()) {
    expect(centre, `${selectors[index] ?? ''} is on the painted page`).not.toBeNull();
    if (centre) await page.mouse.click(centre.x, centre.y);
  }
  expect(await notLive(page), 'the page was not live yet when tapped').toBe(true);
  // The first of each: the one querySelector found.
  for (const selector of selectors) await expect(page.locator(selector).first()).toHaveAttribute('data-held-tap', /^\d+$/);
}

test.describe('the page coming alive', () => {
  test('a carousel control, the account button and a slot tapped before the page is live each do what they say once it is, exactly once', async ({ page, request }) => {
    const service = `/reservation/service/${SERVICES.thermalCircuit.id}?date=${lisbonDay(1)}`;
    // Both pages come painted by the server (their data read once before, as on a running site).
    for (const address of ['/', service]) expect(await (await request.get(address)).text()).toContain('data-server-rendered="pt"');
    await noteTaps(page);
    await lateScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const slideshow = page.getByRole('region', { name: t('pt', 'slideshow.label') });
    await tapAtFirstPaint(page, [`[aria-label="${t('pt', 'slideshow.next')}"]`, 'header button[aria-haspopup="dialog"]']);
    const onHome = await tapDelays(page);
    await expect(loginEntry(page)).toHaveAttribute('data-held-tap', '2');
    await liveThenOnTime(page);
    // Next once: the second slide, not the third.
    await expect(slideshow.getByRole('button', { name: t('pt', 'slideshow.goTo').replace('{{n}}', '2') })).toHaveAttribute('aria-current', 'true');
    await expect(accountDialog(page, 'login')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('[data-held-tap]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(accountDialog(page, 'login')).toBeHidden();

    // A visitor's slot opens the login modal (spec 002 §5), on a service page painted by the server.
    await lateScripts(page);
    await page.goto(service, { waitUntil: 'commit' });
    await tapAtFirstPaint(page, ['button[data-slot-id]']);
    const onService = await tapDelays(page);
    await liveThenOnTime(page);
    await expect(accountDialog(page, 'login')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    test.info().annotations.push({ type: 'ms from first paint to each tap', description: [...onHome, ...onService].join(', ') });
  });

  test('the place a visitor scrolled the painted page to is kept as it comes alive (followScroll)', async ({ page }) => {
    await lateScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    expect(await notLive(page)).toBe(true);
    await untilLive(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('the language switch works as a plain form before scripts, keeping the address’s other parameters', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/article/all?page=1');
      await page.getByRole('group', { name: t('pt', 'language.label') }).getByRole('button', { name: /^EN/ }).click();
      await expect(page).toHaveURL(/\/article\/all\?page=1&lang=en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await context.close();
    }
  });

  test('a returning visitor who chose cookies and a language gets pages without the banner, in their language, from the server', async ({ page, request }) => {
    const heading = t('pt', 'cookies.heading');
    // The served HTML: with the banner for a first visit, without it once the choice rides in the cookie.
    expect(await (await request.get('/')).text()).toContain(heading);
    expect(await (await request.get('/', { headers: { cookie: 'cookie-consent=necessary' } })).text()).not.toContain(heading);

    await page.goto('/');
    await page.getByRole('region', { name: heading }).getByRole('button', { name: t('pt', 'cookies.acceptAll') }).click();
    // A visitor whose choice was kept before it rode in a cookie too gets the cookie as the site starts.
    await page.context().clearCookies();
    await page.reload();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('all');

    // From now on the banner is never in a page, not even for a moment.
    await page.addInitScript((name) => {
      new MutationObserver(() => {
        if ([...document.querySelectorAll('h2')].some((h2) => h2.textContent === name)) document.documentElement.dataset['bannerSeen'] = 'yes';
      }).observe(document, { childList: true, subtree: true });
    }, heading);
    const served = await page.goto('/store');
    expect(await served?.text()).not.toContain(heading);
    await expect(page.getByRole('heading', { level: 1, name: st('pt', 'store.title') })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-banner-seen')).toBeNull();

    // The language kept: an address without one opens in it, painted by the server in it.
    await page.getByRole('group', { name: t('pt', 'language.label') }).getByRole('button', { name: /^FR/ }).click();
    await expect(page).toHaveURL(/\/store\?lang=fr$/);
    const redirect = await request.get('/store', { headers: { cookie: 'lang=fr' }, maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['location']).toBe('/store?lang=fr');
    const french = await page.goto('/store');
    await expect(page).toHaveURL(/\/store\?lang=fr$/);
    expect(await french?.text()).toContain('data-server-rendered="fr"');
    await expect(page.getByRole('heading', { level: 1, name: st('fr', 'store.title') })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-banner-seen')).toBeNull();
  });

  test('a mismatch between the server’s markup and the browser’s render is reported with the route and the first differing node', async ({ page }) => {
    const title = t('pt', 'home.title');
    const altered = 'Título que o servidor não escreveu';
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(`>${title}</h1>`, `>${altered}</h1>`);
        await route.fulfill({ response, body: html });
      },
    );
    const reported = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('clientErrorReporterMutation'));
    await page.goto('/');
    const body = JSON.parse((await reported).postData() ?? '{}') as { variables?: { input?: { details?: string } } };
    const details = JSON.parse(body.variables?.input?.details ?? '{}') as { route?: string; source?: string; firstDifference?: { node: string; server: string | null; browser: string | null } };
    expect(details).toMatchObject({ route: '/', source: 'hydration' });
    expect(details.firstDifference?.node).toMatch(/h1:nth-child\(\d+\) > #text:nth-child\(1\)$/);
    expect(details.firstDifference?.server).toBe(altered);
    expect(details.firstDifference?.browser).toBe(title);
    // The page recovered: it shows what the browser rendered.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
  });
});
