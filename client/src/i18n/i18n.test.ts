import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, loadTexts, textsLoaded, textsOnDemand } from './i18n.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { shopMessages } from './shop-resources.ts';

/** The languages whose texts of a namespace are in the instance. */
const loadedIn = (namespace: string): Language[] => LANGUAGES.filter((language) => i18n.hasResourceBundle(language, namespace));

// One instance for the whole file, as in a browser tab: the steps build on each other.
describe('the texts a visitor downloads', () => {
  it("starts with the start-up texts of the visitor's language only", async () => {
    await textsLoaded();
    expect(currentLanguage()).toBe('pt');
    expect(loadedIn('translation')).toEqual(['pt']);
    expect(i18n.t('language.label')).not.toBe('language.label');
  });

  it("adds a screen's namespace in that language as its module asks for it, and the screen waits for it", async () => {
    loadTexts('shop', shopMessages);
    expect(loadedIn('shop')).toEqual([]);
    await textsLoaded();
    expect(loadedIn('shop')).toEqual(['pt']);
  });

  it('switches language once every namespace in use has arrived in the new one, the data following at once', async () => {
    const switching = changeLanguage('fr');
    // The pages' loaders start their queries in the language being switched to.
    expect(currentLanguage()).toBe('fr');
    expect(i18n.language).toBe('pt');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(loadedIn('translation')).toEqual(['pt', 'fr']);
    expect(loadedIn('shop')).toEqual(['pt', 'fr']);
  });

  it('lets the last of two switches under way win', async () => {
    const first = changeLanguage('en');
    const second = changeLanguage('es');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('es');
    expect(currentLanguage()).toBe('es');
  });

  it('downloads texts named on demand only when something reads them', async () => {
    let asked = 0;
    textsOnDemand('later', async () => {
      asked += 1;
      return shopMessages;
    });
    await textsLoaded();
    expect(asked).toBe(0);
    expect(loadedIn('later')).toEqual([]);
    await i18n.loadNamespaces('later');
    expect(asked).toBe(1);
    expect(loadedIn('later')).toEqual(['es']);
  });
});
