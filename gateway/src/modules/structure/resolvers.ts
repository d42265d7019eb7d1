import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { localize } from '../../locale.ts';
import { resolveLink } from '../links.ts';
import { fieldLanguage } from '../localized.ts';
import { toGlobalId } from '../node/global-id.ts';

export const structureResolvers: Resolvers = {
  Query: {
    menu: (_root, _args, ctx) => ctx.loaders.structure.menuByCompany.load(ctx.api.companyCode),
  },
  MenuItem: {
    id: (entry) => toGlobalId('MenuItem', entry.id),
    title: (entry, args, ctx) => localize(entry.title, entry.language, 'title', fieldLanguage(args, ctx)),
    link: (entry) => resolveLink({ link: entry.link, slug: entry.slug, pageId: entry.id_content }),
    children: (entry) => entry.children,
  },
};
