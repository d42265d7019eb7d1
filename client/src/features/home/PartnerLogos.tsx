import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PartnerLogos_logos$key } from './__generated__/PartnerLogos_logos.graphql';
import { Carousel } from '../../components/ui/Carousel.tsx';
import styles from './HomeBlocks.module.css';
import { HOME_TIMING } from './timing.ts';

/**
 * spec 000 §2 "Home screen": the partner logos (pictures of content item 94), 2, 3 or 5 per view
 * as the screen widens, rotating every 7000 ms (spec 000 §2 "Carousel speeds"). Nothing is shown
 * when there are none.
 */
export function PartnerLogos({ logos }: { logos: PartnerLogos_logos$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PartnerLogos_logos on Image @relay(plural: true) {
        src(size: THUMBNAIL)
        srcSet(size: THUMBNAIL)
        alt
      }
    `,
    logos,
  );
  if (data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-partners-title">
      <h2 id="home-partners-title" className={styles.heading}>
        {t('home.partners.heading')}
      </h2>
      <Carousel
        label={t('home.partners.label')}
        delayMs={HOME_TIMING.partnersMs}
        // spec 000 §2: 2, 3 or 5 logos per view as the screen widens.
        perView={{ base: 2, sm: 3, lg: 5 }}
        slideClassName={styles.logoSlide}
        labels={{ pause: t('home.partners.pause'), play: t('home.partners.play'), previous: t('home.partners.previous'), next: t('home.partners.next') }}
        slides={data.map((logo, index) => ({
          key: `${index}:${logo.src}`,
          content: (
            <img
              className={styles.logo}
              src={logo.src}
              srcSet={logo.srcSet}
              // 2, 3 or 5 per view (perView below), within the page's 76rem.
              sizes="(min-width: 992px) 240px, (min-width: 576px) 33vw, 50vw"
              width={450}
              height={300}
              alt={logo.alt}
              loading="lazy"
              decoding="async"
            />
          ),
        }))}
      />
    </section>
  );
}
