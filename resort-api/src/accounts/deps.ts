import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { ScryptParams } from './password.ts';

/** What the account routes need from the app (app.ts). */
export interface AccountDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** The cost of new password hashes (password.ts). */
  scrypt: ScryptParams;
}
