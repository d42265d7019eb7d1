import { type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mainMenu } from './support/live-data.ts';
import { t } from './support/locales.ts';
import { dismissCampaignPopup } from './support/campaign.ts';



const cookieBanner = (page: Page, language: 'pt' | 'en' = 'pt') => page.getByRole('region', { name: t(language, 'cookies.heading') });

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('site chrome: footer, scroll-to-top, cookie banner (spec 000 §1, §2 "Footer", §9)', () => {
  test('the footer shows the site map from the live menu, the legal links, the complaints book and the address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();

    const siteMap = footer.getByRole('navigation', { name: t('pt', 'footer.siteMap') });
    const menu = await mainMenu();
    expect(menu.length).toBeGreaterThan(0);
    for (const entry of menu) {
      await expect(siteMap).toContainText(entry.title);
      for (const child of entry.children) await expect(siteMap).toContainText(child.title);
    }

    const legal = footer.getByRole('region', { name: t('pt', 'footer.legal.heading') });
    const legalLinks: [string, string][] = [
      ['footer.legal.terms', '/terms-conditions'],
      ['footer.legal.internalRules', '/regulamento-interno'],
      ['footer.legal.legalInformation', '/informacao-legal'],
      ['footer.legal.privacy', '/politica-de-privacidade'],
      ['footer.legal.returns', '/devolucao-e-reembolso'],
    ];
    for (const [key, href] of legalLinks) {
      await expect(legal.getByRole('link', { name: t('pt', key), exact: true })).toHaveAttribute('href', href);
    }
    const complaints = legal.getByRole('link', { name: new RegExp(`^${t('pt', 'footer.legal.complaintsBook')}`) });
    await expect(complaints).toHaveAttribute('href', 'https://www.livroreclamacoes.pt');
    await expect(complaints).toHaveAttribute('target', '_blank');
    await expect(complaints).toContainText(t('pt', 'nav.opensInNewTab'));

    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank');
    }
    for (const method of ['Multibanco', 'MB WAY', 'Visa', 'Mastercard']) await expect(footer).toContainText(method);
    await expect(footer.locator('address')).toContainText('Fundão');
    await expect(footer.locator('address')).toContainText('Portugal');
  });

  test('the scroll-to-top button appears after 50 px of scrolling and brings the page back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const button = page.getByRole('button', { name: t('pt', 'scrollTop') });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();

    // Keyboard: Enter on the focused button does the same.
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the cookie banner shows on a first visit, goes away after "Only necessary", stays gone after a reload', async ({ page, browser }) => {
    await page.goto('/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: t('pt', 'cookies.heading') })).toBeVisible();
    await expect(banner.getByRole('link', { name: t('pt', 'cookies.privacy') })).toHaveAttribute('href', '/politica-de-privacidade');
    await expect(banner.getByRole('button', { name: t('pt', 'cookies.acceptAll') })).toBeVisible();

    await banner.getByRole('button', { name: t('pt', 'cookies.onlyNecessary') }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('necessary');

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(cookieBanner(page)).toBeHidden();

    // A fresh browser context (a new visitor) sees it again.
    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      await fresh.goto('/');
      await expect(cookieBanner(fresh)).toBeVisible();
      await cookieBanner(fresh).getByRole('button', { name: t('pt', 'cookies.acceptAll') }).click();
      await expect(cookieBanner(fresh)).toBeHidden();
      expect(await fresh.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('all');
    } finally {
      await context.close();
    }
  });

  test('the cookie banner is keyboard reachable and in the visitor language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: t('pt', 'language.label') }).getByRole('button', { name: /^EN/ }).click();
    const banner = cookieBanner(page, 'en');
    await expect(banner).toBeVisible();
    const onlyNecessary = banner.getByRole('button', { name: t('en', 'cookies.onlyNecessary') });
    await onlyNecessary.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // Focus goes on to the page, not to nowhere.
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('has no WCAG 2.2 A/AA violations with the cookie banner shown and dismissed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: t('pt', 'slideshow.label') })).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await cookieBanner(page).getByRole('button', { name: t('pt', 'cookies.onlyNecessary') }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('button', { name: t('pt', 'scrollTop') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
