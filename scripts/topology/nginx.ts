/**
 * The load balancer of docker-compose.yml, run as a local process: Debian's nginx with the
 * project's deploy/nginx.conf, whose compose host names and ports are replaced by 127.0.0.1 ports
 * and nothing else, inside a main configuration like the official image's, with its pid file, logs
 * and temporary files in a directory of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startChild, type Child } from './children.ts';
import type { Cleanups } from './cleanups.ts';

/** NGINX_PATH, else Debian's package. */
export const nginxPath = process.env['NGINX_PATH'] || '/usr/sbin/nginx';

/** Makes sure nginx is there: installs Debian's package when it can (root with apt-get), else says what to do. */
export function ensureNginx(): void {
  if (existsSync(nginxPath)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0 && !process.env['NGINX_PATH'];
  if (!canInstall) {
    throw new Error(`nginx is missing at ${nginxPath}: install Debian's package (sudo apt-get install nginx) or set NGINX_PATH to an nginx binary.`);
  }
  console.log("nginx is missing: installing Debian's package (apt-get install nginx) for the topology test…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(nginxPath)) throw new Error(`apt-get installed nginx but ${nginxPath} is still missing`);
}

export interface LocalPorts {
  /** Each compose port nginx listens on (the public server's, the internal one's), and the local one it listens on instead. */
  listen: Array<{ compose: number; local: number }>;
  /** Each compose `host:port` the config names, and the local ports that stand for it. */
  services: Record<string, number[]>;
}

/**
 * deploy/nginx.conf for local processes: each `listen` on a local port, each upstream `server host:port`
 * line becomes one line per local port (without `resolve`: there is no name left to resolve), and
 * each `http://host:port` becomes its one local address. Anything else stays as written; a compose
 * name the substitutions did not reach is an error, so the config cannot drift from this silently.
 */
export function renderForLocal(config: string, ports: LocalPorts): string {
  let text = config;
  for (const { compose, local } of ports.listen) {
    const listen = new RegExp(`^([ \\t]*)listen\\s+${compose};`, 'm');
    if (!listen.test(text)) throw new Error(`deploy/nginx.conf does not listen on ${compose}`);
    text = text.replace(listen, `$1listen 127.0.0.1:${local};`);
  }
  const unlisted = /^\s*listen\s+(\d+);/m.exec(text);
  if (unlisted) throw new Error(`deploy/nginx.conf listens on ${unlisted[1]}, which the local topology does not know`);
  for (const [address, locals] of Object.entries(ports.services)) {
    const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const server = new RegExp(`^([ \\t]*)server\\s+${escaped}(\\s+resolve)?;[^\\n]*$`, 'gm');
    const url = new RegExp(`http://${escaped}(?![\\w.-])`, 'g');
    const found = server.test(text) || url.test(text);
    if (!found) throw new Error(`deploy/nginx.conf never names ${address}`);
    text = text.replace(server, (_line, indent: string) => locals.map((port) => `${indent}server 127.0.0.1:${port};`).join('\n'));
    text = text.replace(url, () => {
      if (locals.length !== 1) throw new Error(`deploy/nginx.conf names http://${address} directly, which cannot stand for ${locals.length} processes: use an upstream block`);
      return `http://127.0.0.1:${locals[0]}`;
    });
  }
  const left = Object.keys(ports.services).filter((address) => text.includes(address));
  if (left.length) throw new Error(`deploy/nginx.conf still names ${left.join(', ')} after the substitutions`);
  const unknown = /^\s*server\s+(?!127\.0\.0\.1:)(\S+?)(\s+resolve)?;/m.exec(text);
  if (unknown) throw new Error(`deploy/nginx.conf names ${unknown[1]}, which the local topology does not know`);
  return text;
}

export interface ServerBlock {
  /** The ports its `listen` lines name. */
  listen: number[];
  /** Its directives, comments left out. */
  text: string;
}

/** The top-level `server { … }` blocks of a site config, for what each one publishes. */
export function serverBlocks(config: string): ServerBlock[] {
  const text = config.replace(/#.*$/gm, '');
  const blocks: ServerBlock[] = [];
  for (const start of text.matchAll(/^server\s*\{/gm)) {
    let depth = 0;
    let end = start.index;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    const body = text.slice(start.index, end + 1);
    blocks.push({ listen: [...body.matchAll(/^\s*listen\s+(?:[\d.]+:)?(\d+);/gm)].map((match) => Number(match[1])), text: body });
  }
  return blocks;
}

/**
 * The official image's /etc/nginx/nginx.conf (which includes the site config in `http`), with
 * every path in `dir`. Its access log adds which replica answered each request, for a person reading it.
 */
export function mainConfig(dir: string, site: string): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  log_format main '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_x_forwarded_for" upstream=$upstream_addr upstream_status=$upstream_status server_port=$server_port';
  access_log ${dir}/access.log main;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

${site}
}
`;
}

export interface AccessLogEntry {
  /** The port of the server that took it: the public one (the gateways) or the internal one (resort-api). */
  serverPort: number;
  request: string;
  status: number;
  /** Each replica nginx tried for the request, in order (more than one: it passed the request on). */
  upstreams: string[];
}

/** The access log `mainConfig` writes. */
export function accessLog(dir: string): AccessLogEntry[] {
  return readFileSync(`${dir}/access.log`, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /"([^"]*)" (\d{3}) \d+ "[^"]*" upstream=(.*) upstream_status=.* server_port=(\d+)$/.exec(line);
      if (!match) return [];
      const upstreams = (match[3] ?? '').split(/, | : /).filter((address) => address !== '-');
      return [{ serverPort: Number(match[4]), request: match[1] ?? '', status: Number(match[2]), upstreams }];
    });
}

/** Writes the configuration, checks it with `nginx -t`, and runs nginx in the foreground. */
export function startNginx(dir: string, site: string, root: string, cleanups: Cleanups): Child {
  // Run as root, nginx's workers run as an unprivileged user, which must reach the temp paths.
  chmodSync(dir, 0o755);
  const file = `${dir}/nginx.conf`;
  writeFileSync(file, mainConfig(dir, site));
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', file];
  const check = spawnSync(nginxPath, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered configuration (${file}):\n${check.stderr}`);
  return startChild('nginx', nginxPath, [...args, '-g', 'daemon off;'], { env: process.env, cwd: root, logFile: `${dir}/nginx.out`, cleanups });
}
