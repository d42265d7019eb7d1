import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { localize } from '../../locale.ts';
import { resolveLink } from '../../kernel/links.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { siteMenu } from './loaders.ts';

export const structureResolvers: Resolvers = {
  Query: {
    menu: (_root, _args, ctx) => siteMenu(ctx),
  },
  MenuItem: {
    id: (entry) => toGlobalId('MenuItem', entry.id),
    title: (entry, args, ctx) => localize(entry.title, entry.language, 'title', fieldLanguage(args, ctx)),
    link: (entry) => resolveLink({ link: entry.link, slug: entry.slug, pageId: entry.id_content }),
    children: (entry) => entry.children,
  },
};
