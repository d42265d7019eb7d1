import { request } from 'undici';
import { startCountingProxy } from '../../gateway/test/counting-proxy.ts';

/**
 * Upstream calls per content page: the resort API calls the old site made for a page (spec 000
 * §7: one per block, from the browser) against the calls the gateway makes for the website's one
 * GraphQL request of the same page, counted through a proxy with the public cache off.
 */
export interface PageCalls {
  page: string;
  /** REST calls the old site's browser made for the page. */
  oldSiteCalls: number;
  /** Requests the website's browser makes now: one GraphQL request. */
  browserRequests: number;
  /** Calls the gateway makes to the resort API for that request (cache off). */
  gatewayUpstreamCalls: number;
  upstreamPaths: string[];
}

export interface BenchPage {
  page: string;
  operation: { id: string; name: string };
  variables: Record<string, unknown>;
  /** The old site's calls for this page, from spec 000 §7. */
  oldSite: string[];
}

export async function countUpstreamCalls(
  pages: BenchPage[],
  apiUrl: string,
  startGatewayAt: (upstreamUrl: string) => Promise<{ url: string; stop: () => Promise<void> }>,
): Promise<PageCalls[]> {
  const proxy = await startCountingProxy(apiUrl);
  const gateway = await startGatewayAt(proxy.url);
  try {
    const results: PageCalls[] = [];
    for (const page of pages) {
      proxy.reset();
      const answer = await request(`${gateway.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'pt', 'x-estancia-client': 'web' },
        body: JSON.stringify({
          operationName: page.operation.name,
          variables: page.variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: page.operation.id } },
        }),
      });
      const text = await answer.body.text();
      if (answer.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${page.page} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
      results.push({
        page: page.page,
        oldSiteCalls: page.oldSite.length,
        browserRequests: 1,
        gatewayUpstreamCalls: proxy.calls.length,
        upstreamPaths: [...proxy.calls].sort(),
      });
    }
    return results;
  } finally {
    await gateway.stop();
    await proxy.close();
  }
}
