/**
 * The browsing the load does through nginx, as the website's pages do it: visitors open the home
 * page and a booking page (a read by GET, and once by POST as a client without GET support would);
 * signed-in customers open their profile and the booking page, and every answer must still know
 * them (a lost session answers as a visitor).
 */
import type { LoadClient, Step } from './load.ts';
import { graphqlAnswer, type Operation, type Visit } from './website.ts';

/** What the steps read of ServicePageQuery's answer. */
export interface ServicePage {
  service: { id: string; slots: Array<{ id: string; remaining: number }> } | null;
  viewer: { account: { id: string } | null };
}

/** `data` as the operation's shape (its persisted text selects it), or an error when it has none. */
export function dataOf<T>(body: unknown): T {
  const answer = graphqlAnswer(body);
  if (!answer?.data || answer.errors?.length) throw new Error(`not an answer with data: ${JSON.stringify(body).slice(0, 300)}`);
  return answer.data as T;
}

// ProfilePageQuery and ServicePageQuery both select viewer { account { id } }.
const signedIn = (data: Record<string, unknown>) => ((data as unknown as ServicePage).viewer.account ? null : 'answered as a visitor: the session was lost');

export function browsingClients(options: {
  visitors: number;
  visit: Visit;
  customers: Array<{ name: string; cookie: string }>;
  operations: { home: Operation; service: Operation; profile: Operation };
  servicePage: Record<string, unknown>;
}): LoadClient[] {
  const { home, service, profile } = options.operations;
  const visitorSteps: Step[] = [
    { name: 'home page (GET)', operation: home, variables: {}, method: 'GET' },
    { name: 'booking page (GET)', operation: service, variables: options.servicePage, method: 'GET' },
    { name: 'booking page (POST)', operation: service, variables: options.servicePage, method: 'POST' },
  ];
  const customerSteps: Step[] = [
    { name: 'profile page, signed in (GET)', operation: profile, variables: {}, method: 'GET', check: signedIn },
    { name: 'booking page, signed in (GET)', operation: service, variables: options.servicePage, method: 'GET', check: signedIn },
    { name: 'profile page, signed in (POST)', operation: profile, variables: {}, method: 'POST', check: signedIn },
  ];
  return [
    ...Array.from({ length: options.visitors }, (_, index) => ({ name: `visitor-${index + 1}`, visit: options.visit, steps: visitorSteps })),
    ...options.customers.map(({ name, cookie }) => ({ name, visit: { ...options.visit, cookie }, steps: customerSteps })),
  ];
}
