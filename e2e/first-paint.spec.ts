import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { visibleBanners } from './support/live-data.ts';
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
});
