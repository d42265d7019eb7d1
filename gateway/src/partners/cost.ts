import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  isObjectType,
  isInterfaceType,
} from 'graphql';

/**
 * Items a list without a `first`/`last` argument is counted as: such lists are the ones the resort
 * keeps short by nature (menu entries, slides, a day's slots, a kind's products), and multiplying
 * nested ones by a guess would price a four-level menu in the thousands.
 */
export const UNSIZED_LIST_ITEMS = 1;
/** Items a connection without `first`/`last` is counted as: the most a page of the site's connections holds. */
export const UNSIZED_CONNECTION_ITEMS = 50;
/**
 * The least a root field costs, whatever it returns: each one is a resolver call that may reach
 * the resort API (`usernameAvailable` returns a Boolean), so fifteen aliased scalars are fifteen
 * calls, and a spent budget must refuse them like any other operation.
 */
export const ROOT_FIELD_COST = 1;

/**
 * The cost of an operation in points, computed from the document and the schema before anything
 * runs (Shopify's calculated query cost, GitHub's node count): every field that returns an object
 * costs 1 plus what it selects; scalars and `__typename` cost nothing, except that every root
 * field (of Query, Mutation or Subscription) costs at least 1; a list or connection
 * multiplies what it selects by its `first` or `last` argument (a connection without one counts as
 * 50, its largest page; a plain list as one item); the lists
 * inside a connection (`edges`, `nodes`) are already counted by the connection's size.
 * Introspection costs nothing: it is limited by its own rules. Fragments are counted where they
 * are spread, so the cost does not depend on how a document is split into fragments.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const values: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] === undefined && definition.defaultValue?.kind === Kind.INT) values[name] = Number(definition.defaultValue.value);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const sizeOf = (value: ValueNode | undefined): number | null => {
    if (!value) return null;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = values[value.name.value];
      return typeof given === 'number' && Number.isFinite(given) ? given : null;
    }
    return null;
  };

  const multiplier = (field: FieldNode, isList: boolean, isConnection: boolean, insideConnection: boolean): number => {
    const sizes = ['first', 'last'].map((name) => sizeOf(field.arguments?.find((a) => a.name.value === name)?.value)).filter((n): n is number => n !== null);
    if (sizes.length > 0) return Math.max(1, ...sizes);
    if (isConnection) return UNSIZED_CONNECTION_ITEMS;
    return isList && !insideConnection ? UNSIZED_LIST_ITEMS : 1;
  };

  /** `atRoot`: the selection set is the operation's own (fragments spread there included). */
  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, seen: ReadonlySet<string>, atRoot: boolean): number => {
    let total = 0;
    const insideConnection = parent.name.endsWith('Connection');
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const definition = parent.getFields()[name];
        if (!definition) continue;
        const named = getNamedType(definition.type);
        const cost =
          selection.selectionSet && isCompositeType(named)
            ? multiplier(selection, isListType(getNullableType(definition.type)), named.name.endsWith('Connection'), insideConnection) *
              (1 + costOf(selection.selectionSet, named, seen, false))
            : 0;
        total += atRoot ? Math.max(ROOT_FIELD_COST, cost) : cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += costOf(selection.selectionSet, condition && isCompositeType(condition) ? condition : parent, seen, atRoot);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        total += costOf(fragment.selectionSet, condition && isCompositeType(condition) ? condition : parent, new Set([...seen, fragment.name.value]), atRoot);
      }
    }
    return total;
  };

  return costOf(operation.selectionSet, root, new Set(), true);
}
