import { getDirective } from '@graphql-tools/utils';
import {
  getNamedType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { z } from 'zod';

/**
 * Whether a field's answer may be shared among visitors, read from the `@cacheControl` directive
 * next to the field in the SDL (modules' .graphql files):
 * - `shared`: kept for `maxAgeMs` (null: the gateway's PUBLIC_CACHE_SECONDS);
 * - `private`: about one person; an answer showing one is never kept, a null is nobody's;
 * - `live`: marked `maxAge: 0`, never kept;
 * - `unset`: no policy of its own or of its type, so never kept: a field added without thinking
 *   about the cache cannot leak one visitor's answer to another;
 * - `inherited`: a scalar of an object, shared as its parent is.
 */
export type FieldPolicy =
  | { kind: 'shared'; maxAgeMs: number | null }
  | { kind: 'private' }
  | { kind: 'live' }
  | { kind: 'unset' }
  | { kind: 'inherited' };

const directiveArgs = z.object({ maxAge: z.number().int().min(0).optional(), scope: z.enum(['PUBLIC', 'PRIVATE']).optional() });

function declared(schema: GraphQLSchema, node: GraphQLField<unknown, unknown> | GraphQLNamedType): FieldPolicy | null {
  const found = getDirective(schema, node, 'cacheControl')?.[0];
  if (!found) return null;
  const { maxAge, scope } = directiveArgs.parse(found);
  if (maxAge === 0) return { kind: 'live' };
  if (scope === 'PRIVATE') return { kind: 'private' };
  return { kind: 'shared', maxAgeMs: maxAge === undefined ? null : maxAge * 1000 };
}

/** Every field's policy, by schema coordinate (`Type.field`). */
export function fieldPolicies(schema: GraphQLSchema): Map<string, FieldPolicy> {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type) => type != null).map((type) => type.name));
  const policies = new Map<string, FieldPolicy>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const returned = getNamedType(field.type);
      let policy = declared(schema, field);
      // Changes and live streams are never answered from a cache, whatever they return.
      if (type.name !== schema.getQueryType()?.name && roots.has(type.name)) policy = { kind: 'live' };
      policy ??= isCompositeType(returned) ? (declared(schema, returned) ?? { kind: 'unset' }) : roots.has(type.name) ? { kind: 'unset' } : { kind: 'inherited' };
      policies.set(`${type.name}.${field.name}`, policy);
    }
  }
  return policies;
}

/** Whether a policy lets a visitor's answer be kept and served to another visitor. */
export const isShared = (policy: FieldPolicy): boolean => policy.kind === 'shared' || policy.kind === 'inherited';

/**
 * The longest an operation's answer may be kept, in ms (undefined: no limit of its own, the
 * cache's TTL applies), or 0 when it selects a live or unset field. The walk follows the
 * operation's selections with their fragments and stops at a private field: what lies under one is
 * shown only when it is not null, and the plugin keeps no answer showing a private type (its
 * scope, read from the directive), so a visitor's null there is shared like the rest. The plugin
 * itself reads each declared maxAge; this adds the rule that a field without a policy is not shared.
 */
export function operationTtl(
  schema: GraphQLSchema,
  policies: ReadonlyMap<string, FieldPolicy>,
  document: DocumentNode,
  operationName: string | null | undefined,
): number | undefined {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let ttl: number | undefined;
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType): boolean => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        // A fragment is walked once per type it is read on: its policies do not depend on where.
        if (!fragment || !type || visited.has(`${fragment.name.value}@${parent.name}`)) continue;
        visited.add(`${fragment.name.value}@${parent.name}`);
        if (!walk(fragment.selectionSet, type)) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && !walk(selection.selectionSet, type)) return false;
      } else if (!selection.name.value.startsWith('__')) {
        const policy = policies.get(`${parent.name}.${selection.name.value}`);
        if (!policy || policy.kind === 'live' || policy.kind === 'unset') {
          ttl = 0;
          return false;
        }
        if (policy.kind === 'private') continue;
        if (policy.kind === 'shared' && policy.maxAgeMs !== null) ttl = Math.min(ttl ?? Infinity, policy.maxAgeMs);
        if (selection.selectionSet && isCompositeType(parent)) {
          const field = (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[selection.name.value] : undefined;
          if (field && !walk(selection.selectionSet, getNamedType(field.type))) return false;
        }
      }
    }
    return true;
  };
  walk(operation.selectionSet, root);
  return ttl;
}

/**
 * `operationTtl` for each execution, remembered per document (the persisted ones are parsed once
 * and kept by Yoga, so the same document object comes back).
 */
export function operationTtls(schema: GraphQLSchema) {
  const policies = fieldPolicies(schema);
  const known = new WeakMap<DocumentNode, Map<string, number | undefined>>();
  return (document: DocumentNode, operationName: string | null | undefined): number | undefined => {
    let byName = known.get(document);
    if (!byName) {
      byName = new Map();
      known.set(document, byName);
    }
    const name = operationName ?? '';
    if (!byName.has(name)) byName.set(name, operationTtl(schema, policies, document, operationName));
    return byName.get(name);
  };
}
