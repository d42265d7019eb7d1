import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { atOrigin } from './support/live-page.ts';
import { SEEDED, signIn } from './support/accounts.ts';
import {
  articlePath,
  contentItem,
  ct,
  localized,
  PREVIEW_ITEM_ID,
  publishedPageWithLayout,
  siteDate,
  siteSettings,
  sourceHost,
  unpublishedPage,
  visibleGalleries,
  visibleNews,
  visiblePress,
  type Language,
  type LayoutName,
} from './support/content-data.ts';
import { dismissCampaignPopup } from './support/campaign.ts';

test.beforeEach(({ page }) => dismissCampaignPopup(page));

/** spec 000 §9 grids: the cards a list shows before "load more". */
const PAGE_SIZES = { news: 9, press: 6, galleries: 9 };
/** The PageLayout enum value each upstream layout is shown with (data-layout on the page). */
const LAYOUT_ENUM: Record<LayoutName, string> = {
  card: 'CARD',
  accordion: 'ACCORDION',
  tabs: 'TABS',
  contact: 'CONTACT',
  list: 'LIST',
  'list-alt': 'LIST_ALT',
  '404': 'NOT_FOUND',
  default: 'DEFAULT',
};

/** Chooses the site language as a returning visitor would have it (spec 000 §4: kept under lang). */
async function setLanguage(page: Page, language: Language): Promise<void> {
  if (!page.url().startsWith('http')) await atOrigin(page);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  // The site keeps the choice in a cookie too, which the server reads (spec 000 §4).
  await page.context().addCookies([{ name: 'lang', value: language, url: new URL('/', page.url()).href }]);
}

/** The query an address carries in a language (pt has none), as a pattern. */
const languageQuery = (language: Language) => (language === 'pt' ? '' : `\\?lang=${language}`);

/** Opens an address in a language. */
async function visit(page: Page, path: string, language: Language): Promise<void> {
  await setLanguage(page, language);
  await page.goto(path);
}


/** The breadcrumb bar (spec 000 §2): a labelled nav whose last step is the current page. */
async function expectBreadcrumbsEndingWith(page: Page, language: Language, title: string): Promise<void> {
  const bar = page.getByRole('navigation', { name: ct(language, 'breadcrumbs.label') });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link').first()).toHaveAttribute('href', '/');
  await expect(bar.locator('[aria-current="page"]')).toHaveText(title);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const notFoundHeading = (page: Page, language: Language) => page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(ct(language, 'notFound.title'))) });

for (const language of ['pt', 'en'] as const) {
  test.describe(`content pages (${language})`, () => {
    const layouts: LayoutName[] = ['card', 'accordion', 'tabs', 'contact', 'list', 'list-alt', 'default'];
    for (const layout of layouts) {
      test(`shows a ${layout} page by slug and by id, with breadcrumbs, SEO tags and no axe violations`, async ({ page }) => {
        const item = await publishedPageWithLayout(layout);
        const title = localized(item.content[0], 'title', language);
        await setLanguage(page, language);
        const graphql: Request[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
        });
        await page.goto(`/${item.info.slug}`);

        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(main.locator('[data-layout]')).toHaveAttribute('data-layout', LAYOUT_ENUM[layout]);
        await expectBreadcrumbsEndingWith(page, language, title);
        // spec 000 §2 "Content page pieces": SEO tags, the site's defaults where the item has none.
        await expect(page).toHaveTitle(/\S/);
        // The item's own title leads (the server adds the site's name after it).
        if (language === 'pt' && item.info.seo.title) await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(item.info.seo.title)}`));
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
        // The page's blocks after the header, each under its title (tabs show them as tabs).
        const later = item.content.slice(1).map((block) => localized(block, 'title', language)).filter(Boolean);

        if (layout === 'accordion') {
          // spec 000 §2: later blocks are collapsible sections, closed until opened.
          const triggers = main.getByRole('heading', { level: 2 }).getByRole('button');
          await expect(triggers).toHaveText(later);
          await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
          await triggers.first().click();
          await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
          await expect(main.getByRole('region', { name: later[0] })).toBeVisible();
        } else if (layout === 'tabs') {
          // spec 000 §2: later blocks are tab panes, the first open; arrows move between tabs.
          const tabs = main.getByRole('tablist', { name: ct(language, 'page.sections') }).getByRole('tab');
          await expect(tabs).toHaveText(later);
          await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
          expect(later.length).toBeGreaterThan(1);
          await tabs.first().focus();
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('Enter');
          await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
          await expect(main.getByRole('tabpanel', { name: later[1] })).toBeVisible();
        } else if (layout === 'contact') {
          // spec 000 §2 "Contact page": a titled map 500 px high and the contact form.
          const map = main.locator(`iframe[title="${ct(language, 'contact.map')}"]`);
          const settings = await siteSettings();
          if (settings.map) {
            await expect(map).toBeVisible();
            expect((await map.boundingBox())?.height).toBe(500);
            await expect(map).toHaveAttribute('src', new RegExp(`marker=${settings.map.latitude.toFixed(5)}%2C${settings.map.longitude.toFixed(5)}`));
          } else {
            await expect(map).toHaveCount(0);
          }
          await expect(main.locator('form[data-contact-form]')).toBeVisible();
        } else {
          await expect(main.getByRole('heading', { level: 2 })).toContainText(later);
        }

        if (layout === 'list' || layout === 'list-alt') {
          // spec 000 §2: pictures floated left (list), alternating right and left (list-alt).
          // The blocks after the header: the page's own sections, in order.
          const sections = main.locator('[data-layout] > section');
          const count = await sections.count();
          let pictures = 0;
          for (let index = 0; index < count; index++) {
            const media = sections.nth(index).locator('div:has(> img)');
            if ((await media.count()) === 0) continue;
            pictures++;
            const float = await media.first().evaluate((element) => getComputedStyle(element).float);
            expect(float).toBe(layout === 'list' ? 'left' : index % 2 === 0 ? 'right' : 'left');
          }
          expect(pictures, `the ${layout} page has blocks with pictures`).toBeGreaterThan(0);
        }

        // The page came with its data in the visitor's language: the server reads the kept language
        // from its cookie (spec 000 §4), so no language asks again for the page.
        expect(graphql).toHaveLength(0);
        await expectNoAxeViolations(page);

        // The same page at /pag/{id}.
        await page.goto(`/pag/${item.id}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
      });
    }

    test('serves the fixed pages: terms (item 53), internal rules, general presentation, virtual tour', async ({ page }) => {
      const terms = await contentItem(53);
      expect(terms, 'content item 53 exists').not.toBeNull();
      await visit(page, '/terms-conditions', language);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(localized(terms?.content[0], 'title', language));
      await expectNoAxeViolations(page);

      for (const path of ['/regulamento-interno', '/apresentacao-geral', '/visita-virtual']) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}${languageQuery(language)}$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(new RegExp(ct(language, 'notFound.title')));
      }
      // spec 000 §2: /visita-virtual embeds the 3D tour of the site settings.
      const settings = await siteSettings();
      const tour = page.locator(`iframe[title="${ct(language, 'virtualTour.title')}"]`);
      if (settings.virtualTourUrl) await expect(tour).toBeVisible();
      else await expect(tour).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('shows the 404 pages: plain for pages, over a picture for articles and galleries', async ({ page }) => {
      await visit(page, '/pag/987654', language);
      await expect(notFoundHeading(page, language)).toBeVisible();
      const plain = page.locator('[data-not-found="plain"]');
      await expect(plain).toContainText(ct(language, 'notFound.code'));
      await expect(plain).toContainText(ct(language, 'notFound.text'));
      await expect(plain).toContainText(ct(language, 'notFound.hint'));
      await expectNoAxeViolations(page);
      await plain.getByRole('link', { name: ct(language, 'notFound.home') }).click();
      await expect(page).toHaveURL(new RegExp(`/${languageQuery(language)}$`));

      for (const path of ['/article/987654', '/gallery/987654']) {
        await page.goto(path);
        await expect(notFoundHeading(page, language)).toBeVisible();
        await expect(page.locator('[data-not-found="picture"]')).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // A page laid out as 404 (spec 000 §2 layouts).
      const closed = await publishedPageWithLayout('404');
      await page.goto(`/${closed.info.slug}`);
      await expect(notFoundHeading(page, language)).toBeVisible();
    });

    test('shows draft and scheduled pages as not found, with the Portuguese placeholder', async ({ page }) => {
      const draft = await unpublishedPage('draft');
      await visit(page, `/pag/${draft.id}`, language);
      await expect(notFoundHeading(page, language)).toBeVisible();
      await expect(page.locator('[data-not-found] p[lang="pt"]')).toHaveText('Rascunho');
      await expect(page.getByRole('main')).not.toContainText(localized(draft.content[0], 'title', language));

      const scheduled = await unpublishedPage('scheduled');
      await page.goto(`/pag/${scheduled.id}`);
      await expect(page.locator('[data-not-found] p[lang="pt"]')).toHaveText('Agendado');
    });

    test('sends a slug that names nothing to the home page', async ({ page }) => {
      await visit(page, '/no-such-content-slug', language);
      await expect(page).toHaveURL(new RegExp(`/${languageQuery(language)}$`));
    });

    test('refuses a preview without a profile and shows it, marked, to a signed-in person', async ({ page }) => {
      await visit(page, `/preview/${PREVIEW_ITEM_ID}`, language);
      await expect(notFoundHeading(page, language)).toBeVisible();
      await expect(page.getByText(ct(language, 'preview.banner'), { exact: true })).toHaveCount(0);

      await signIn(page, SEEDED.customer.email, SEEDED.customer.password);
      await visit(page, `/preview/${PREVIEW_ITEM_ID}`, language);
      const banner = page.getByRole('note', { name: ct(language, 'preview.banner') });
      await expect(banner).toBeVisible();
      await expect(notFoundHeading(page, language)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/\S/);
      await expectNoAxeViolations(page);
    });

    test('lists the news: cards with date, picture, title, abstract and a keep-reading link', async ({ page }) => {
      const news = await visibleNews();
      expect(news.length).toBeGreaterThan(0);
      await visit(page, '/article/all', language);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(ct(language, 'news.title'));
      const cards = main.getByRole('article');
      const shown = news.slice(0, PAGE_SIZES.news);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(shown.map((item) => localized(item.content[0], 'title', language)));
      const first = news[0];
      if (first?.info.date.published) await expect(cards.first().locator('time')).toHaveText(siteDate(first.info.date.published, language));
      await expect(cards.first().getByRole('img')).toHaveCount(1);
      const loadMore = main.getByRole('button', { name: ct(language, 'news.loadMore') });
      if (news.length > PAGE_SIZES.news) {
        await loadMore.click();
        await expect(cards).toHaveCount(Math.min(news.length, PAGE_SIZES.news * 2));
      } else {
        await expect(loadMore).toHaveCount(0);
      }
      await expectNoAxeViolations(page);

      await cards.first().getByRole('link', { name: ct(language, 'news.keepReading') }).click();
      await expect(page).toHaveURL(new RegExp(`${articlePath(first ?? news[0]!)}${languageQuery(language)}$`));
    });

    test('shows an article with its source, picture, text and at most two other news items', async ({ page }) => {
      const news = await visibleNews();
      const article = news.find((item) => sourceHost(item)) ?? news[0];
      expect(article).toBeDefined();
      if (!article) return;
      await visit(page, articlePath(article), language);
      const main = page.getByRole('main');
      const title = localized(article.content[0], 'title', language);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectBreadcrumbsEndingWith(page, language, title);
      const host = sourceHost(article);
      if (host) {
        const source = main.getByRole('link', { name: new RegExp(escapeRegExp(host)) });
        await expect(source).toHaveAttribute('target', '_blank');
        await expect(source).toHaveAttribute('rel', /noopener/);
      }
      // The main picture is not lazy: it is the page's largest content.
      if (article.info.media.image.length > 0) await expect(main.locator('article figure img').first()).toHaveAttribute('loading', 'eager');
      const side = main.getByRole('complementary', { name: ct(language, 'article.related') });
      const related = side.getByRole('article');
      expect(await related.count()).toBeLessThanOrEqual(2);
      for (const other of await related.getByRole('heading', { level: 3 }).allTextContents()) expect(other).not.toBe(title);
      await expectNoAxeViolations(page);
      await side.getByRole('link', { name: ct(language, 'article.allNews') }).click();
      await expect(page).toHaveURL(new RegExp(`/article/all${languageQuery(language)}$`));
    });

    test('lists the press with download and source links, at /press/all and any /press/{id}', async ({ page }) => {
      const press = await visiblePress();
      expect(press.length).toBeGreaterThan(0);
      await visit(page, '/press/all', language);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(ct(language, 'press.title'));
      const cards = main.getByRole('article');
      await expect(cards).toHaveCount(Math.min(press.length, PAGE_SIZES.press));
      const titles = press.map((item) => localized(item.content[0], 'title', language));
      for (const heading of await cards.getByRole('heading', { level: 2 }).allTextContents()) expect(titles).toContain(heading);
      const sourced = main.getByRole('link', { name: new RegExp(ct(language, 'press.source')) });
      if (press.some((item) => sourceHost(item))) {
        await expect(sourced.first()).toHaveAttribute('target', '_blank');
        await expect(sourced.first()).toHaveAttribute('rel', /noopener/);
      }
      if (press.some((item) => item.info.media.doc.length > 0 || item.content[0]?.media.doc.length)) {
        await expect(main.getByRole('link', { name: ct(language, 'press.download') }).first()).toHaveAttribute('download', '');
      }
      await expectNoAxeViolations(page);

      // spec 000 §2: press_id always shows the press list.
      await page.goto('/press/12345');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(ct(language, 'press.title'));
    });

    test('lists the galleries and opens a gallery in a keyboard-operable lightbox', async ({ page }) => {
      const galleries = await visibleGalleries();
      expect(galleries.length).toBeGreaterThan(0);
      await visit(page, '/gallery/all', language);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(ct(language, 'gallery.title'));
      const cards = main.getByRole('article');
      await expect(cards).toHaveCount(Math.min(galleries.length, PAGE_SIZES.galleries));
      // spec 000 §4: item 94 (the partner logos) is not a gallery.
      const partners = await contentItem(94);
      const cardTitles = await cards.getByRole('heading', { level: 2 }).allTextContents();
      if (partners) expect(cardTitles).not.toContain(localized(partners.content[0], 'title', language));
      expect(cardTitles).toEqual(galleries.slice(0, PAGE_SIZES.galleries).map((item) => localized(item.content[0], 'title', language)));
      await expectNoAxeViolations(page);

      const gallery = galleries.find((item) => item.info.media.image.length > 1) ?? galleries[0];
      if (!gallery) return;
      const title = localized(gallery.content[0], 'title', language);
      await main.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/gallery/${gallery.id}${languageQuery(language)}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link', { name: ct(language, 'gallery.back') })).toHaveAttribute('href', '/gallery/all');
      await expectNoAxeViolations(page);

      const thumbs = page.getByRole('main').getByRole('button', { name: new RegExp(`^(${ct(language, 'gallery.openImage', { n: '\\d+' })}|${ct(language, 'gallery.openVideo', { title: '.*' })})$`) });
      await expect(thumbs).toHaveCount(gallery.info.media.image.length);
      await thumbs.first().click();
      const lightbox = page.getByRole('dialog', { name: ct(language, 'lightbox.label') });
      await expect(lightbox).toBeVisible();
      // Focus stays in the dialog: the page behind it is inert.
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      if (gallery.info.media.image.length > 1) {
        const counter = (n: number) => ct(language, 'lightbox.counter').replace('{index}', String(n)).replace('{total}', String(gallery.info.media.image.length));
        const current = lightbox.locator('.yarl__slide_current');
        await expect(current).toHaveAttribute('aria-label', counter(1));
        await page.keyboard.press('ArrowRight');
        await expect(current).toHaveAttribute('aria-label', counter(2));
      }
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(thumbs.nth(gallery.info.media.image.length > 1 ? 1 : 0)).toBeFocused();
    });
  });
}

test('keeps the lightbox out of the home page and loads it only when a gallery opens a picture', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('GalleryLightbox'))).toEqual([]);
  expect(scripts.filter((path) => path.includes('ContentPage'))).toEqual([]);
});
