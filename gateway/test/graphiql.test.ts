import { describe, expect, it } from 'vitest';
import { startTestGateway } from './harness.ts';

describe('GraphiQL', () => {
  it('is served at /graphql to a browser, with no asset from a CDN', async () => {
    const gateway = await startTestGateway();
    try {
      const page = await fetch(`${gateway.url}graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('estancia GraphQL API');
      expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    } finally {
      await gateway.close();
    }
  });
});
