import type { PreloadedQuery } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { NotFoundVariant } from '../../features/content/index.ts';
import { loadRouteQuery } from '../query-loader.ts';
import ContentPageQueryParameters from './__generated__/ContentPageQuery$parameters';
import type { ContentPageQuery } from './__generated__/ContentPageQuery.graphql';
import { routeInput, routeShape, type RouteParam } from './route-input.ts';

export interface ContentLoaderData {
  query: PreloadedQuery<ContentPageQuery>;
  /** Which 404 page this address shows when it names nothing (spec 000 §2: two not-found pages). */
  notFoundVariant: NotFoundVariant;
  /** /visita-virtual embeds the 3D tour under the page's header (spec 000 §2 route table). */
  virtualTour: boolean;
}

/**
 * The loader of every content address: maps the URL (and a route's fixed parameters, e.g. page 53
 * for /terms-conditions) to the `contentView` input and starts the page's one query. The lists'
 * first pages are asked for only where the address shows a list, so other pages do not carry them.
 */
export function contentLoader(fixed: Partial<Record<RouteParam, string>> = {}, options: { virtualTour?: boolean } = {}) {
  return ({ params }: LoaderFunctionArgs): ContentLoaderData | Response => {
    const input = routeInput({ ...params, ...fixed });
    // spec 000 §2: an address that cannot name anything goes to the home page, like unknown paths.
    if (input === null) return redirect('/');
    const shape = routeShape(input);
    const query = loadRouteQuery<ContentPageQuery>('content', ContentPageQueryParameters, {
      input,
      newsList: shape.newsList,
      pressList: shape.pressList,
      galleryList: shape.galleryList,
    });
    return {
      query,
      // An article or gallery address that names nothing gets the page over a picture; pages the plain one.
      notFoundVariant: shape.winner === 'articleId' || shape.winner === 'galleryId' ? 'picture' : 'plain',
      virtualTour: options.virtualTour ?? false,
    };
  };
}
