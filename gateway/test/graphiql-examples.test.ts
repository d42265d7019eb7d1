import { describe, expect, it } from 'vitest';
import { exampleTabs } from '../src/graphiql/examples.ts';
import { gatewayForTests } from './harness.ts';

describe('GraphiQL’s example tabs', () => {
  const gateway = gatewayForTests();

  it('are offered on the GraphiQL page', async () => {
    const html = await (await fetch(`${gateway.url}graphql`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('LatestNews');
    expect(html).toContain('SpaSlots');
  });

  it('each run without an error against the resort API, within the cost limit', async () => {
    for (const tab of exampleTabs(new Date())) {
      const variables = tab.variables ? (JSON.parse(tab.variables) as Record<string, unknown>) : undefined;
      const answer = await gateway.query(tab.query, { variables });
      expect(answer.errors, tab.query.split('\n')[0]).toBeUndefined();
      expect(answer.data).toBeTruthy();
    }
  });
});
