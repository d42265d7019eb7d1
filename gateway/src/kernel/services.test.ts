import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ModuleSource, ProcessDeps } from './context.ts';
import { makeProcessServices } from './services.ts';

/** The kernel's error lines, as the server's logger would write them. */
function errorLog() {
  const lines: { module?: string; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { module?: string; msg: string });
      done();
    },
  });
  return { lines, logger: pino({ level: 'error' }, sink) };
}

/** A module whose services write what happens to them in `events`. */
function recording(name: string, events: string[], fail: { start?: boolean; stop?: boolean } = {}): ModuleSource {
  return {
    name,
    services: (deps) => ({
      name,
      /** What the deps already held when this module's services were made. */
      madeAfter: Object.keys(deps.services),
      start() {
        events.push(`start ${name}`);
        if (fail.start) throw new Error(`${name} cannot start`);
      },
      async stop() {
        events.push(`stop ${name}`);
        if (fail.stop) throw new Error(`${name} cannot stop`);
      },
    }),
  };
}

/** The kernel reads only the module list and the logger of the process's deps. */
function processOf(modules: readonly ModuleSource[], logger = pino({ level: 'silent' })): ProcessDeps {
  return { modules, logger } as Partial<ProcessDeps> as ProcessDeps;
}

describe('the modules’ process-wide services', () => {
  it('start in the list’s order and stop in reverse, each once', async () => {
    const events: string[] = [];
    const withoutServices: ModuleSource = { name: 'plain' };
    const running = makeProcessServices(processOf([recording('content', events), withoutServices, recording('reservations', events), recording('desk', events)]));
    expect(events).toEqual([]);
    await running.start();
    expect(events).toEqual(['start content', 'start reservations', 'start desk']);
    await running.stop();
    await running.stop();
    expect(events.slice(3)).toEqual(['stop desk', 'stop reservations', 'stop content']);
  });

  it('are each under their module’s name in deps.services, made after those listed before them', () => {
    const running = makeProcessServices(processOf([recording('content', []), recording('desk', [])]));
    expect(Object.keys(running.deps.services)).toEqual(['content', 'desk']);
    expect(running.deps.services).toMatchObject({ content: { name: 'content', madeAfter: [] }, desk: { name: 'desk', madeAfter: ['content'] } });
  });

  it('stop those already started, in reverse, when one fails to start, and say why', async () => {
    const events: string[] = [];
    const running = makeProcessServices(processOf([recording('content', events), recording('reservations', events), recording('desk', events, { start: true }), recording('checkout', events)]));
    await expect(running.start()).rejects.toThrow('desk cannot start');
    expect(events).toEqual(['start content', 'start reservations', 'start desk', 'stop reservations', 'stop content']);
  });

  it('all stop when one fails to, and its failure is logged with its module', async () => {
    const events: string[] = [];
    const { lines, logger } = errorLog();
    const running = makeProcessServices(processOf([recording('content', events), recording('reservations', events, { stop: true }), recording('desk', events)], logger));
    await running.start();
    await running.stop();
    expect(events.slice(3)).toEqual(['stop desk', 'stop reservations', 'stop content']);
    expect(lines).toMatchObject([{ module: 'reservations', msg: 'stopping a module’s services failed' }]);
  });
});
