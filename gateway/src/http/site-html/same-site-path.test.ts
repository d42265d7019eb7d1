import { describe, expect, it } from 'vitest';
import { sameSiteLocation } from './same-site-path.ts';

const SITE = 'https://estancia.example';

describe('sameSiteLocation', () => {
  it('keeps a path of this site as it is', () => {
    expect(sameSiteLocation('/article/all?lang=en', SITE)).toBe('/article/all?lang=en');
    expect(sameSiteLocation('/', `${SITE}/`)).toBe('/');
  });

  it.each([
    ['//evil.example/x?lang=en', '/evil.example/x?lang=en'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2e//evil.example/x', '/evil.example/x'],
    ['/a/..//evil.example/x', '/evil.example/x'],
    ['/%2E%2e//evil.example', '/evil.example'],
    ['/%5cevil.example', '/%5cevil.example'],
    ['https://evil.example/x', '/'],
    ['/\t/evil.example/x', '/'],
  ])('answers %s with a path of this site (%s)', (target, location) => {
    const answer = sameSiteLocation(target, SITE);
    expect(answer).toBe(location);
    expect(new URL(answer, SITE).origin).toBe(SITE);
  });
});
