import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { BannerSlideshow, CampaignPopup, HomeIntro, HomeVideo, PartnerLogos, PromoBanner } from '../../features/home/index.ts';
import { TestimonialsSection } from '../../features/testimonials/index.ts';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import { useRouteQuery } from '../route-query.ts';

/**
 * The home page (spec 000 §2 "Home screen"): the banner slideshow, then the intro text (item 149),
 * the virtual-tour banner, the video, the store banner, the partner logos (item 94), the
 * testimonials and the campaign pop-up. All its data comes in one request.
 */
export function HomePage() {
  const data = useRouteQuery<HomePageQuery>(graphql`
    query HomePageQuery @preloadable {
      ...SeoLayout_query
      banners {
        ...BannerSlideshow_banners
      }
      home {
        intro {
          ...HomeIntro_page
        }
        partnerLogos {
          ...PartnerLogos_logos
        }
      }
      siteSettings {
        ...HomeVideo_settings
      }
      ...TestimonialsSection_query
    }
  `);
  const { t } = useTranslation();
  const [testimonialsLoaded, setTestimonialsLoaded] = useState(false);
  const onTestimonialsLoaded = useCallback(() => setTestimonialsLoaded(true), []);
  return (
    // One title pattern on every page: what the resort is, then its name; the site's description.
    <SeoLayout query={data} title={t('site.tagline')}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerSlideshow banners={data.banners} />
      {data.home.intro && <HomeIntro page={data.home.intro} />}
      <PromoBanner
        id="home-virtual-tour"
        tone="tour"
        heading={t('home.virtualTour.heading')}
        text={t('home.virtualTour.text')}
        linkText={t('home.virtualTour.link')}
        to="/visita-virtual"
      />
      <HomeVideo settings={data.siteSettings} />
      <PromoBanner id="home-store" tone="store" heading={t('home.store.heading')} text={t('home.store.text')} linkText={t('home.store.link')} to="/store" />
      <PartnerLogos logos={data.home.partnerLogos} />
      <TestimonialsSection query={data} onLoaded={onTestimonialsLoaded} />
      <CampaignPopup testimonialsLoaded={testimonialsLoaded} />
    </SeoLayout>
  );
}
