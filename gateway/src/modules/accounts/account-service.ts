import { DEFAULT_VAT_NUMBER, passwordChangeSchema, profileSchema, recoveryCompletionSchema, recoveryRequestSchema, registrationSchema } from '@estancia/validation';
import { transformPassword, type Entity } from '@estancia/resort-contract';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { renderMail } from '../../mail/template.ts';
import { sendMail } from '../../mail/send.ts';
import { UpstreamUnavailableError } from '../../upstream/errors.ts';
import { ACCOUNT_MAIL_TEXTS } from './mail-texts.ts';
import { checkCredentials } from './session-service.ts';
import { fetchRecoveryCode, postLogout, postRecovery, postRegistration, putEntity, usernameTaken } from './upstream.ts';
import { tooManyAttemptsError, userError, validate } from '../../kernel/user-errors.ts';

/** Turns "the resort API is down" into the CONNECTION_PROBLEM user error (spec 000 §8). */
async function guarded<T extends { userErrors: UserError[] }>(ctx: GatewayContext, fallback: Omit<T, 'userErrors'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return { ...fallback, userErrors: [userError(ctx, 'CONNECTION_PROBLEM')] } as T;
    throw error;
  }
}

/**
 * spec 000 §5: the username uniqueness check. Each answer says whether an account exists, so the
 * checks are counted per client address (USERNAME_CHECKS_PER_HOUR) and refused past the allowance
 * like the public forms: nobody can list the resort's customers by trying addresses.
 */
export async function usernameAvailable(ctx: GatewayContext, username: string): Promise<boolean> {
  const valid = recoveryRequestSchema.safeParse({ email: username });
  if (!valid.success) return false;
  if (!(await ctx.deps.usernameChecks.take(ctx.clientAddress))) throw tooManyAttemptsError(ctx);
  return !(await usernameTaken(ctx.api, valid.data.email));
}

/** spec 000 §2, §5, §8: registration, then the access-data mail. Does not sign in. */
export function register(ctx: GatewayContext, input: unknown): Promise<{ email: string | null; userErrors: UserError[] }> {
  return guarded(ctx, { email: null }, async () => {
    const valid = validate(ctx, registrationSchema, input);
    if (!valid.ok) return { email: null, userErrors: valid.errors };
    // Each registration mails the address typed: limited per client address like the other public forms.
    if (!(await ctx.deps.formLimiter.take(ctx.clientAddress))) return { email: null, userErrors: [userError(ctx, 'TOO_MANY_ATTEMPTS')] };
    const form = valid.value;
    const result = await postRegistration(ctx.api, {
      companycode: ctx.api.companyCode,
      info: {
        username: form.email,
        email: form.email,
        name: form.name,
        password: await transformPassword(form.password),
        from: 'web',
        marketing: form.marketingConsent,
        terms_checked: true,
        rgpd: true,
        use_preferences: { language: ctx.language },
      },
      contacts: [{ email: form.email, mobile_phone: form.mobilePhone, principal: true }],
    });
    if (!result.ok) return { email: null, userErrors: [userError(ctx, result.reason === 'username_exists' ? 'USERNAME_EXISTS' : 'INCORRECT_REQUEST', result.reason === 'username_exists' ? ['email'] : [])] };
    const texts = ACCOUNT_MAIL_TEXTS[ctx.language];
    const table: [string, string][] = [[texts.registration.username, result.created.username]];
    // Only a password the person did not choose is mailed (spec 000 §9: the random initial one).
    if (result.created.generated_password) table.push([texts.registration.password, result.created.generated_password]);
    try {
      await sendMail(ctx.api, {
        to: form.email,
        subject: texts.registration.subject,
        html: renderMail({
          language: ctx.language,
          heading: texts.registration.heading,
          paragraphs: [texts.registration.intro],
          table,
          action: { label: texts.registration.action, href: `${ctx.deps.config.PUBLIC_SITE_URL}/` },
          footer: texts.footer,
        }),
      });
    } catch (error) {
      // The account exists; the person can still sign in with what they typed.
      ctx.deps.logger.error({ err: error }, 'registration mail not sent');
    }
    return { email: form.email, userErrors: [] };
  });
}

/**
 * spec 000 §7: ask for a recovery code and mail the link /regist/client/recovery/{code}. The answer
 * is the same whether the address has an account or not (spec 000 §8's "e-mail not registered" is
 * never said: it would tell anyone which addresses are customers'), and it comes once the resort
 * API has answered the code request, which both cases make; the mail goes out without being
 * awaited, so the time of the answer does not tell either.
 */
export function requestPasswordRecovery(ctx: GatewayContext, input: unknown): Promise<{ sent: boolean; userErrors: UserError[] }> {
  return guarded(ctx, { sent: false }, async () => {
    const valid = validate(ctx, recoveryRequestSchema, input);
    if (!valid.ok) return { sent: false, userErrors: valid.errors };
    // Each request mails the account: limited per client address, so nobody can flood an inbox with links.
    if (!(await ctx.deps.formLimiter.take(ctx.clientAddress))) return { sent: false, userErrors: [userError(ctx, 'TOO_MANY_ATTEMPTS')] };
    const email = valid.value.email;
    const code = await fetchRecoveryCode(ctx.api, email);
    if (code) void mailRecoveryLink(ctx, email, code);
    return { sent: true, userErrors: [] };
  });
}

/** The recovery link's mail; a failure is logged, never answered (the answer must not differ). */
async function mailRecoveryLink(ctx: GatewayContext, email: string, code: string): Promise<void> {
  const texts = ACCOUNT_MAIL_TEXTS[ctx.language].recovery;
  try {
    await sendMail(ctx.api, {
      to: email,
      subject: texts.subject,
      html: renderMail({
        language: ctx.language,
        heading: texts.heading,
        paragraphs: [texts.intro, texts.expiry, texts.ignore],
        action: { label: texts.action, href: `${ctx.deps.config.PUBLIC_SITE_URL}/regist/client/recovery/${encodeURIComponent(code)}` },
        footer: ACCOUNT_MAIL_TEXTS[ctx.language].footer,
      }),
    });
  } catch (error) {
    ctx.deps.logger.error({ err: error }, 'password recovery mail not sent');
  }
}

/** spec 000 §5: the new password from a recovery link; anything but success is the expired message. */
export function completePasswordRecovery(ctx: GatewayContext, input: unknown): Promise<{ changed: boolean; userErrors: UserError[] }> {
  return guarded(ctx, { changed: false }, async () => {
    const valid = validate(ctx, recoveryCompletionSchema, input);
    if (!valid.ok) return { changed: false, userErrors: valid.errors };
    const changed = await postRecovery(ctx.api, valid.value.code, await transformPassword(valid.value.password));
    return changed ? { changed: true, userErrors: [] } : { changed: false, userErrors: [userError(ctx, 'RECOVERY_EXPIRED')] };
  });
}

/** spec 000 §2, §5 "Profile": saves personal data, address and consents of the signed-in person. */
export function updateProfile(ctx: GatewayContext, input: unknown): Promise<{ entity: Entity | null; userErrors: UserError[] }> {
  return guarded(ctx, { entity: null }, async () => {
    const session = ctx.session;
    if (!session) return { entity: null, userErrors: [userError(ctx, 'NOT_SIGNED_IN')] };
    const valid = validate(ctx, profileSchema, input);
    if (!valid.ok) return { entity: null, userErrors: valid.errors };
    const form = valid.value;
    const result = await putEntity(ctx.api, {
      id: session.accountId,
      info: {
        username: form.email,
        email: form.email,
        name: form.name,
        surname: form.surname,
        vat: form.vatNumber || DEFAULT_VAT_NUMBER,
        marketing: form.marketingConsent,
      },
      contacts: [{ email: form.email, mobile_phone: form.mobilePhone, principal: true }],
      addresses: [
        {
          address: form.address.street,
          address_detail: form.address.detail,
          postal_code: form.address.postalCode,
          localidade: form.address.locality,
          country: form.address.country,
        },
      ],
    });
    if (!result.ok) return { entity: null, userErrors: [userError(ctx, result.reason === 'username_exists' ? 'USERNAME_EXISTS' : 'UPDATE_FAILED', result.reason === 'username_exists' ? ['email'] : [])] };
    ctx.loaders.accounts.entityById.clear(session.accountId).prime(session.accountId, result.entity);
    return { entity: result.entity, userErrors: [] };
  });
}

/** A new password for the signed-in person, once the current one is confirmed. */
export function changePassword(ctx: GatewayContext, input: unknown): Promise<{ changed: boolean; userErrors: UserError[] }> {
  return guarded(ctx, { changed: false }, async () => {
    const session = ctx.session;
    if (!session) return { changed: false, userErrors: [userError(ctx, 'NOT_SIGNED_IN')] };
    const valid = validate(ctx, passwordChangeSchema, input);
    if (!valid.ok) return { changed: false, userErrors: valid.errors };
    const entity = await ctx.loaders.accounts.entityById.load(session.accountId);
    if (!entity) return { changed: false, userErrors: [userError(ctx, 'NOT_SIGNED_IN')] };
    // The current password is checked like a sign-in (and counts against the same limits); the
    // session that check opens upstream is closed at once.
    const check = await checkCredentials(ctx, entity.info.username, valid.value.currentPassword, 'WRONG_PASSWORD');
    if (!check.ok) return { changed: false, userErrors: [check.error] };
    await postLogout(ctx.api, check.token);
    const result = await putEntity(ctx.api, { id: session.accountId, info: { password: await transformPassword(valid.value.newPassword) } });
    return result.ok ? { changed: true, userErrors: [] } : { changed: false, userErrors: [userError(ctx, 'UPDATE_FAILED')] };
  });
}
