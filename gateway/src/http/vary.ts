/**
 * A `Vary` value with `names` added to what it already lists (RFC 9110 §12.5.5): each field once,
 * compared without case, in the order first named; `*` stays alone. Headers are set by several
 * parts of one answer (the CORS grant, the shared cache, compression): each adds, none replaces.
 */
export function mergeVary(current: string | null | undefined, ...names: string[]): string {
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const field of [...(current ?? '').split(','), ...names]) {
    const name = field.trim();
    if (name === '') continue;
    if (name === '*') return '*';
    const lower = name.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    fields.push(name);
  }
  return fields.join(', ');
}
