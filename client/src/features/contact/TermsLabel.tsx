import { useFormsTranslation } from '../../i18n/forms-i18n.ts';

/**
 * The terms checkbox's label: its `<link>…</link>` part links to /terms-conditions (spec 000 §2),
 * in a new tab so that what was typed in the form stays, and says so to screen readers.
 */
export function TermsLabel() {
  const { t } = useFormsTranslation();
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(t('fields.terms'));
  if (!match) return t('fields.terms');
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <a href="/terms-conditions" target="_blank" rel="noopener">
        {linked}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
      {after}
    </>
  );
}
