import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESERVATION_PATHS } from '../../contract/src/reservations.ts';
import { mainConfig, nginxPath, renderForLocal, serverBlocks } from '../topology/nginx.ts';

/** deploy/nginx.conf as `npm run test:topology` runs it: only compose's hosts and ports change. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const config = readFileSync(`${root}deploy/nginx.conf`, 'utf8');
const ports = {
  listen: [
    { compose: 8080, local: 18080 },
    { compose: 4100, local: 18100 },
  ],
  services: { 'gateway:4000': [14001, 14002], 'resort-api:4100': [14101], 'resort-api-2:4100': [14102] },
};

describe('deploy/nginx.conf for local processes', () => {
  const rendered = renderForLocal(config, ports);

  it('listens on local ports and sends both upstreams to local ports', () => {
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:18080;$/m);
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:18100;$/m);
    expect(rendered).toMatch(/upstream gateway \{\n\s*zone gateway 64k;\n\s*server 127\.0\.0\.1:14001;\n\s*server 127\.0\.0\.1:14002;\n\}/);
    expect(rendered).toMatch(/upstream resort_api \{\n\s*zone resort_api 64k;\n\s*server 127\.0\.0\.1:14101;\n\s*server 127\.0\.0\.1:14102;\n\}/);
    expect(rendered).not.toMatch(/gateway:4000|resort-api(-2)?:4100|resolve;/);
  });

  const servers = serverBlocks(config);
  const locations = (text: string) => [...text.matchAll(/^\s*location\s+([^{\s]+)\s*\{/gm)].map((match) => match[1]);

  it('has two servers: the public one on 8080 and the internal one on 4100', () => {
    expect(servers.map((server) => server.listen)).toEqual([[8080], [4100]]);
  });

  it('publishes the gateway alone on the public server: only /, no payment sandbox, nothing proxied to resort-api', () => {
    const [publicServer] = servers;
    expect(publicServer?.text).not.toMatch(/sandbox|resort-api|resort_api/);
    expect(locations(publicServer?.text ?? '')).toEqual(['/']);
    expect(publicServer?.text).toContain('proxy_pass http://gateway;');
  });

  it('balances both resort-api processes on the internal server, WebSocket upgrades (/realtime) included', () => {
    const internal = servers[1]?.text ?? '';
    expect(config).toMatch(/upstream resort_api \{[^}]*server resort-api:4100 resolve;\n\s*server resort-api-2:4100 resolve;\n\}/);
    expect(locations(internal)[0]).toBe('/');
    expect(internal.match(/proxy_pass [^;]+;/g)?.every((line) => line === 'proxy_pass http://resort_api;')).toBe(true);
    expect(internal).toContain('proxy_http_version 1.1;');
    expect(internal).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(internal).toContain('proxy_set_header Connection $connection_upgrade;');
  });

  it('tries a POST already sent again on the other process only for the reads the gateway sends as POSTs', () => {
    const [publicServer, internal] = servers;
    expect(publicServer?.text).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
    expect(publicServer?.text).not.toContain('non_idempotent');
    const blocks = [...(internal?.text ?? '').matchAll(/location\s+(=\s+)?(\S+)\s*\{([^}]*)\}/g)].map((match) => ({ path: match[2] ?? '', exact: Boolean(match[1]), body: match[3] ?? '' }));
    // Everything else, holds and orders included, is never sent twice.
    expect(blocks.find((block) => block.path === '/')?.body).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
    const retried = blocks.filter((block) => block.body.includes('non_idempotent'));
    expect(retried.every((block) => block.exact)).toBe(true);
    // The paths the gateway reads with siteQuery (POSTs that write nothing), as its source calls it.
    const source = readFileSync(`${root}gateway/src/modules/reservations/upstream.ts`, 'utf8');
    const names = [...source.matchAll(/siteQuery\(PATHS\.(\w+)/g)].map((match) => match[1] as keyof typeof RESERVATION_PATHS);
    const reads = names.map((name) => `/${String(RESERVATION_PATHS[name])}`);
    expect(retried.map((block) => block.path).sort()).toEqual([...new Set(reads)].sort());
  });

  it('keeps every other line as written', () => {
    const changed = /listen |server (gateway|resort-api|resort-api-2):|server 127\.0\.0\.1:/;
    expect(rendered.split('\n').filter((line) => !changed.test(line))).toEqual(config.split('\n').filter((line) => !changed.test(line)));
  });

  it('refuses a config that names the replicas by one address: two processes cannot stand behind it', () => {
    const direct = config.replace('proxy_pass http://gateway;', 'proxy_pass http://gateway:4000;');
    expect(() => renderForLocal(direct, ports)).toThrow(/use an upstream block/);
    expect(() => renderForLocal(config, { ...ports, services: { ...ports.services, 'mail:1025': [14025] } })).toThrow(/never names mail:1025/);
    const oneApi = Object.fromEntries(Object.entries(ports.services).filter(([address]) => address !== 'resort-api-2:4100'));
    expect(() => renderForLocal(config, { ...ports, services: oneApi })).toThrow(/names resort-api-2:4100, which the local topology does not know/);
    expect(() => renderForLocal(config, { ...ports, listen: ports.listen.slice(0, 1) })).toThrow(/listens on 4100/);
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
