import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

describe('configuration', () => {
  it('starts from defaults on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.RESORT_API_URL).toBe('http://127.0.0.1:4100/');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['RESORT_API_URL', 'ftp://example'],
    ['ALLOW_ARBITRARY_OPERATIONS', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['COMPANY_CODE', 'a/b'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid configuration: ${name} .+\\(got "${value.replace('/', '\\/')}"\\)$`));
  });

  it('exits non-zero at start-up with one line naming PORT when PORT=abc', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")']);
  });
});

describe('configuration secrets', () => {
  it('never repeats the public site token in an error', () => {
    expect(() => loadConfig({ PUBLIC_SITE_TOKEN: 'short' })).toThrowError(/^Invalid configuration: PUBLIC_SITE_TOKEN .*\(value hidden\)$/);
  });
});
