import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATEWAY_MODULES } from '../src/modules/index.ts';

const modulesDir = new URL('../src/modules/', import.meta.url);

/** The module folders, and for each the other modules its files import (only ever through `../<name>/index.ts`). */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    const folder = new URL(`${entry.name}/`, modulesDir);
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const text = readFileSync(new URL(file, folder), 'utf8');
      for (const [, other] of text.matchAll(/from '\.\.\/([^./][^/]*)\/index\.ts'/g)) if (other && other !== entry.name) uses.add(other);
    }
    graph.set(entry.name, uses);
  }
  return graph;
}

/** A circle of modules importing each other, as `a → b → a`; null when there is none. */
function findCircle(graph: ReadonlyMap<string, ReadonlySet<string>>): string | null {
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string | null => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name].join(' → ');
    if (done.has(name)) return null;
    for (const next of graph.get(name) ?? []) {
      const circle = visit(next, [...path, name]);
      if (circle) return circle;
    }
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const circle = visit(name, []);
    if (circle) return circle;
  }
  return null;
}

describe('the modules on the kernel', () => {
  it('lists every module folder once, each descriptor named as its folder', () => {
    const folders = [...moduleImports().keys()].sort();
    expect(GATEWAY_MODULES.map((module) => module.name).sort()).toEqual(folders);
  });

  it('has no circle of modules importing each other through their faces', () => {
    const graph = moduleImports();
    expect(findCircle(graph)).toBeNull();
    // The checkout spans the shop and reservations, which know nothing of each other.
    expect(graph.get('shop')?.has('reservations')).toBe(false);
    expect(graph.get('reservations')?.has('shop')).toBe(false);
    expect([...(graph.get('checkout') ?? [])]).toEqual(expect.arrayContaining(['shop', 'reservations']));
  });

  it('finds a circle when there is one', () => {
    expect(findCircle(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toBe('a → b → c → a');
    expect(findCircle(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toBeNull();
  });
});

// Which file may import which (a module only another's face, the kernel and the infrastructure no
// module) is the import graph's rule on resolved paths: .dependency-cruiser.cjs, with its own test in
// scripts/test/import-rules.test.ts.
