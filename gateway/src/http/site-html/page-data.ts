import type { LanguageCode } from '@estancia/resort-contract';
import { z } from 'zod';
import { createContext, type GatewayContext, type GatewayDeps } from '../../kernel/context.ts';
import type { PersistedOperations } from '../../plugins/persisted-operations.ts';
import type { VisitorRead } from '../pipeline-read.ts';
import type { SiteRoute } from './site-routes.ts';

/**
 * The data a page's head needs, read in one round as a visitor's read through the gateway's own
 * GraphQL pipeline, in process: the same resolvers (and so the same SEO rules, spec 000 §2
 * "Content page pieces") and the same plugins that answer the website's queries, without a
 * session (public reads only, shared through the response cache).
 */
const PAGE_HEAD_QUERY = /* GraphQL */ `
  query SitePageHead(
    $content: Boolean!
    $input: ContentRouteInput!
    $product: Boolean!
    $productId: Int
    $productSlug: String
    $group: Boolean!
    $code: String!
    $resort: Boolean!
  ) {
    siteSettings {
      seo {
        ...HeadSeo
      }
    }
    contactPage @include(if: $resort) {
      blocks {
        html(locale: PT)
      }
    }
    contentView(input: $input) @include(if: $content) {
      __typename
      ... on Page {
        seo {
          ...HeadSeo
        }
      }
      ... on Article {
        title
        abstract
        path
        publishedAt
        image {
          src(size: HERO)
        }
        seo {
          ...HeadSeo
        }
      }
      ... on Gallery {
        seo {
          ...HeadSeo
        }
      }
      ... on NewsList {
        seo {
          ...HeadSeo
        }
      }
      ... on PressList {
        seo {
          ...HeadSeo
        }
      }
      ... on GalleryList {
        seo {
          ...HeadSeo
        }
      }
    }
    product(databaseId: $productId, slug: $productSlug) @include(if: $product) {
      databaseId
      name
      observation
      description
      hasPage
      price {
        amount
        currency
      }
      images {
        src(size: HERO)
      }
      brands {
        name
      }
    }
    productGroup(code: $code) @include(if: $group) {
      name
      image {
        src(size: HERO)
      }
    }
  }

  fragment HeadSeo on Seo {
    title
    description
    image
  }
`;

const seo = z.object({ title: z.string(), description: z.string(), image: z.string().nullable() });
const image = z.object({ src: z.string() });
const contentView = z.discriminatedUnion('__typename', [
  z.object({
    __typename: z.literal('Article'),
    title: z.string(),
    abstract: z.string(),
    path: z.string(),
    publishedAt: z.string().nullable(),
    image: image.nullable(),
    seo,
  }),
  z.object({ __typename: z.enum(['Page', 'Gallery', 'NewsList', 'PressList', 'GalleryList']), seo }),
  z.object({ __typename: z.enum(['NotFound', 'Redirect']) }),
]);

const pageHeadData = z.object({
  siteSettings: z.object({ seo }),
  contactPage: z.object({ blocks: z.array(z.object({ html: z.string() })) }).nullish(),
  contentView: contentView.optional(),
  product: z
    .object({
      databaseId: z.number(),
      name: z.string(),
      observation: z.string(),
      description: z.string(),
      hasPage: z.boolean(),
      price: z.object({ amount: z.string(), currency: z.string() }),
      images: z.array(image),
      brands: z.array(z.object({ name: z.string() })),
    })
    .nullish(),
  productGroup: z.object({ name: z.string(), image: image.nullable() }).nullish(),
});

export type PageHeadData = z.infer<typeof pageHeadData>;
export type ContentViewData = z.infer<typeof contentView>;

/** A visitor's context in a language: no session cookie, so nothing private is read. */
export function visitorContext(deps: GatewayDeps, language: LanguageCode): GatewayContext {
  return createContext(deps, { headers: new Headers({ 'accept-language': language }), remoteAddress: '', setCookie: () => {} });
}

/** A GraphQL answer as the pipeline sends it: its data, and what failed. */
const graphqlAnswer = z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string() })).optional() });

/** The data of a server read's answer; its errors, if any, thrown as one, naming what was read. */
export function dataOf(answer: unknown, what: string): unknown {
  const { data, errors } = graphqlAnswer.parse(answer);
  if (errors?.length) throw new Error(`${what} could not be read: ${errors.map((e) => e.message).join('; ')}`);
  return data;
}

/** Reads a route's head data; the query is registered as one of the gateway's own operations. */
export function pageHeadReader(persisted: PersistedOperations, read: VisitorRead) {
  const operation = persisted.register(PAGE_HEAD_QUERY);
  return async (route: SiteRoute, language: LanguageCode): Promise<PageHeadData> => {
    const answer = await read({
      id: operation.id,
      operationName: operation.name,
      language,
      variables: {
        content: route.kind === 'content',
        input: route.kind === 'content' ? route.input : {},
        product: route.kind === 'product',
        productId: route.kind === 'product' ? route.databaseId : null,
        productSlug: route.kind === 'product' ? route.slug : null,
        group: route.kind === 'category',
        code: route.kind === 'category' ? route.code : '',
        resort: route.kind === 'home',
      },
    });
    // A failed field is as good as no data for a head: the error is reported, the shell still served.
    return pageHeadData.parse(dataOf(answer, "The page head's data"));
  };
}
