import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getNamedType, isInterfaceType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { fieldPolicies, isShared, operationTtl } from './cache-policy.ts';

const DIRECTIVE = /* GraphQL */ `
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
`;

describe('the shared cache policy declared next to each field', () => {
  const schema = makeExecutableSchema({
    typeDefs: [
      DIRECTIVE,
      /* GraphQL */ `
        type Query {
          page: Page
          newThing: Thing
          count: Int
          lang: String @cacheControl(scope: PUBLIC)
          seats: Page @cacheControl(maxAge: 0)
          brief: Page @cacheControl(maxAge: 5)
          cart: Cart
        }
        type Page @cacheControl(scope: PUBLIC) { title: String, thing: Thing, again: Page }
        type Thing { name: String }
        type Cart @cacheControl(scope: PRIVATE) { lines: [Thing!]! }
        type Subscription { pages: Page }
      `,
    ],
  });
  const policies = fieldPolicies(schema);
  const ttl = (document: string) => operationTtl(schema, policies, parse(document), undefined);

  it('shares a field only under a policy of its own or of its type', () => {
    expect(policies.get('Query.page')).toEqual({ kind: 'shared', maxAgeMs: null });
    expect(policies.get('Query.lang')).toEqual({ kind: 'shared', maxAgeMs: null });
    expect(policies.get('Query.brief')).toEqual({ kind: 'shared', maxAgeMs: 5000 });
    expect(policies.get('Page.title')).toEqual({ kind: 'inherited' });
    // Added without a thought for the cache: never shared.
    expect(policies.get('Query.newThing')).toEqual({ kind: 'unset' });
    expect(policies.get('Query.count')).toEqual({ kind: 'unset' });
    expect(policies.get('Page.thing')).toEqual({ kind: 'unset' });
    expect(policies.get('Query.seats')).toEqual({ kind: 'live' });
    expect(policies.get('Query.cart')).toEqual({ kind: 'private' });
    // A live stream is never a cached answer, whatever it returns.
    expect(policies.get('Subscription.pages')).toEqual({ kind: 'live' });
  });

  it('keeps no operation that selects a live or unset field, wherever it sits', () => {
    expect(ttl('{ page { title again { title } } lang }')).toBeUndefined();
    expect(ttl('{ brief { title } page { title } }')).toBe(5000);
    expect(ttl('{ page { title } seats { title } }')).toBe(0);
    expect(ttl('{ page { title } count }')).toBe(0);
    expect(ttl('{ page { again { thing { name } } } }')).toBe(0);
    expect(ttl('query { ...P } fragment P on Query { page { ...T } } fragment T on Page { thing { name } }')).toBe(0);
    expect(ttl('{ page { ... on Page { thing { name } } } }')).toBe(0);
  });

  it('leaves what lies under a private field to its scope: a visitor’s null is shared, a value never', () => {
    expect(ttl('{ page { title } cart { lines { name } } }')).toBeUndefined();
  });
});

describe('the gateway’s schema', () => {
  const schema = buildSchema();
  const policies = fieldPolicies(schema);

  it('shares nothing live or personal: no field typed TimedCart, TimeSlot, Order or Desk, nothing a subscription streams', () => {
    const sharedLiveFields: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        const policy = policies.get(coordinate);
        const live = ['TimedCart', 'TimeSlot', 'Order', 'Desk'].includes(getNamedType(field.type).name) || type === schema.getSubscriptionType();
        if (live && (!policy || isShared(policy))) sharedLiveFields.push(coordinate);
      }
    }
    expect(sharedLiveFields).toEqual([]);
    expect(policies.get('Query.timedCart')).toEqual({ kind: 'private' });
  });

  it('shares the website’s public pages and none of its live or personal reads', () => {
    const operations = JSON.parse(readFileSync(new URL('../../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
    const kept = new Map<string, boolean>();
    for (const text of Object.values(operations)) {
      const name = /^query (\w+)/.exec(text)?.[1];
      if (name) kept.set(name, operationTtl(schema, policies, parse(text), name) !== 0);
    }
    for (const page of ['HomePageQuery', 'ContentPageQuery', 'StorePageQuery', 'CategoryPageQuery', 'ProductPageQuery', 'ServicesPageQuery', 'EntrancePageQuery', 'TariffsPageQuery', 'LessonsPageQuery']) {
      expect(kept.get(page), page).toBe(true);
    }
    for (const read of ['ServicePageQuery', 'DeskPageQuery', 'CartPageQuery', 'PaymentResultPageQuery', 'LessonPlannerRefetchQuery', 'RegistrationFormUsernameQuery', 'OrderDetailsDialogQuery']) {
      expect(kept.get(read), read).toBe(false);
    }
  });
});
