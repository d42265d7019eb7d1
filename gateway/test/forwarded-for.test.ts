import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { LOG_IN, type LogInAnswer } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The per-address limits count a caller by the address TRUST_PROXY's load balancer saw, and by
 * nothing a caller can write itself. Here the load balancer is 127.0.0.1 and a caller that reaches
 * the gateway straight is 127.0.0.2 (both loopback addresses of this machine). Two wrong sign-ins
 * per address are allowed; the third is refused.
 */
describe('the caller’s address behind the load balancer (TRUST_PROXY)', () => {
  let gateway: TestGateway;
  const agents: Agent[] = [];
  const from = (localAddress: string) => {
    const agent = new Agent({ localAddress });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    gateway = await startTestGateway({ TRUST_PROXY: ['127.0.0.1'], LOGIN_FAILURES_PER_ADDRESS: 2 });
  });
  afterAll(async () => {
    await Promise.all(agents.map((agent) => agent.close()));
    await gateway.close();
  });

  /** A wrong sign-in (a new username each time, so only the address's count grows); its error code. */
  async function wrongSignIn(agent: Agent, forwardedFor: string): Promise<string | undefined> {
    const answer = await request(`${gateway.url}graphql`, {
      dispatcher: agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-estancia-client': 'web', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: LOG_IN, variables: { input: { username: `nobody-${randomUUID()}@estancia.pt`, password: 'Wrong#2026' } } }),
    });
    const body = (await answer.body.json()) as { data?: LogInAnswer };
    return body.data?.logIn.userErrors[0]?.code;
  }

  it('counts a caller that is not the load balancer by its socket’s address, whatever X-Forwarded-For it forges', async () => {
    const direct = from('127.0.0.2');
    expect(await wrongSignIn(direct, '203.0.113.1')).toBe('WRONG_CREDENTIALS');
    expect(await wrongSignIn(direct, '203.0.113.2')).toBe('WRONG_CREDENTIALS');
    expect(await wrongSignIn(direct, '203.0.113.3')).toBe('TOO_MANY_ATTEMPTS');
  });

  it('believes the address the load balancer appended, not one the caller wrote before it', async () => {
    const loadBalancer = from('127.0.0.1');
    // nginx appends the address it was reached from to whatever the caller sent.
    expect(await wrongSignIn(loadBalancer, '203.0.113.1, 198.51.100.7')).toBe('WRONG_CREDENTIALS');
    expect(await wrongSignIn(loadBalancer, '203.0.113.2, 198.51.100.7')).toBe('WRONG_CREDENTIALS');
    expect(await wrongSignIn(loadBalancer, '203.0.113.3, 198.51.100.7')).toBe('TOO_MANY_ATTEMPTS');
    // Another caller behind the same load balancer has an allowance of its own.
    expect(await wrongSignIn(loadBalancer, '198.51.100.8')).toBe('WRONG_CREDENTIALS');
  });

  it('names the load balancer by its address: "true" (any caller) is refused at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be false or the load balancers' addresses/);
    expect(loadConfig({ TRUST_PROXY: '10.89.0.10, 10.90.0.0/24' }).TRUST_PROXY).toEqual(['10.89.0.10', '10.90.0.0/24']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
  });
});
