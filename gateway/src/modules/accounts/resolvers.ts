import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { isUnauthorized } from '../../upstream/errors.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import * as accounts from './account-service.ts';
import { contactOf } from './contact.ts';
import type { AccountParent, ViewerParent } from './parents.ts';
import { dropStaleSession, logIn, logOut } from './session-service.ts';

/** The signed-in person's own account; null for a visitor or a session the resort API no longer honours. */
export async function ownAccount(ctx: GatewayContext): Promise<AccountParent | null> {
  const session = ctx.session;
  if (!session) return null;
  try {
    const entity = await ctx.loaders.accounts.entityById.load(session.accountId);
    return entity ? { entity, session } : null;
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    dropStaleSession(ctx);
    return null;
  }
}

const viewer = (ctx: GatewayContext): ViewerParent => ({ session: ctx.session });

type MutationResolvers = NonNullable<Resolvers['Mutation']>;
type Marked<T> = NonNullable<T> & { extensions: Record<string, unknown> };

/**
 * Signing in and registering are for the website's own pages alone: they need no cookie, so a
 * forged cross-site form could post them (login CSRF). The mark makes the CSRF rule ask whoever
 * calls them for the website's client header (plugins/csrf.ts).
 */
const SITE_ONLY = { siteOnly: true };

const logInMutation: Marked<MutationResolvers['logIn']> = {
  resolve: async (_root, { input }, ctx) => ({ ...(await logIn(ctx, input)), viewer: viewer(ctx) }),
  extensions: SITE_ONLY,
};

const registerMutation: Marked<MutationResolvers['register']> = {
  resolve: (_root, { input }, ctx) => accounts.register(ctx, input),
  extensions: SITE_ONLY,
};

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => viewer(ctx),
    usernameAvailable: (_root, { username }, ctx) => accounts.usernameAvailable(ctx, username),
  },
  Viewer: {
    role: async (_parent, _args, ctx) => ((await ownAccount(ctx)) ? (ctx.session?.role ?? null) : null),
    account: (_parent, _args, ctx) => ownAccount(ctx),
  },
  Account: {
    id: ({ entity }) => toGlobalId('Account', entity.id),
    username: ({ entity }) => entity.info.username,
    name: ({ entity }) => entity.info.name,
    surname: ({ entity }) => entity.info.surname,
    email: ({ entity }) => contactOf(entity).email,
    mobilePhone: ({ entity }) => contactOf(entity).mobilePhone,
    vatNumber: ({ entity }) => contactOf(entity).vatNumber,
    address: ({ entity }) => contactOf(entity).address,
    marketingConsent: ({ entity }) => entity.info.marketing,
    termsAccepted: ({ entity }) => entity.info.terms_checked,
    role: ({ session }) => session.role,
  },
  Mutation: {
    logIn: logInMutation,
    logOut: async (_root, _args, ctx) => {
      await logOut(ctx);
      return { viewer: viewer(ctx) };
    },
    register: registerMutation,
    requestPasswordRecovery: (_root, { input }, ctx) => accounts.requestPasswordRecovery(ctx, input),
    completePasswordRecovery: (_root, { input }, ctx) => accounts.completePasswordRecovery(ctx, input),
    updateProfile: async (_root, { input }, ctx) => {
      const { entity, userErrors } = await accounts.updateProfile(ctx, { ...input, address: input.address ?? {} });
      return { account: entity && ctx.session ? { entity, session: ctx.session } : null, userErrors };
    },
    changePassword: (_root, { input }, ctx) => accounts.changePassword(ctx, input),
  },
};
