import { BlockList, isIP } from 'node:net';

/** An IPv4 address as a dual-stack socket reports it (::ffff:192.0.2.1) and as it is written. */
function plainAddress(address: string): string {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

/** An entry of TRUST_PROXY: an IP address, or a CIDR range (`10.89.0.0/24`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** The load balancers whose X-Forwarded-For is believed (TRUST_PROXY). */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly none: boolean;

  constructor(entries: readonly string[]) {
    this.none = entries.length === 0;
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(bits), type);
    }
  }

  has(address: string): boolean {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && this.list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/**
 * The caller's address, for the per-address limits. A load balancer appends the address it was
 * reached from to X-Forwarded-For, after whatever the request already carried, and that part the
 * caller can write as it likes. So the hops are read from the right, and only while the address
 * that handed the request on is a trusted proxy: the first address that is not one is the caller.
 * A request that did not come through a trusted proxy is its socket's address, whatever it claims.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | null, proxies: TrustedProxies): string {
  let address = plainAddress(socketAddress);
  if (proxies.none) return address;
  const hops = (forwardedFor ?? '').split(',').map((hop) => plainAddress(hop.trim()));
  while (proxies.has(address)) {
    const hop = hops.pop();
    // Nothing more, or something no proxy writes: the last proxy's own address is all that is known.
    if (hop === undefined || isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}
