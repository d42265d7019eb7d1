import { readFileSync } from 'node:fs';
import { contentItemAnswer, contentListAnswer, siteSettingsAnswer } from '@estancia/resort-contract';
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { t } from './support/locales.ts';
import { CAMPAIGN_DISMISSED_KEY } from './support/campaign.ts';
import { HOME_TIMING } from '../client/src/features/home/timing.ts';

/**
 * The home page blocks below the slideshow (spec 000 §2 "Home screen", §9; spec 002 §2
 * "Testimonials"), checked against the live data of the resort API under test.
 */

const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;
/** client/src/features/home/CampaignPopup.tsx: the pop-up was closed during this visit. */

type Language = 'pt' | 'en';
const formTexts: Record<Language, Record<string, unknown>> = {
  pt: JSON.parse(readFileSync(new URL('../client/src/i18n/locales/forms/pt.json', import.meta.url), 'utf8')) as Record<string, unknown>,
  en: JSON.parse(readFileSync(new URL('../client/src/i18n/locales/forms/en.json', import.meta.url), 'utf8')) as Record<string, unknown>,
};
function ft(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), formTexts[language]);
  if (typeof value !== 'string') throw new Error(`no forms text ${key}`);
  return value;
}

async function get(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, RESORT_API), { headers: { authorization: 'Bearer dev-public-site-token' } });
  if (!response.ok) throw new Error(`resort API ${path}: ${response.status}`);
  return response.json();
}

/** Content item 149, the intro text, and its title in a language (pt fallback). */
async function intro(languageId: '1' | '2') {
  const item = contentItemAnswer.parse(await get('web/content/estancia/149')).data[0];
  const block = item?.content[0];
  if (!block) throw new Error('the demo data has no intro (item 149)');
  const translated = languageId === '1' ? '' : (block.language[languageId]?.title ?? '');
  return { title: translated.trim() ? translated : block.title };
}

/** The pictures of content item 94, the partner logos. */
async function partnerLogos() {
  const item = contentItemAnswer.parse(await get('web/content/estancia/94')).data[0];
  return item?.info.media.image ?? [];
}

/** Testimonials by status: accepted ones are shown, those under review are not (spec 000 §4). */
async function testimonials() {
  const { data } = contentListAnswer.parse(await get('web/content/type/estancia/testimony'));
  const now = Date.now();
  const shown = data.filter((item) => item.info.status === 'accepted' && item.info.date.published !== null && Date.parse(item.info.date.published) <= now);
  const hidden = data.filter((item) => item.info.status !== 'accepted');
  return { shown: shown.map((item) => item.content[0]), hidden: hidden.map((item) => item.content[0]) };
}

async function settings() {
  return siteSettingsAnswer.parse(await get('web/settings/estancia')).data;
}

/** Visits without the campaign pop-up: it is tested on its own below. */
async function withoutCampaign(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), CAMPAIGN_DISMISSED_KEY);
}

async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
}

const partners = (page: Page, language: Language = 'pt') => page.getByRole('region', { name: t(language, 'home.partners.label') });
const testimonialCarousel = (page: Page, language: Language = 'pt') => page.getByRole('region', { name: t(language, 'home.testimonials.label') });

test.describe('home page blocks (spec 000 §2 "Home screen")', () => {
  test('shows intro, virtual tour, video, store, partner logos and testimonials from live data, in order, sent with the page', async ({ page }) => {
    await withoutCampaign(page);
    const graphql: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
    });
    await page.goto('/');
    const main = page.getByRole('main');

    // The intro block is a region named by its title (a banner may carry the same title).
    const introBlock = main.getByRole('region', { name: (await intro('1')).title, exact: true });
    await expect(introBlock.getByRole('heading', { level: 2 })).toBeVisible();

    const tour = main.getByRole('region', { name: t('pt', 'home.virtualTour.heading') });
    await expect(tour.getByRole('link', { name: t('pt', 'home.virtualTour.link') })).toHaveAttribute('href', '/visita-virtual');

    const { videoUrl } = await settings();
    expect(videoUrl, 'the demo data has a home page video').not.toBe('');
    const video = main.locator(`iframe[title="${t('pt', 'home.video.frameTitle')}"]`);
    await expect(video).toHaveAttribute('loading', 'lazy');
    await expect(video).toHaveAttribute('src', /^https?:\/\//);

    const store = main.getByRole('region', { name: t('pt', 'home.store.heading') });
    await expect(store.getByRole('link', { name: t('pt', 'home.store.link') })).toHaveAttribute('href', '/store');

    const logos = await partnerLogos();
    expect(logos.length).toBeGreaterThan(0);
    const logoSlides = partners(page).getByRole('group');
    await expect(logoSlides).toHaveCount(logos.length);
    for (const logo of logos) await expect(partners(page).getByRole('img', { name: logo.description })).toHaveCount(1);

    const { shown, hidden } = await testimonials();
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden.length, 'the demo data has testimonials under review').toBeGreaterThan(0);
    const carousel = testimonialCarousel(page);
    await expect(carousel.getByRole('group')).toHaveCount(Math.min(shown.length, 10));
    for (const testimonial of shown.slice(0, 10)) await expect(carousel).toContainText(testimonial?.message ?? '');
    for (const testimonial of hidden) await expect(carousel).not.toContainText(testimonial?.message ?? '');
    await expect(main.getByRole('button', { name: t('pt', 'home.testimonials.leave') })).toBeVisible();

    // spec 000 §2: the blocks below the slideshow, in this order.
    const order = await Promise.all(
      [page.getByRole('region', { name: t('pt', 'slideshow.label') }), introBlock, tour, video, store, partners(page), carousel].map(
        async (block) => (await block.boundingBox())?.y ?? Number.NaN,
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // Everything came with the page: no request for it.
    expect(graphql).toHaveLength(0);
  });

  test('shows the blocks in English', async ({ page }) => {
    await withoutCampaign(page);
    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('region', { name: (await intro('2')).title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'home.virtualTour.link') })).toHaveAttribute('href', '/visita-virtual');
    await expect(page.getByRole('link', { name: t('en', 'home.store.link') })).toHaveAttribute('href', '/store');
    await expect(partners(page, 'en')).toBeVisible();
    await expect(testimonialCarousel(page, 'en')).toBeVisible();
    await expect(page.getByRole('button', { name: t('en', 'home.testimonials.leave') })).toBeVisible();
  });

  test('carousels can be paused, played and moved with buttons and keys', async ({ page }) => {
    // At this width three logos and two testimonials show at a time: both carousels have more to show.
    await page.setViewportSize({ width: 800, height: 900 });
    await withoutCampaign(page);
    await page.goto('/');
    for (const [carousel, key] of [
      [partners(page), 'partners'],
      [testimonialCarousel(page), 'testimonials'],
    ] as const) {
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute('data-playing', 'true');
      await carousel.getByRole('button', { name: t('pt', `home.${key}.pause`) }).click();
      await expect(carousel).toHaveAttribute('data-playing', 'false');
      const play = carousel.getByRole('button', { name: t('pt', `home.${key}.play`) });
      await expect(play).toBeVisible();

      const first = carousel.getByRole('group').first();
      const before = (await first.boundingBox())?.x;
      await carousel.getByRole('button', { name: t('pt', `home.${key}.next`) }).click();
      await expect.poll(async () => (await first.boundingBox())?.x).not.toBe(before);
      // The keyboard: Left brings the first slide back, focus stays in the carousel.
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await first.boundingBox())?.x).toBe(before);

      await play.click();
      // Rotation also waits while the mouse is over the carousel.
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-playing', 'true');
      await expect(carousel.getByRole('button', { name: t('pt', `home.${key}.pause`) })).toBeFocused();
    }
  });

  test('carousels do not rotate for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await withoutCampaign(page);
    await page.goto('/');
    await expect(partners(page)).toHaveAttribute('data-playing', 'false');
    await expect(partners(page).getByRole('button', { name: t('pt', 'home.partners.play') })).toBeVisible();
    await expect(testimonialCarousel(page)).toHaveAttribute('data-playing', 'false');
    await context.close();
  });
});

test.describe('campaign pop-up (spec 000 §1, §2, §9; spec 002 §1, §2)', () => {
  test('opens by itself after the testimonials loaded, links to the vouchers in the store, and stays closed for the visit', async ({ page }) => {
    await page.goto('/');
    await expect(testimonialCarousel(page)).toBeVisible();
    const popup = page.getByRole('dialog', { name: t('pt', 'home.campaign.title') });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(t('pt', 'home.campaign.text'));
    await expect(popup.getByRole('link', { name: t('pt', 'home.campaign.link') })).toHaveAttribute('href', '/store');

    // A modal: focus is inside, Escape closes it.
    await expect(popup.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Once per visit: on the page's own clock, well past the moment it opened the first time, the
    // pop-up stays closed (the clock is the browser's timers, run forward, not a wait).
    await page.clock.install();
    await page.reload();
    await expect(testimonialCarousel(page)).toBeVisible();
    await page.clock.runFor(HOME_TIMING.campaignPopupMs * 3);
    await expect(popup).toBeHidden();
  });

  test('shows in English and closes with its button', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: t('en', 'home.campaign.title') });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: t('en', 'home.campaign.close') }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe('home page accessibility (WCAG 2.2 AA)', () => {
  test('has no violations with the blocks, the campaign pop-up and the testimonial dialog', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: t('pt', 'home.campaign.title') });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('pt', 'home.testimonials.leave') }).click();
    const form = page.getByRole('dialog', { name: ft('pt', 'testimonial.title') });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no violations in English', async ({ page }) => {
    await withoutCampaign(page);
    await inEnglish(page);
    await page.goto('/');
    await expect(testimonialCarousel(page, 'en')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
