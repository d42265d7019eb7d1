import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeVideo_settings$key } from './__generated__/HomeVideo_settings.graphql';
import styles from './HomeBlocks.module.css';

/**
 * spec 000 §2 "Home screen": the video of the site settings in a titled frame that loads only
 * when it comes near the screen. Nothing is shown when the site has no video.
 */
export function HomeVideo({ settings }: { settings: HomeVideo_settings$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment HomeVideo_settings on SiteSettings {
        videoUrl
      }
    `,
    settings,
  );
  if (!data.videoUrl) return null;
  return (
    <section className={styles.section} aria-labelledby="home-video-title">
      <h2 id="home-video-title" className={styles.heading}>
        {t('home.video.heading')}
      </h2>
      <div className={styles.video}>
        <iframe
          src={data.videoUrl}
          title={t('home.video.frameTitle')}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    </section>
  );
}
