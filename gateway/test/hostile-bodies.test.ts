import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, nestedBody, paddedBody, persistedId, post, USERNAME_QUERY } from '../../scripts/hostile/requests.ts';
import { GATEWAY_HEAP_CAP_MIB, productionSecrets, startProductionGateway, type ProductionGateway } from '../../scripts/lib/production-gateway.ts';

const MiB = 1024 * 1024;

/**
 * Request bodies meant to exhaust a gateway's memory, sent to one running as production does: its
 * own process with production's Node flags (a 768 MiB old generation) and NODE_ENV=production
 * with its own secrets (scripts/lib/production-gateway.ts). Its memory is read from /proc (the
 * process's peak resident size), which counts everything the heap cap bounds and more.
 */
describe('a production gateway under hostile request bodies', () => {
  const secrets = productionSecrets();
  const id = persistedId(USERNAME_QUERY);
  let api: RunningResortApi;
  let gateway: ProductionGateway;

  beforeAll(async () => {
    api = await startResortApi({
      env: { PUBLIC_SITE_TOKEN: secrets.PUBLIC_SITE_TOKEN, PAYMENT_NOTIFICATION_SECRET: secrets.PAYMENT_NOTIFICATION_SECRET },
      config: { port: 0, pgliteDir: 'memory://', logLevel: 'silent' },
      logger: pino({ level: 'silent' }),
    });
    gateway = await startProductionGateway({ resortApiUrl: api.url, secrets });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await api?.close();
  });

  /** The username check as the registration form sends it: the gateway still serves the website. */
  const stillServes = async () => {
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: { username: 'someone@example.pt' } });
    const answer = await post(gateway.url, body, { headers: { 'x-estancia-client': 'web' } });
    expect(answer).toEqual({ status: 200, code: null });
  };

  it('refuses a 24 MB body with 413 before holding it, announced or sent in chunks, and stays up', async () => {
    const body = paddedBody(id, 24_000_000);
    expect(body.length).toBeGreaterThan(23_900_000);
    expect(await post(gateway.url, body)).toEqual({ status: 413, code: 'REQUEST_ENTITY_TOO_LARGE' });
    const chunked = await post(gateway.url, body, { chunked: true });
    // Refused once the limit is passed: the answer, or the connection closed on the rest of the body.
    expect([413, 'reset']).toContain(chunked.status);
    expect(await gateway.alive()).toBe(true);
    expect(gateway.peakRssMiB()).toBeLessThan(GATEWAY_HEAP_CAP_MIB);
    await stillServes();
  }, 120_000);

  it('answers 50 bodies at once just under the limit, each a list of zeros, with 400 naming the limit, and stays up', async () => {
    const body = paddedBody(id, 1 * MiB - 1024);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(gateway.url, body)));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.code}`))).toEqual(new Set(['400 VARIABLES_TOO_LARGE']));
    expect(await gateway.alive()).toBe(true);
    expect(gateway.peakRssMiB()).toBeLessThan(GATEWAY_HEAP_CAP_MIB);
    await stillServes();
  }, 120_000);

  it('refuses variables nested too deep, or too many of them, with 400 and the limit named', async () => {
    const deep = await fetch(`${gateway.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nestedBody(id, 5000) });
    expect(deep.status).toBe(400);
    const { errors } = (await deep.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(errors[0]?.extensions).toMatchObject({ code: 'VARIABLES_TOO_LARGE', limit: 'MAX_VARIABLES_DEPTH' });
    expect(errors[0]?.message).toMatch(/nested deeper than the \d+ levels/);

    const extensions = Object.fromEntries(Array.from({ length: 50 }, (_, n) => [`x${n}`, n]));
    const many = await post(gateway.url, JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id }, ...extensions }, variables: { username: 'a@b.pt' } }));
    expect(many).toEqual({ status: 400, code: 'VARIABLES_TOO_LARGE' });
  });

  it('bounds a GET by the URL: Node refuses a request line past its 16 KB header limit with 431', async () => {
    const variables = encodeURIComponent(JSON.stringify({ username: 'a@b.pt', pad: Array.from({ length: 10_000 }, () => 0) }));
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }));
    expect((await get(gateway.url, `graphql?variables=${variables}&extensions=${extensions}`)).status).toBe(431);
    expect(await gateway.alive()).toBe(true);
  });
});
