import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mainConfig, nginxPath, renderForLocal } from '../topology/nginx.ts';

/** deploy/nginx.conf as `npm run test:topology` runs it: only compose's hosts and ports change. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const config = readFileSync(`${root}deploy/nginx.conf`, 'utf8');
const ports = { listen: { compose: 8080, local: 18080 }, services: { 'gateway:4000': [14001, 14002] } };

describe('deploy/nginx.conf for local processes', () => {
  const rendered = renderForLocal(config, ports);

  it('listens on a local port and sends the replicas’ upstream to local ports', () => {
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:18080;$/m);
    expect(rendered).toMatch(/upstream gateway \{\n\s*zone gateway 64k;\n\s*server 127\.0\.0\.1:14001;\n\s*server 127\.0\.0\.1:14002;\n\}/);
    expect(rendered).not.toMatch(/gateway:4000|resolve;/);
  });

  it('publishes the gateway alone: no location for the payment sandbox, nothing proxied to resort-api', () => {
    const directives = config.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/sandbox|resort-api|resort_api/);
    expect([...directives.matchAll(/^\s*location\s+([^{\s]+)\s*\{/gm)].map((match) => match[1])).toEqual(['/']);
  });

  it('keeps every other line as written', () => {
    const changed = /listen |server gateway:|server 127\.0\.0\.1:/;
    expect(rendered.split('\n').filter((line) => !changed.test(line))).toEqual(config.split('\n').filter((line) => !changed.test(line)));
  });

  it('refuses a config that names the replicas by one address: two processes cannot stand behind it', () => {
    const direct = config.replace('proxy_pass http://gateway;', 'proxy_pass http://gateway:4000;');
    expect(() => renderForLocal(direct, ports)).toThrow(/use an upstream block/);
    expect(() => renderForLocal(config, { ...ports, services: { ...ports.services, 'mail:1025': [14025] } })).toThrow(/never names mail:1025/);
  });

  it.skipIf(!existsSync(nginxPath))('is a configuration nginx accepts (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'estancia-nginx-'));
    try {
      chmodSync(dir, 0o755);
      writeFileSync(`${dir}/nginx.conf`, mainConfig(dir, rendered));
      const check = spawnSync(nginxPath, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-t'], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
