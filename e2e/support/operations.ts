import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The website's GraphQL operations sent the way the browser sends them: by persisted id only (the
 * stack under test runs with ALLOW_ARBITRARY_OPERATIONS=false), with the client header the
 * gateway's CSRF check asks for, from the page's browser context, so the cookies go along and a
 * session an answer sets lands in that context for the pages it opens next.
 */
const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

function operationId(name: string): string {
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted operation ${name}`);
  return entry[0];
}

/** Sends the persisted operation `name` with the page's cookies and returns its data. */
export async function sendOperation<T>(page: Page, name: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-estancia-client': 'web' },
    data: { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } } },
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(`${name}: ${response.status()} ${JSON.stringify(body.errors)}`);
  return body.data;
}
