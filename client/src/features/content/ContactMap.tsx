import { graphql, useFragment } from 'react-relay/hooks';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { ContactMap_settings$key } from './__generated__/ContactMap_settings.graphql';
import { mapEmbedUrl, mapPageUrl } from './format.ts';
import styles from './PageView.module.css';

/** spec 000 §2 "Contact page": an embedded map of the resort's location, 500 px high (§9). */
export function ContactMap({ settings }: { settings: ContactMap_settings$key }) {
  const data = useFragment(
    graphql`
      fragment ContactMap_settings on SiteSettings {
        mapLocation {
          latitude
          longitude
        }
      }
    `,
    settings,
  );
  const { t } = useContentTranslation();
  if (!data.mapLocation) return null;
  const { latitude, longitude } = data.mapLocation;
  return (
    <figure className={styles.map}>
      <iframe className={styles.mapFrame} src={mapEmbedUrl(latitude, longitude)} title={t('contact.map')} height={500} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
      <figcaption className={styles.mapCaption}>
        <a href={mapPageUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          {t('contact.largerMap')}
        </a>
      </figcaption>
    </figure>
  );
}
