import { textsLoaded } from '../i18n/i18n.ts';

/**
 * A page's module, once its texts have arrived too. Evaluating the module asks for the texts of
 * the namespaces its screens read, in the visitor's language (i18n.ts), and they download while
 * the rest of the route loads; the router renders the page only when both are here, so it paints
 * whole in one pass (and takes the server's markup over in one) rather than suspending on its texts.
 */
export async function withTexts<Module>(module: Promise<Module>): Promise<Module> {
  const loaded = await module;
  await textsLoaded();
  return loaded;
}
