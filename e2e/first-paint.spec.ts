import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { inLanguage, visibleBanners } from './support/live-data.ts';
import { at, signIn } from './support/accounts.ts';
import { t } from './support/locales.ts';
import { listedProducts, st } from './support/shop-data.ts';

test.beforeEach(({ page }) => dismissCampaignPopup(page));

/** The GraphQL requests a page makes from now on. */
function graphqlRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request);
  });
  return requests;
}

test.describe('first paint', () => {
  test('the home page and the store paint their content from the data sent with the page, without a GraphQL request; later pages ask by persisted id', async ({ page }) => {
    const graphql = graphqlRequests(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname === '/media/image') pictures.push(request.url());
    });

    await page.goto('/');
    const [first] = await visibleBanners();
    const slideshow = page.getByRole('region', { name: t('pt', 'slideshow.label') });
    await expect(slideshow.getByRole('heading', { level: 2, name: first?.content[0]?.title ?? '' })).toBeVisible();
    // The first slide's picture, preloaded by the page at the width the layout draws it, is fetched once.
    const hero = slideshow.getByRole('img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    const heroUrl = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(pictures.filter((url) => url === heroUrl)).toHaveLength(1);

    expect(graphql).toHaveLength(0);

    // A page opened from there asks for its data once, by persisted id, never with a document.
    await page.getByRole('main').getByRole('link', { name: t('pt', 'home.store.link') }).click();
    await expect(page.getByRole('heading', { level: 1, name: st('pt', 'store.title') })).toBeVisible();
    expect(graphql).toHaveLength(1);
    // A read goes by GET, so the gateway's cache (and a CDN) can answer it by its address.
    expect(graphql[0]?.method()).toBe('GET');
    const search = new URL(graphql[0]?.url() ?? '').searchParams;
    expect(search.get('query')).toBeNull();
    const extensions = JSON.parse(search.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: string } };
    expect(extensions.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);

    // Opened at its address, the store paints from its own data block.
    graphql.length = 0;
    await page.goto('/store');
    const [pass] = await listedProducts('PASS', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: st('pt', 'store.title') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(pass?.name ?? '');

    expect(graphql).toHaveLength(0);
  });

  test('the first screen comes with the HTML, readable without scripts, and the browser takes that markup over instead of painting it again', async ({ browser, page }) => {
    const [first] = await visibleBanners();
    const bannerTitle = inLanguage(first?.content[0]?.title ?? '', first?.content[0]?.language ?? {}, 'title', '2');

    // Without JavaScript (a crawler, a phone still loading the scripts) the page is there.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto('/?lang=en');
    await expect(still.getByRole('heading', { level: 1, name: t('en', 'home.title') })).toBeAttached();
    await expect(still.getByRole('region', { name: t('en', 'slideshow.label') }).getByRole('heading', { level: 2, name: bannerTitle })).toBeVisible();
    await expect(still.getByRole('link', { name: t('en', 'home.store.link') })).toBeVisible();
    await withoutScripts.close();

    // With scripts, the server's elements stay: React attaches to them (hydration) and reports no mismatch.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
      });
    });
    await page.goto('/?lang=en');
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
    expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { serverMain: Element | null }).serverMain)).toBe(true);
    // And it is the live page: the language switch works in place.
    await page.getByRole('button', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: t('pt', 'home.title') })).toBeAttached();

    // The ids the server wrote are the ones the live page uses: each disclosure of the store's lists
    // still names the row it opens.
    await page.goto('/store');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === false);
    const disclosures = page.locator('button[aria-controls]');
    expect(await disclosures.count()).toBeGreaterThan(0);
    expect(await disclosures.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')).filter((id) => !id || !document.getElementById(id)))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a product's page comes with its name, picture and price in the HTML, and the browser takes it over without asking for data", async ({ browser, page }) => {
    const [pass] = await listedProducts('PASS', 'pt');
    const address = `/store/product/${pass?.id ?? 0}`;
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(address);
    await expect(still.getByRole('heading', { level: 1, name: pass?.name ?? '' })).toBeVisible();
    await expect(still.getByRole('main').getByRole('img').first()).toBeVisible();
    // The price rides in the page's structured data (the page itself shows none, spec 000 §2).
    const product = JSON.parse((await still.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { name?: string; offers?: { price?: string } };
    expect(product.name).toBe(pass?.name);
    expect(product.offers?.price).toMatch(/^\d+\.\d{2}$/);
    await withoutScripts.close();

    const graphql = graphqlRequests(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(address);
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === false);
    await expect(page.getByRole('heading', { level: 1, name: pass?.name ?? '' })).toBeVisible();
    // No GraphQL request: neither for the data nor for a report of markup that did not match.
    expect(graphql).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  test('a signed-in customer’s purchases come with the page, rendered with their orders: no GraphQL request on load', async ({ page }) => {
    await signIn(page, 'cliente@estancia.pt', 'Cliente#2026');
    const graphql = graphqlRequests(page);
    const response = await page.goto('/client/order');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).toContain('data-server-rendered="pt"');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-server-rendered') === false);
    await expect(page.getByRole('heading', { level: 1, name: at('pt', 'orders.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    expect(graphql).toHaveLength(0);
  });

  test('a visitor who reads in another language than the page was written in gets the page in their language', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
    await page.goto('/store');
    await expect(page).toHaveURL(/\/store\?lang=fr$/);
    await expect(page.getByRole('heading', { level: 1, name: st('fr', 'store.title') })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
