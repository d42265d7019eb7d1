import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { type WatcherDeps, startLookLoop } from '../db/look-loop.ts';
import { holds, serviceSlots } from '../db/reservations-schema.ts';
import { entities } from '../db/schema.ts';
import { type WaitingEntryRow, waitingEntries } from '../db/waiting-schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { productTexts } from '../reservations/hold-cart.ts';
import { WAITING_CHANNEL } from './waiting-announcements.ts';
import { waitingMail } from './waiting-mail.ts';

/**
 * The waiting list's outbox: an offer or a list that closed owes its customer an e-mail, marked on
 * the entry (mail_kind) in the transaction that made it, and sent only after that commit, never
 * from inside it (a rolled-back offer must not be mailed, and SMTP must not hold a slot's lock).
 * Every process runs this job; a look claims unsent rows with one UPDATE over a FOR UPDATE SKIP
 * LOCKED select, so two processes never claim the same row and each e-mail goes out once. It looks
 * when a line changes (the waiting-list announcement), when notifications resume, and at least
 * every intervalMs (the safety look for a notification missed or a send that failed).
 */

/** Sends tried per e-mail before it is given up (logged): an address the SMTP server refuses stays refused. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Rows claimed per statement: a burst of offers goes out in several claims, none holding many rows. */
const CLAIM_BATCH = 20;

export interface WaitingMailJobDeps extends WatcherDeps {
  mailer: Mailer;
  /** The website's public address, for the link to the reservation cart (config SITE_URL). */
  siteUrl: string;
}

export interface WaitingMailJob {
  /** One look now: answers how many e-mails were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startWaitingMailJob(deps: WaitingMailJobDeps): WaitingMailJob {
  /** Claims a batch of unsent rows: from now on no other look sends them. */
  const claim = () =>
    deps.db
      .update(waitingEntries)
      .set({ mailSentAt: deps.now() })
      .where(
        inArray(
          waitingEntries.id,
          deps.db
            .select({ id: waitingEntries.id })
            .from(waitingEntries)
            .where(
              and(
                eq(waitingEntries.companyCode, deps.companyCode),
                isNotNull(waitingEntries.mailKind),
                isNull(waitingEntries.mailSentAt),
                lt(waitingEntries.mailAttempts, MAX_MAIL_ATTEMPTS),
              ),
            )
            .orderBy(asc(waitingEntries.id))
            .limit(CLAIM_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  const send = async (entry: WaitingEntryRow): Promise<boolean> => {
    const kind = entry.mailKind;
    if (!kind) return false;
    // An offer already bought, declined or lapsed by the time its e-mail would leave: it would only mislead.
    if (kind === 'offer' && entry.state !== 'offered') return false;
    const [facts] = await deps.db
      .select({ email: entities.email, name: entities.name, startsAt: serviceSlots.startsAt, offerEndsAt: holds.expiresAt })
      .from(serviceSlots)
      .leftJoin(entities, and(eq(entities.id, entry.clientId), eq(entities.companyCode, entry.companyCode)))
      .leftJoin(holds, eq(holds.id, entry.holdId ?? 0))
      .where(eq(serviceSlots.id, entry.slotId));
    if (!facts?.email) {
      deps.logger.warn({ entry: entry.id }, 'waiting list: the customer has no e-mail address; the e-mail is not sent');
      return false;
    }
    const texts = (await productTexts(deps.db, [entry.productId])).get(entry.productId);
    const translated = texts?.translations[String(entry.languageId) as '2' | '3' | '4']?.nome;
    await deps.mailer.send(
      waitingMail({
        kind,
        languageId: entry.languageId,
        to: facts.email,
        name: facts.name ?? '',
        service: (entry.languageId === 1 ? undefined : translated) || texts?.name || '',
        startsAt: facts.startsAt,
        quantity: entry.quantity,
        offerEndsAt: kind === 'offer' ? facts.offerEndsAt : null,
        siteUrl: deps.siteUrl,
      }),
    );
    return true;
  };

  const look = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) return sent;
      for (const entry of claimed) {
        try {
          if (await send(entry)) sent += 1;
        } catch (error) {
          deps.logger.error({ err: error, entry: entry.id, attempts: entry.mailAttempts + 1 }, 'waiting list: sending an e-mail failed');
          // Unclaimed for a later look, up to MAX_MAIL_ATTEMPTS sends in all.
          await deps.db
            .update(waitingEntries)
            .set({ mailSentAt: null, mailAttempts: entry.mailAttempts + 1 })
            .where(eq(waitingEntries.id, entry.id));
        }
      }
      if (claimed.length < CLAIM_BATCH) return sent;
    }
  };

  return startLookLoop({
    listen: deps.listen,
    channel: WAITING_CHANNEL,
    logger: deps.logger,
    intervalMs: deps.intervalMs ?? 30_000,
    look,
    failed: 0,
    errors: { look: 'waiting list: looking for e-mails to send failed', listen: 'waiting list: listening to waiting-list announcements failed' },
  });
}
