/**
 * Opaque global ids (Relay object identification): base64url of `Type:key`. Callers must treat
 * them as strings; only this module reads them.
 */
export function toGlobalId(type: string, key: string | number): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; key: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  // Round-trip check: rejects strings that are not ids we issued.
  if (Buffer.from(decoded, 'utf8').toString('base64url') !== globalId) return null;
  return { type: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}
