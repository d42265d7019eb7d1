import DataLoader from 'dataloader';
import type { Entity } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchEntity } from './upstream.ts';

/** Per-request loaders of the accounts module (reads as the signed-in person). */
export function createAccountLoaders(api: UpstreamReader) {
  return {
    entityById: new DataLoader<number, Entity | null>((ids) => Promise.all(ids.map((id) => fetchEntity(api, id)))),
  };
}

export type AccountLoaders = ReturnType<typeof createAccountLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly accounts: AccountLoaders;
  }
}
