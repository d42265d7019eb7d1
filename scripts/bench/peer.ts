import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { run, startService, waitUntilReady, type Service } from '../lib/processes.ts';

/**
 * The peer the gateway is measured against: what a team would set up instead of writing a
 * gateway, GraphQL Mesh's composition of resort-api's OpenAPI document served by Hive Gateway.
 * Installed by the bench into a scratch folder (never a project dependency), composed against the
 * same replaying upstream as the gateway, and asked for the home page's five blocks in one query.
 */
const SCRATCH = process.env['BENCH_PEER_DIR'] ?? '/tmp/estancia-bench-peer';
const PACKAGES = ['@graphql-mesh/compose-cli', '@graphql-mesh/openapi', '@graphql-hive/gateway'];

/** The home page's five upstream calls (spec 000 §7) as the fields Mesh derives from their paths. */
const HOME_CALLS = [
  { alias: 'banners', field: 'web_content_type_by_companycode_banner', args: 'companycode: "estancia"' },
  { alias: 'menu', field: 'web_structure_by_companycode_1', args: 'companycode: "estancia"' },
  { alias: 'intro', field: 'web_content_by_companycode_by_id', args: 'companycode: "estancia", id: 149' },
  { alias: 'partners', field: 'web_content_by_companycode_by_id', args: 'companycode: "estancia", id: 94' },
  { alias: 'testimonials', field: 'web_content_type_by_companycode_testimony', args: 'companycode: "estancia"' },
];

/**
 * Every leaf of a type, nested objects included (to a depth), and for unions only the member of a
 * successful answer (not `Error`): the whole answer the old site's browser read, which the
 * home page shows parts of.
 */
function selection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (depth === 0) return '{ __typename }';
  if (isUnionType(type)) {
    const members = type.getTypes().filter((member) => member.name !== 'Error');
    return `{ __typename ${members.map((member) => `... on ${member.name} ${selection(schema, member, depth)}`).join(' ')} }`;
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields()).filter((field: GraphQLField<unknown, unknown>) => field.args.every((arg) => !('ofType' in arg.type) || arg.defaultValue !== undefined));
    return `{ ${fields.map((field) => `${field.name} ${selection(schema, getNamedType(field.type), depth - 1)}`).join(' ')} }`;
  }
  return '';
}

export function peerHomeQuery(supergraphSdl: string): string {
  const schema = buildSchema(supergraphSdl, { assumeValidSDL: true });
  const query = schema.getQueryType();
  if (!query) throw new Error('the composed supergraph has no Query type');
  const blocks = HOME_CALLS.map(({ alias, field, args }) => {
    const root = query.getFields()[field];
    if (!root) throw new Error(`the composed supergraph has no Query.${field}: did resort-api's OpenAPI paths change?`);
    return `${alias}: ${field}(${args}) ${selection(schema, getNamedType(root.type), 8)}`;
  });
  return `query HomePage { ${blocks.join(' ')} }`;
}

export interface Peer {
  service: Service;
  url: string;
  query: string;
}

/** Installs (once), composes against `upstreamUrl` with `openApiUrl`'s document, and starts Hive Gateway on `port`. */
export async function startPeer(options: { openApiUrl: string; upstreamUrl: string; token: string; port: number; env: NodeJS.ProcessEnv }): Promise<Peer> {
  mkdirSync(SCRATCH, { recursive: true });
  const bin = join(SCRATCH, 'node_modules/@graphql-hive/gateway/dist/bin.js');
  if (!existsSync(bin)) {
    if (!existsSync(join(SCRATCH, 'package.json'))) writeFileSync(join(SCRATCH, 'package.json'), '{"name":"estancia-bench-peer","private":true,"type":"module"}\n');
    console.log(`installing ${PACKAGES.join(', ')} into ${SCRATCH}`);
    if ((await run('npm', ['install', '--no-audit', '--no-fund', ...PACKAGES], { cwd: SCRATCH })) !== 0) throw new Error(`npm install failed in ${SCRATCH}`);
  }
  writeFileSync(
    join(SCRATCH, 'mesh.config.ts'),
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('resort', {
    source: ${JSON.stringify(options.openApiUrl)},
    endpoint: ${JSON.stringify(options.upstreamUrl.replace(/\/$/, ''))},
    operationHeaders: { Authorization: ${JSON.stringify(`Bearer ${options.token}`)} },
  }) }],
});
`,
  );
  if ((await run(join(SCRATCH, 'node_modules/.bin/mesh-compose'), ['-o', 'supergraph.graphql'], { cwd: SCRATCH })) !== 0) throw new Error('mesh-compose failed');
  const supergraph = join(SCRATCH, 'supergraph.graphql');
  const service = startService('hive-gateway', [bin, 'supergraph', supergraph, '--host', '127.0.0.1', '--port', String(options.port), '--fork', '1'], {
    ...options.env,
    NODE_ENV: 'production',
  });
  await waitUntilReady(`http://127.0.0.1:${options.port}/healthcheck`, service);
  return { service, url: `http://127.0.0.1:${options.port}/`, query: peerHomeQuery(readFileSync(supergraph, 'utf8')) };
}
