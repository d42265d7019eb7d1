import { GraphQLError, type ASTVisitor, type FieldNode, type ValidationContext } from 'graphql';

/** Introspection fields that list other types' members: nesting one inside another loops over the whole schema. */
const TYPE_LISTS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes']);

/**
 * Refuses an introspection query that nests a type's member lists inside each other
 * (`__schema { types { fields { type { fields { … } } } } }`): each level multiplies the answer by
 * the schema's size. GraphiQL's own introspection query lists each at most once on any path.
 */
export function circularIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field: {
      enter(node, _key, _parent, _path, ancestors) {
        if (!TYPE_LISTS.has(node.name.value) || !context.getParentType()?.name.startsWith('__')) return;
        const outer = ancestors.filter((a): a is FieldNode => !Array.isArray(a) && (a as FieldNode).kind === 'Field' && TYPE_LISTS.has((a as FieldNode).name.value));
        if (outer.length > 0) {
          context.reportError(new GraphQLError(`Introspection may not nest "${node.name.value}" inside "${outer[0]?.name.value}": ask for each type by name instead.`, { nodes: [node] }));
        }
      },
    },
  };
}

/** Times one response key may be selected in one selection set. */
const MAX_REPEATS = 3;

/**
 * Refuses a selection set that lists the same field (response key) again and again
 * (`{ __typename __typename … }` 500 times): GraphQL merges the copies, but each still costs
 * validation work, and it is never needed.
 */
export function repeatedFieldRule(context: ValidationContext): ASTVisitor {
  return {
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== 'Field') continue;
        const key = selection.alias?.value ?? selection.name.value;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const [key, count] of counts) {
        if (count > MAX_REPEATS) {
          context.reportError(new GraphQLError(`"${key}" is selected ${count} times in one selection set: select it once.`, { nodes: [node] }));
        }
      }
    },
  };
}
