import type { GatewayDeps, ModuleServices, ProcessDeps } from './context.ts';

/**
 * What the kernel calls on a module's services, both optional: start() as the server starts,
 * before it listens, and stop() as it closes, after the subscriptions have ended. Whatever else the
 * services object holds is the module's own, for its resolvers (`ctx.services.<name>`).
 */
export interface ServiceLifecycle {
  start?(): Promise<void> | void;
  stop?(): Promise<void> | void;
}

/** The modules' services of one process, and their start and stop. */
export interface ProcessServices {
  /** The process-wide parts with every module's services in `deps.services`. */
  readonly deps: GatewayDeps;
  /** Starts each module's services in list order; when one fails, those started are stopped and the error thrown. */
  start(): Promise<void>;
  /** Stops the started services in reverse list order; a failure is logged and the others still stop. */
  stop(): Promise<void>;
}

interface Made {
  readonly module: string;
  readonly lifecycle: ServiceLifecycle;
}

/** The optional start() and stop() of a module's services, read without trusting its type. */
function lifecycleOf(service: object): ServiceLifecycle {
  const lifecycle: ServiceLifecycle = {};
  if ('start' in service && typeof service.start === 'function') lifecycle.start = () => (service.start as () => Promise<void> | void).call(service);
  if ('stop' in service && typeof service.stop === 'function') lifecycle.stop = () => (service.stop as () => Promise<void> | void).call(service);
  return lifecycle;
}

/**
 * Makes every module's services, in list order, with the deps they are part of: `deps.services`
 * is filled as each module's factory returns, so a factory may use the services of the modules
 * listed before it (the list puts the roots first), and resolvers read them all. Start, stop in
 * reverse: what started last may use what started first, as a plugin system's hooks do.
 */
export function makeProcessServices(base: ProcessDeps): ProcessServices {
  const services: Record<string, object> = {};
  // Every entry the modules declared in ModuleServices is filled in below, before any request.
  const deps: GatewayDeps = { ...base, services: services as unknown as ModuleServices };
  const made: Made[] = [];
  for (const module of base.modules) {
    if (!module.services) continue;
    const service = module.services(deps);
    services[module.name] = service;
    made.push({ module: module.name, lifecycle: lifecycleOf(service) });
  }

  let started: Made[] = [];
  const stop = async () => {
    const stopping = started.reverse();
    started = [];
    for (const { module, lifecycle } of stopping) {
      try {
        await lifecycle.stop?.();
      } catch (error) {
        deps.logger.error({ err: error, module }, 'stopping a module’s services failed');
      }
    }
  };
  return {
    deps,
    async start() {
      for (const each of made) {
        try {
          await each.lifecycle.start?.();
        } catch (error) {
          await stop();
          throw error;
        }
        started.push(each);
      }
    },
    stop,
  };
}
