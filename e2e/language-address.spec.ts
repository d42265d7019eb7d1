import { expect, test } from './support/csp.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { ct } from './support/content-data.ts';
import { t } from './support/locales.ts';

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test('every language has its own address: ?lang= opens a page in it, switching changes the address, links keep it', async ({ page }) => {
  // A visitor who reads in Portuguese (stored choice) follows a link to the English page.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'pt'));
  await page.goto('/article/all?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(ct('en', 'news.title'));
  await expect(page).toHaveTitle(`${ct('en', 'news.title')} · ${t('en', 'site.name')}`);

  // Switching the language moves to the same page's address in that language, in place.
  await page.getByRole('group', { name: t('en', 'language.label') }).getByRole('button', { name: /^ES/ }).click();
  await expect(page).toHaveURL(/\/article\/all\?lang=es$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(ct('es', 'news.title'));
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');

  // An internal link opens in the language being read; Portuguese has no parameter.
  await page.getByRole('link', { name: t('es', 'site.homeLink') }).first().click();
  await expect(page).toHaveURL(/\/\?lang=es$/);
  await expect(page).toHaveTitle(`${t('es', 'site.tagline')} · ${t('es', 'site.name')}`);
  await page.getByRole('group', { name: t('es', 'language.label') }).getByRole('button', { name: /^PT/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
