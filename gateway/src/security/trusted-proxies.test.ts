import { describe, expect, it } from 'vitest';
import { clientAddress, isProxyEntry, TrustedProxies } from './trusted-proxies.ts';

const nginx = new TrustedProxies(['10.89.0.10']);

describe('the caller’s address behind trusted proxies', () => {
  it('is the address the load balancer appended, not what the caller wrote before it', () => {
    // nginx's $proxy_add_x_forwarded_for: the caller's own header, then the address nginx saw.
    expect(clientAddress('10.89.0.10', '203.0.113.7, 198.51.100.4', nginx)).toBe('198.51.100.4');
    expect(clientAddress('10.89.0.10', '198.51.100.4', nginx)).toBe('198.51.100.4');
  });

  it('is the socket’s address when the request did not come from a trusted proxy, whatever it claims', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.7', nginx)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', '203.0.113.7', new TrustedProxies([]))).toBe('198.51.100.4');
  });

  it('walks back through a chain of trusted proxies, and stops at the first address that is not one', () => {
    const chain = new TrustedProxies(['10.89.0.0/24', '172.16.0.0/12']);
    expect(clientAddress('10.89.0.10', '203.0.113.7, 198.51.100.4, 172.18.0.3', chain)).toBe('198.51.100.4');
  });

  it('keeps the proxy’s own address when the header says nothing usable', () => {
    expect(clientAddress('10.89.0.10', null, nginx)).toBe('10.89.0.10');
    expect(clientAddress('10.89.0.10', 'unknown', nginx)).toBe('10.89.0.10');
    expect(clientAddress('10.89.0.10', '198.51.100.4, ', nginx)).toBe('10.89.0.10');
  });

  it('reads IPv4 addresses as a dual-stack socket reports them, and IPv6 ranges', () => {
    expect(clientAddress('::ffff:10.89.0.10', '198.51.100.4', nginx)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', '203.0.113.7', nginx)).toBe('198.51.100.4');
    expect(clientAddress('fd00::5', '2001:db8::1', new TrustedProxies(['fd00::/8']))).toBe('2001:db8::1');
  });
});

describe('TRUST_PROXY entries', () => {
  it('are IP addresses or CIDR ranges', () => {
    expect(['10.89.0.10', '10.89.0.0/24', 'fd00::/8', '::1'].every(isProxyEntry)).toBe(true);
    expect(['true', 'gateway', '10.89.0.0/33', '10.89.0.10/24/1', 'fd00::/129', ''].some(isProxyEntry)).toBe(false);
  });
});
