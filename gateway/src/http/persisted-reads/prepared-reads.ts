import {
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** A persisted read parsed and validated once, for every later request that names it. */
export interface PreparedRead {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** The operation's name as the metrics label it ('anonymous' when it has none). */
  name: string;
}

/** Documents and names remembered before the memory of them starts again (names are the caller's). */
const MAX_PREPARED = 1_000;

/**
 * Parses and validates a persisted document once. Only a query that validates with graphql-js's
 * rules and asks nothing of the schema's introspection is prepared; anything else (a mutation over
 * GET, a name the document lacks, introspection, which only partners and GraphiQL may use) is left
 * to Yoga, which refuses or answers it as it always has.
 */
export function preparedReads(schema: GraphQLSchema) {
  const prepared = new Map<string, PreparedRead | null>();
  return (id: string, documentString: string, operationName: string | undefined): PreparedRead | null => {
    const key = `${id}\n${operationName ?? ''}`;
    let read = prepared.get(key);
    if (read !== undefined) return read;
    read = prepare(schema, documentString, operationName);
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    prepared.set(key, read);
    return read;
  };
}

function prepare(schema: GraphQLSchema, documentString: string, operationName: string | undefined): PreparedRead | null {
  let document: DocumentNode;
  try {
    document = parse(documentString);
  } catch {
    return null;
  }
  if (validate(schema, document, [...specifiedRules, NoSchemaIntrospectionCustomRule]).length > 0) return null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return null;
  return { document, operation, name: operation.name?.value ?? 'anonymous' };
}
