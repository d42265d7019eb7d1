import { type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { allBanners, inLanguage, mainMenu, visibleBanners } from './support/live-data.ts';
import { t } from './support/locales.ts';
import { dismissCampaignPopup } from './support/campaign.ts';

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('home page', () => {
  test('shows the slideshow of the banners published now, from live data sent with the page', async ({ page }) => {
    const graphql: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
    });
    await page.goto('/');

    const slideshow = page.getByRole('region', { name: t('pt', 'slideshow.label') });
    await expect(slideshow).toBeVisible();
    const banners = await visibleBanners();
    const slides = slideshow.getByRole('group', { name: /^\d+ de \d+$/ });
    await expect(slides).toHaveCount(banners.length);
    await expect(slideshow.getByRole('heading', { level: 2 })).toHaveText(banners.map((b) => b.content[0]?.title ?? ''));
    await expect(slides.first().getByRole('heading', { level: 2 })).toBeVisible();

    // spec 000 §4: an expired or scheduled banner is not shown.
    const hidden = (await allBanners()).filter((b) => !banners.some((v) => v.id === b.id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const banner of hidden) await expect(slideshow).not.toContainText(banner.content[0]?.title ?? '');

    // spec 000 §2: clickable pagination, one dot per slide, the current one marked.
    const dots = slideshow.getByRole('button', { name: /^Ir para o diapositivo \d+$/ });
    await expect(dots).toHaveCount(banners.length);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1).getByRole('heading', { level: 2 })).toBeVisible();

    // The page's data came with it: no request for it (e2e/first-paint.spec.ts checks the requests of later pages).
    expect(graphql).toHaveLength(0);
  });

  test('builds the top navigation from the menu structure', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('pt', 'nav.label') });
    for (const entry of await mainMenu()) {
      await expect(nav).toContainText(entry.title);
    }
  });

  test('switches language: English texts, pt fallback for an empty translation, kept under lang', async ({ page }) => {
    const banners = await visibleBanners();
    const untranslated = banners.find((b) => !b.content[0]?.language['2']?.title?.trim());
    const translated = banners.find((b) => b.content[0]?.language['2']?.title?.trim());
    expect(untranslated, 'the demo data has a visible banner without an English title').toBeDefined();
    expect(translated, 'the demo data has a visible banner with an English title').toBeDefined();

    await page.goto('/');
    await page.getByRole('group', { name: t('pt', 'language.label') }).getByRole('button', { name: /^EN/ }).click();

    const slideshow = page.getByRole('region', { name: t('en', 'slideshow.label') });
    const titles = slideshow.getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(banners.map((b) => inLanguage(b.content[0]?.title ?? '', b.content[0]?.language ?? {}, 'title', '2')));
    await expect(titles).toContainText([untranslated?.content[0]?.title ?? '']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: t('en', 'language.label') }).getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    const englishMenu = (await mainMenu()).map((e) => inLanguage(e.title, e.language, 'title', '2'));
    await expect(page.getByRole('navigation', { name: t('en', 'nav.label') })).toContainText(englishMenu[0] ?? '');

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: t('en', 'slideshow.label') }).getByRole('heading', { level: 2 }).first()).toHaveText(
      inLanguage(banners[0]?.content[0]?.title ?? '', banners[0]?.content[0]?.language ?? {}, 'title', '2'),
    );
  });

  test('sends unknown paths to the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: t('pt', 'slideshow.label') })).toBeVisible();
  });

  test('has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: t('pt', 'slideshow.label') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
