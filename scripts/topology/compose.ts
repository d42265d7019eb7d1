/**
 * What docker-compose.yml (and the Dockerfile stage each service's image is built from) says a
 * service runs: its command and its environment, as a container would get them. The local
 * topology starts the same command with the same variables, changing only the host names, ports
 * and URLs that point at other containers.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

const serviceSchema = z.object({
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).default({}),
  build: z.object({ target: z.string() }).optional(),
  ports: z.array(z.string()).default([]),
});
const composeSchema = z.object({ services: z.record(z.string(), serviceSchema) });

export interface ComposeService {
  command: string[];
  /** The image's ENV lines, then the service's environment, `${VAR:?…}` filled from `secrets`. */
  environment: Record<string, string>;
  /** The host ports it publishes ("8080:8080" → 8080). */
  publishedPorts: number[];
}

/** ENV lines of a Dockerfile stage and of the stages it is built FROM, the stage's own last. */
function stageEnvironment(dockerfile: string, target: string): Record<string, string> {
  const stages = new Map<string, { from: string; env: Record<string, string> }>();
  for (const text of dockerfile.split(/^FROM /m).slice(1)) {
    const [header = '', ...body] = text.split('\n');
    const [from = '', , name = ''] = header.trim().split(/\s+/);
    const env: Record<string, string> = {};
    for (const line of body) {
      const match = /^ENV\s+(\w+)=(\S*)\s*$/.exec(line);
      if (match) env[match[1] as string] = match[2] as string;
    }
    stages.set(name, { from, env });
  }
  const stage = stages.get(target);
  if (!stage) throw new Error(`the Dockerfile has no stage named ${target}`);
  return { ...(stages.has(stage.from) ? stageEnvironment(dockerfile, stage.from) : {}), ...stage.env };
}

/** `${VAR:?message}` and `${VAR}` as compose fills them from .env; here from `secrets`. */
function interpolate(value: string, secrets: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::\?[^}]*)?\}/g, (_, name: string) => {
    const secret = secrets[name];
    if (secret === undefined) throw new Error(`docker-compose.yml needs ${name}, which the local topology does not provide`);
    return secret;
  });
}

export function composeService(root: string, name: string, secrets: Record<string, string>): ComposeService {
  const compose = composeSchema.parse(parse(readFileSync(`${root}docker-compose.yml`, 'utf8')));
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no ${name} service`);
  const image = service.build ? stageEnvironment(readFileSync(`${root}Dockerfile`, 'utf8'), service.build.target) : {};
  const own = Object.fromEntries(Object.entries(service.environment).map(([key, value]) => [key, interpolate(value, secrets)]));
  return {
    command: service.command ?? [],
    environment: { ...image, ...own },
    publishedPorts: service.ports.map((port) => Number(port.split(':')[0])),
  };
}
