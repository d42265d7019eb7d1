import pino from 'pino';
import { printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Resolvers } from '../src/__generated__/resolvers-types.ts';
import type { GatewayModule } from '../src/kernel/module.ts';
import { GATEWAY_MODULES } from '../src/modules/index.ts';
import { buildSchema } from '../src/schema.ts';
import { startGateway, type RunningGateway } from '../src/server.ts';
import { fixtureModule, fixtureServiceEvents } from './fixtures/module/index.ts';

/** A module by hand: a name, SDL and resolvers, for the schema's refusals. */
const moduleOf = (name: string, sdl: string, resolvers: GatewayModule['resolvers'] = [], nodes: GatewayModule['nodes'] = {}): GatewayModule => ({
  name,
  typeDefs: [sdl],
  resolvers,
  nodes,
});

describe('a module is one folder and one line in the module list', () => {
  let gateway: RunningGateway;
  const post = async (query: string) => {
    const response = await fetch(`${gateway.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  beforeAll(async () => {
    gateway = await startGateway({
      env: {},
      config: { PORT: 0, RESORT_API_URL: inject('resortApiUrl'), PUBLIC_CACHE_SECONDS: 0, LAYOUT_REFRESH_SECONDS: 3600 },
      logger: pino({ level: 'silent' }),
      modules: [...GATEWAY_MODULES, fixtureModule],
    });
  });
  afterAll(() => gateway.close());

  it('puts its types and root fields in the schema, beside every shipped module', () => {
    const schema = buildSchema([...GATEWAY_MODULES, fixtureModule]);
    expect(printSchema(schema)).toContain('type FixtureNote implements Node');
    expect(String(schema.getQueryType()?.getFields().fixtureNote?.type)).toBe('FixtureNote');
    expect(schema.getQueryType()?.getFields().banners).toBeDefined();
    // The shipped schema does not have it.
    expect(printSchema(buildSchema())).not.toContain('FixtureNote');
  });

  it('answers its root field through its own loaders, made once per request', async () => {
    const first = await post('{ a: fixtureNote(key: "1") { id text loadersMade } b: fixtureNote(key: "1") { loadersMade } none: fixtureNote(key: "2") { id } }');
    expect(first.errors).toBeUndefined();
    const a = first.data?.a as { id: string; text: string; loadersMade: number };
    expect(a.text).toBe('a note from a module added as one folder');
    expect((first.data?.b as { loadersMade: number }).loadersMade).toBe(a.loadersMade);
    expect(first.data?.none).toBeNull();
    const second = await post('{ fixtureNote(key: "1") { loadersMade } }');
    expect((second.data?.fixtureNote as { loadersMade: number }).loadersMade).toBe(a.loadersMade + 1);
  });

  it('reaches its own process-wide services from its resolvers, started before the first answer and kept across requests', async () => {
    const read = async () => {
      const answer = await post('{ fixtureNote(key: "1") { readInProcess { notesRead running } } }');
      expect(answer.errors).toBeUndefined();
      return (answer.data?.fixtureNote as { readInProcess: { notesRead: number; running: boolean } }).readInProcess;
    };
    const first = await read();
    expect(first.running).toBe(true);
    // One count for the process, unlike the loaders made anew for each request.
    expect(await read()).toEqual({ notesRead: first.notesRead + 1, running: true });
  });

  it('lets node(id:) fetch its Node type by the id it issued, beside the shipped types', async () => {
    const listed = await post('{ fixtureNote(key: "1") { id } banners { id } }');
    const noteId = (listed.data?.fixtureNote as { id: string }).id;
    const bannerId = (listed.data?.banners as { id: string }[])[0]?.id;
    const unknownKey = Buffer.from('FixtureNote:9').toString('base64url');
    const answer = await post(
      `{ nodes(ids: ["${noteId}", "${unknownKey}", "${bannerId}"]) { __typename id ... on FixtureNote { text } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.nodes).toEqual([
      { __typename: 'FixtureNote', id: noteId, text: 'a note from a module added as one folder' },
      null,
      { __typename: 'Banner', id: bannerId },
    ]);
  });

  it('serves its HTTP route, and the shipped routes still answer', async () => {
    const note = await fetch(`${gateway.url}fixture/notes/1.txt`);
    expect(note.status).toBe(200);
    expect(await note.text()).toBe('a note from a module added as one folder');
    expect((await fetch(`${gateway.url}fixture/notes/2.txt`)).status).toBe(404);
    // The lessons module's calendar route answers its own 405 (anything unrouted is a 404).
    const calendar = await fetch(`${gateway.url}calendar/lessons/${Buffer.from('LessonBooking:1').toString('base64url')}.ics`, { method: 'POST' });
    expect(calendar.status).toBe(405);
    expect(calendar.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a module’s process-wide services live as long as the gateway', () => {
  it('are started as the gateway starts and stopped as it closes', async () => {
    const before = fixtureServiceEvents.length;
    const gateway = await startGateway({
      env: {},
      config: { PORT: 0, RESORT_API_URL: inject('resortApiUrl'), PUBLIC_CACHE_SECONDS: 0, LAYOUT_REFRESH_SECONDS: 3600 },
      logger: pino({ level: 'silent' }),
      modules: [...GATEWAY_MODULES, fixtureModule],
    });
    expect(fixtureServiceEvents.slice(before)).toEqual(['start']);
    await gateway.close();
    expect(fixtureServiceEvents.slice(before)).toEqual(['start', 'stop']);
  });
});

describe('the schema refuses modules that do not fit together', () => {
  it('refuses a root field some module declares and no module resolves', () => {
    const orphan = moduleOf('orphan', 'extend type Query { "Nobody answers it." orphanField: String }');
    expect(() => buildSchema([...GATEWAY_MODULES, orphan])).toThrow('module orphan declares Query.orphanField but no module resolves it');
    const subscription = moduleOf('ticking', 'extend type Subscription { "Ticks." ticking: Int! }', [{ Subscription: { ticking: { resolve: () => 1 } } }] as unknown as Resolvers[]);
    expect(() => buildSchema([...GATEWAY_MODULES, subscription])).toThrow('module ticking declares Subscription.ticking but no module resolves it');
  });

  it('refuses a Node type nobody fetches, one fetched twice, and a fetcher for a type that is no Node', () => {
    const { nodes: _nodes, ...withoutNodes } = fixtureModule;
    expect(() => buildSchema([...GATEWAY_MODULES, withoutNodes])).toThrow('FixtureNote implements Node but no module fetches it by id');
    const twice = moduleOf('twice', 'scalar Twice', [], { Banner: async () => null });
    expect(() => buildSchema([...GATEWAY_MODULES, twice])).toThrow('modules content and twice both fetch Banner by id');
    const notNode = moduleOf('notnode', 'scalar NotNode', [], { Link: async () => null });
    expect(() => buildSchema([...GATEWAY_MODULES, notNode])).toThrow('module notnode fetches Link by id, which is not a type implementing Node');
  });
});
