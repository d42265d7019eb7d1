import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
import { BannerSlideshow } from '../../features/home/BannerSlideshow.tsx';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import type { HomeLoaderData } from './loader.ts';

/** The home page (spec 000 §2 "Home screen"): for now the banner slideshow. */
export function HomePage() {
  const { query } = useLoaderData<HomeLoaderData>();
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery @preloadable {
        ...PageLayout_query
        banners {
          ...BannerSlideshow_banners
        }
      }
    `,
    query,
  );
  const { t } = useTranslation();
  return (
    <PageLayout query={data}>
      <title>{t('site.name')}</title>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerSlideshow banners={data.banners} />
    </PageLayout>
  );
}
