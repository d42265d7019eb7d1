import type { LanguageCode } from '@estancia/resort-contract';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { createContext, type GatewayContext, type GatewayDeps } from '../../context.ts';
import type { SiteRoute } from './site-routes.ts';

/**
 * The data a page's head needs, read in one round through the gateway's own schema, in process:
 * the same resolvers (and so the same SEO rules, spec 000 §2 "Content page pieces") that answer
 * the website's queries, as a visitor without a session (public reads only, shared through the
 * public read cache).
 */
const PAGE_HEAD_QUERY = parse(/* GraphQL */ `
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
`);

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

export async function readPageHeadData(schema: GraphQLSchema, ctx: GatewayContext, route: SiteRoute): Promise<PageHeadData> {
  const result = await execute({
    schema,
    document: PAGE_HEAD_QUERY,
    contextValue: ctx,
    variableValues: {
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
  if (result.errors?.length) throw new Error(`The page head's data could not be read: ${result.errors.map((e) => e.message).join('; ')}`);
  return pageHeadData.parse(result.data);
}
