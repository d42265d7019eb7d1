import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_PARAM, searchInLanguage } from '../../i18n/language-address.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../i18n/languages.ts';
import styles from './LanguageSwitch.module.css';

/**
 * PT · EN · ES · FR (spec 000 §1; all four here). Each button is in its own language and shows
 * the language code, with the language's own name for screen readers. Choosing one switches the
 * interface texts and the stored choice, then moves to the same page's address in that language
 * (`?lang=`), which runs the routes' loaders again so their queries load in the Relay environment
 * of that language (relay/environment.ts).
 *
 * It is a plain form that asks for that address (the page's other parameters kept): before the
 * page's scripts have run, the browser submits it and the server sends the page in the language
 * chosen; once they have, the switch happens in place.
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = event.nativeEvent instanceof SubmitEvent && event.nativeEvent.submitter instanceof HTMLButtonElement ? event.nativeEvent.submitter.value : null;
    if (isLanguage(chosen)) void choose(chosen);
  };
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== LANGUAGE_PARAM);

  return (
    <form method="get" action={pathname} className={styles.form} onSubmit={submit}>
      {kept.map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
      <div role="group" aria-label={t('language.label')} className={styles.switch}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name={LANGUAGE_PARAM}
            value={language}
            lang={language}
            aria-pressed={language === current}
            className={styles.button}
          >
            {language.toUpperCase()}
            <span className="visually-hidden"> {t(`language.names.${language}`)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
