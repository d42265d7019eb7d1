import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeLanguage } from '../../i18n/i18n.ts';
import { searchInLanguage } from '../../i18n/language-address.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../i18n/languages.ts';
import styles from './LanguageSwitch.module.css';

/**
 * PT · EN · ES · FR (spec 000 §1; all four here). Each button is in its own language and shows
 * the language code, with the language's own name for screen readers. Choosing one switches the
 * interface texts and the stored choice, then moves to the same page's address in that language
 * (`?lang=`), which runs the routes' loaders again so their queries load in the Relay environment
 * of that language (relay/environment.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const choose = async (language: Language) => {
    if (language === current) return;
    await changeLanguage(language);
    void navigate({ pathname, search: searchInLanguage(search, language), hash }, { replace: true, preventScrollReset: true, state });
  };

  return (
    <div role="group" aria-label={t('language.label')} className={styles.switch}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          className={styles.button}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
          <span className="visually-hidden"> {t(`language.names.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
