/**
 * The resort API's routes, as its OpenAPI document writes them (`GET /openapi.json`), without the
 * leading slash: the only values the `path` label of the upstream metrics may take. A path is
 * labelled by the template it was built from, never by itself: slugs, ids, e-mails and picture
 * names come from callers (a made-up page address becomes a content slug), and every distinct
 * label value is a series kept for the life of the process. test/observability.test.ts checks the
 * list against the resort API's document, so a new route shows up there.
 */
export const UPSTREAM_ROUTES = [
  'health/live',
  'health/ready',
  'web/content/type/{companycode}/banner',
  'web/content/type/{companycode}/news',
  'web/content/type/{companycode}/press',
  'web/content/type/{companycode}/testimony',
  'web/content/type/{companycode}/gallery/order',
  'web/content/slug/{companycode}/{slug}',
  'web/content/preview/{companycode}/{id}',
  'web/content/{companycode}/{id}',
  'gallery/{companycode}/{id}',
  'web/content',
  'error',
  'web/settings/{companycode}',
  'web/structure/{companycode}/1',
  'structure/{companycode}/1',
  'app/login',
  'app/logout',
  'app/entities/username/{companycode}/{username}',
  'app/entities',
  'entities/{companycode}/{id}',
  'entities',
  'entities/lang/{companycode}/{code}',
  'entities/password/recovery/{companycode}/{email}',
  'entities/password/recovery',
  'store/order/client/{companycode}/{userId}',
  'get/order/id/encomenda//{id}',
  'get/order/id/encomenda/{id}',
  'estancia/forfait/{companycode}',
  'estancia/equipamento/{companycode}',
  'estancia/pack/{companycode}',
  'estancia/activity/{companycode}',
  'estancia/voucher/{companycode}',
  'estancia/aula/info/{companycode}',
  'store/product/{companycode}/{id}',
  'store/product/slug/{companycode}/{slug}',
  'estancia/aula/info/{companycode}/{id}',
  'estancia/grupos/{companycode}',
  'estancia/grupos/{companycode}/{codgrupo}',
  'platform/products/time',
  'platform/settings/timer',
  'stocks/id_event/{id}',
  'stocks/id/{id}',
  'stocks/{date}/{productId}',
  'platform/products/cache/get/data',
  'platform/products/cache/get/data/range',
  'platform/holds/{id_client}',
  'platform/products/grupo/{codgrupo}',
  'platform/products/collision/{id}',
  'platform/products/event/data/event_id/{id}',
  'platform/products/event/tarifa/stock_old/{id}',
  'platform/products/{id}',
  // The waiting list of a full slot (contract waiting-list.ts).
  'platform/waiting',
  'platform/waiting/{id}',
  'platform/waiting/client/{id_client}',
  'platform/waiting/stock/{id_stock}',
  // A slot's capacity set by staff (contract slot-capacity.ts).
  'reservations/slots/{id}/capacity',
  'estancia/aula/event/available/{companycode}/free',
  'estancia/aula/event/{companycode}/{id}',
  'estancia/aula/event/client',
  'estancia/aula/event',
  'store/purchase/payment/code/{n}',
  'store/order/cancel',
  'store/order',
  'store/order/payment/{companycode}/{key}',
  'qr/history',
  'qr/history/get',
  'store/payment/checkout/',
  'store/payment/checkout',
  'store/purchase/payment',
  'store/payment/notification/status/',
  'store/payment/notification/status',
  'sandbox/mbway/{token}/decision',
  'sandbox/multibanco/pay',
  'sandbox/payments/{ref}/refunds',
  'desk/day/{dia}',
  'desk/checkin',
  'desk/refund',
  'platform/partner-keys',
  'platform/partner-keys/{id}/revoke',
  'platform/partner-keys/verify',
  'mail',
  'image',
  // The original pictures and documents: `{path}` is the rest of the path, however many segments.
  'images/{path}',
  'docs/{path}',
] as const;

/** The label of a path that is none of the routes above. */
export const OTHER_ROUTE = 'other';

/** One level of the route tree: fixed segments first, then a parameter, then a tail of any length. */
interface Node {
  fixed: Map<string, Node>;
  param: Node | null;
  /** The template that ends here. */
  template: string | null;
  /** The template whose last parameter takes the rest of the path (images/{path}). */
  tail: string | null;
}

const node = (): Node => ({ fixed: new Map(), param: null, template: null, tail: null });

/** Routes whose last parameter is the rest of the path: the files served under a folder. */
const TAILS = new Set<string>(['images/{path}', 'docs/{path}']);

function buildTree(templates: readonly string[]): Node {
  const root = node();
  for (const template of templates) {
    const segments = template.split('/');
    let at = root;
    for (const [index, segment] of segments.entries()) {
      const isParam = segment.startsWith('{') && segment.endsWith('}');
      if (isParam && index === segments.length - 1 && TAILS.has(template)) {
        at.tail = template;
        break;
      }
      if (isParam) at = at.param ??= node();
      else {
        const next = at.fixed.get(segment) ?? node();
        at.fixed.set(segment, next);
        at = next;
      }
      if (index === segments.length - 1) at.template = template;
    }
  }
  return root;
}

/** The template matching `segments` from `index` on, a fixed segment winning over a parameter. */
function match(at: Node, segments: string[], index: number): string | null {
  if (index === segments.length) return at.template;
  const segment = segments[index] as string;
  const fixed = at.fixed.get(segment);
  const byFixed = fixed ? match(fixed, segments, index + 1) : null;
  if (byFixed) return byFixed;
  // An empty segment is no value (get/order/id/encomenda//{id} has one of its own, matched as fixed).
  const byParam = at.param && segment !== '' ? match(at.param, segments, index + 1) : null;
  return byParam ?? (at.tail && segment !== '' ? at.tail : null);
}

const TREE = buildTree(UPSTREAM_ROUTES);

/**
 * The route template of a path under the resort API's base (`store/product/slug/estancia/x?y`
 * → `store/product/slug/{companycode}/{slug}`), or `other` for a path that is no route of it.
 */
export function upstreamRoute(path: string): string {
  const query = path.indexOf('?');
  const bare = query === -1 ? path : path.slice(0, query);
  return match(TREE, (bare.startsWith('/') ? bare.slice(1) : bare).split('/'), 0) ?? OTHER_ROUTE;
}
