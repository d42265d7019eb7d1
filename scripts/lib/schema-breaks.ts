import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * The breaking changes from one printed schema to the next, as GraphQL Inspector judges them:
 * a removed or retyped field, a new required argument, a removed enum value… A field marked
 * `@deprecated` in the earlier schema may be removed: partners were told first (Inspector's
 * suppressRemovalOfDeprecatedField rule).
 */
export async function breakingChanges(previousSdl: string, currentSdl: string): Promise<Change[]> {
  const changes = await diff(buildSchema(previousSdl), buildSchema(currentSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}
