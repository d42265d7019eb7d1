import type { Entity } from '@estancia/resort-contract';
import type { SessionClaims } from '../../session/seal.ts';

/** What a `Viewer` resolves from: the session it describes (null for a visitor). */
export interface ViewerParent {
  session: SessionClaims | null;
}

/** What an `Account` resolves from: the upstream entity and the session allowed to read it. */
export interface AccountParent {
  entity: Entity;
  session: SessionClaims;
}
