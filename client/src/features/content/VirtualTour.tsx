import { graphql, useFragment } from 'react-relay/hooks';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { VirtualTour_settings$key } from './__generated__/VirtualTour_settings.graphql';
import { externalUrl } from './format.ts';
import styles from './PageView.module.css';

/** spec 000 §2 route /visita-virtual: the embedded 3D virtual tour of the site settings. */
export function VirtualTour({ settings }: { settings: VirtualTour_settings$key }) {
  const data = useFragment(
    graphql`
      fragment VirtualTour_settings on SiteSettings {
        virtualTourUrl
      }
    `,
    settings,
  );
  const { t } = useContentTranslation();
  const url = data.virtualTourUrl ? externalUrl(data.virtualTourUrl) : null;
  if (!url) return null;
  return (
    <iframe
      className={styles.tour}
      src={url}
      title={t('virtualTour.title')}
      loading="lazy"
      allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
