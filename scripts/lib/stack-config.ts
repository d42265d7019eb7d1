import { z } from 'zod';
import { ConfigError as GatewayConfigError, loadConfig as loadGatewayConfig } from '../../gateway/src/config.ts';
import { loadConfig as loadResortApiConfig } from '../../resort-api/src/config.ts';

/** Settings of the whole stack that neither service reads itself. */
const stackSchema = z.object({
  RESORT_API_PORT: z.coerce
    .number({ message: 'must be an integer between 1 and 65535' })
    .int({ message: 'must be an integer between 1 and 65535' })
    .min(1, { message: 'must be an integer between 1 and 65535' })
    .max(65535, { message: 'must be an integer between 1 and 65535' })
    .default(4100),
});

export interface StackEnv {
  resortApi: NodeJS.ProcessEnv;
  gateway: NodeJS.ProcessEnv;
  gatewayPort: number;
  resortApiPort: number;
}

/**
 * The environment of each service when `npm start` runs both on one machine: resort-api listens
 * on RESORT_API_PORT (PORT is the public gateway's), and the gateway is pointed at it. Every value
 * is validated before anything starts; a bad one is reported in one line naming the variable.
 */
export function stackEnv(env: NodeJS.ProcessEnv): StackEnv {
  const stack = stackSchema.safeParse({ RESORT_API_PORT: env['RESORT_API_PORT'] || undefined });
  if (!stack.success) {
    throw new GatewayConfigError(
      `Invalid configuration: RESORT_API_PORT ${stack.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(env['RESORT_API_PORT'])})`,
    );
  }
  const resortApiPort = stack.data.RESORT_API_PORT;
  const resortApi: NodeJS.ProcessEnv = { ...env, PORT: String(resortApiPort), HOST: '127.0.0.1' };
  const gateway = { ...env, RESORT_API_URL: env['RESORT_API_URL'] || `http://127.0.0.1:${resortApiPort}/` };
  const gatewayConfig = loadGatewayConfig(gateway);
  // One address of the site for every mail's links: the gateway's (recovery) and resort-api's
  // (a waiting-list offer's cart), unless resort-api is given its own.
  resortApi['SITE_URL'] = env['SITE_URL'] || gatewayConfig.PUBLIC_SITE_URL;
  loadResortApiConfig(resortApi);
  return { resortApi, gateway, gatewayPort: gatewayConfig.PORT, resortApiPort };
}
