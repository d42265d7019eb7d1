import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Navigate, useLoaderData, useLocation } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { loadContactForm } from '../../features/contact/index.ts';
import { ArticleView, ContentFrame, GalleryListView, GalleryView, NewsListView, NotFoundView, PageView, PressListView, sitePath, VirtualTour } from '../../features/content/index.ts';
import type { ContentPageQuery } from './__generated__/ContentPageQuery.graphql';
import type { ContentLoaderData } from './loader.ts';
import { useRouteQuery } from '../route-query.ts';

// The contact form (its validation and mutation) loads only where a page has the contact layout.
const ContactForm = lazy(async () => ({ default: (await loadContactForm()).ContactForm }));

/** Where each list lives (spec 000 §2 "Links used"): a list reached by another address goes there. */
const LIST_PATHS = { NewsList: '/article/all', PressList: '/press/all', GalleryList: '/gallery/all' } as const;

/**
 * Every address of the generic content route (spec 000 §2): pages by id or slug, news, press,
 * galleries, previews and the fixed pages. One query asks for the page's frame and what the
 * address shows; the server applies the route's precedence and publication rules and answers with
 * one member of `ContentView`, which picks the view.
 */
export function ContentPage() {
  const { notFoundVariant, virtualTour } = useLoaderData<ContentLoaderData>();
  const data = useRouteQuery<ContentPageQuery>(graphql`
    query ContentPageQuery($input: ContentRouteInput!, $newsList: Boolean!, $pressList: Boolean!, $galleryList: Boolean!)
    @preloadable {
      ...PageLayout_query
      ...NewsList_query @include(if: $newsList) @alias
      ...PressList_query @include(if: $pressList) @alias
      ...GalleryList_query @include(if: $galleryList) @alias
      siteSettings {
        ...ContactMap_settings
        ...VirtualTour_settings
      }
      contentView(input: $input) {
        __typename
        ...PageView_page @alias
        ...ArticleView_article @alias
        ...NewsListView_list @alias
        ...PressListView_list @alias
        ...GalleryListView_list @alias
        ...GalleryView_gallery @alias
        ... on NotFound {
          seo {
            ...SeoTags_seo
          }
        }
        ... on Redirect {
          to
        }
      }
    }
  `);
  const { pathname } = useLocation();
  const view = data.contentView;

  // spec 000 §2: an unknown type, or a slug that names nothing, goes to the home page.
  if (view.__typename === 'Redirect') return <Navigate to={(view.to && sitePath(view.to)) || '/'} replace />;
  // A list reached through a slug or a preview: its pages are asked for at its own address only.
  if (
    (view.__typename === 'NewsList' && !data.NewsList_query) ||
    (view.__typename === 'PressList' && !data.PressList_query) ||
    (view.__typename === 'GalleryList' && !data.GalleryList_query)
  ) {
    return <Navigate to={LIST_PATHS[view.__typename]} replace />;
  }

  let body: ReactNode;
  switch (view.__typename) {
    case 'Page':
      body = view.PageView_page && (
        <PageView
          page={view.PageView_page}
          settings={data.siteSettings}
          contactForm={
            <Suspense fallback={<PageLoader />}>
              <ContactForm />
            </Suspense>
          }
        >
          {virtualTour && <VirtualTour settings={data.siteSettings} />}
        </PageView>
      );
      break;
    case 'Article':
      body = view.ArticleView_article && <ArticleView article={view.ArticleView_article} />;
      break;
    case 'NewsList':
      body = view.NewsListView_list && data.NewsList_query && <NewsListView list={view.NewsListView_list} query={data.NewsList_query} />;
      break;
    case 'PressList':
      body = view.PressListView_list && data.PressList_query && <PressListView list={view.PressListView_list} query={data.PressList_query} />;
      break;
    case 'GalleryList':
      body = view.GalleryListView_list && data.GalleryList_query && <GalleryListView list={view.GalleryListView_list} query={data.GalleryList_query} />;
      break;
    case 'Gallery':
      body = view.GalleryView_gallery && <GalleryView gallery={view.GalleryView_gallery} />;
      break;
    case 'NotFound':
      body = view.seo ? (
        <ContentFrame seo={view.seo} breadcrumbs={null} isPreview={false}>
          <NotFoundView variant={notFoundVariant} />
        </ContentFrame>
      ) : (
        <NotFoundView variant={notFoundVariant} />
      );
      break;
    default:
      // A kind of view this version of the site does not know yet: the plain 404 page.
      body = <NotFoundView variant="plain" />;
  }
  return (
    <PageLayout query={data}>
      {/* Keyed by address: open sections, tabs and the lightbox start afresh on another page. */}
      <Fragment key={pathname}>{body}</Fragment>
    </PageLayout>
  );
}
