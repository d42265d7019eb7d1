/**
 * `npm run partner-key -- issue "Agency name" [--budget N] | list | revoke <id>`: staff manage the
 * GraphQL API's partner keys in resort-api's database (DATABASE_URL, or PGLITE_DIR as resort-api
 * reads them). A PGlite directory has one owner: stop resort-api first, or use PostgreSQL. The key
 * is printed once, when issued; only its hash is stored. A revoked key stops working on every
 * gateway within its verification cache time (PARTNER_KEY_CACHE_SECONDS, at most a minute).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PARTNER_HOURLY_BUDGET, partnerHourlyBudgetSchema } from '@estancia/resort-contract';
import { loadConfig } from '../resort-api/src/config.ts';
import { openDatabase } from '../resort-api/src/db/client.ts';
import { issuePartnerKey, listPartnerKeys, revokePartnerKey } from '../resort-api/src/partners/partner-keys.ts';

const USAGE = 'usage: npm run partner-key -- issue "Agency name" [--budget N] | list | revoke <id>';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { budget: { type: 'string' } } });
const [command, argument] = positionals;
if (command !== 'issue' && command !== 'list' && command !== 'revoke') fail(command ? `unknown command "${command}"` : 'no command');

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.exclusive(() => database.migrate());
  if (command === 'issue') {
    if (!argument?.trim()) fail('issue needs the partner\'s name');
    const budget = partnerHourlyBudgetSchema.safeParse(values.budget === undefined ? DEFAULT_PARTNER_HOURLY_BUDGET : Number(values.budget));
    if (!budget.success) fail(`--budget ${budget.error.issues[0]?.message ?? 'is invalid'}`);
    const issued = await issuePartnerKey(database.db, argument.trim(), budget.data);
    console.log(`Key ${issued.id} for ${issued.partner}, ${issued.hourly_budget} points per hour:\n\n  ${issued.key}\n`);
    console.log('Give it to the partner now: it is not stored and cannot be shown again.');
  } else if (command === 'list') {
    const keys = await listPartnerKeys(database.db);
    if (keys.length === 0) console.log('No partner keys.');
    for (const key of keys) {
      const state = key.revoked_at ? `revoked ${key.revoked_at}` : 'live';
      console.log(`${String(key.id).padStart(4)}  ${key.prefix}…  ${key.partner}  ${key.hourly_budget}/h  issued ${key.created_at}  ${state}`);
    }
  } else {
    const id = Number(argument);
    if (!Number.isInteger(id) || id <= 0) fail('revoke needs a key id (see list)');
    const revoked = await revokePartnerKey(database.db, id, new Date());
    if (!revoked) fail(`no partner key ${id}`);
    console.log(`Key ${revoked.id} of ${revoked.partner} revoked at ${revoked.revoked_at}.`);
  }
} finally {
  await database.close();
}
