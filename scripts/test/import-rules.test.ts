import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import graph's rules (.dependency-cruiser.cjs) on a small tree made to break them
 * (fixtures/import-graph): what each rule refuses, and what it lets through.
 */
const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };
const fixture = fileURLToPath(new URL('./fixtures/import-graph/', import.meta.url));

async function violations(): Promise<string[]> {
  const options: ICruiseOptions = {
    baseDir: fixture,
    ruleSet: { forbidden: rules.forbidden },
    tsPreCompilationDeps: true,
    validate: true,
    enhancedResolveOptions: { extensions: ['.ts'] },
  };
  const answer = await cruise(['gateway/src', 'client/src', 'contract/src'], options);
  if (typeof answer.output === 'string') throw new Error('expected a cruise result');
  return answer.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}

/** The rules that keep the route table shared and the gateway free of the client's code. */
const ROUTE_TABLE_RULES = ['gateway-without-client-code', 'route-table-is-data'];

describe('the import rules', () => {
  it('refuse a reach into another gateway module at any depth and through import(), the module list in a module, the kernel or infrastructure above its layer, and circles of types; allow a module its own files and others\' faces', async () => {
    expect((await violations()).filter((violation) => violation.includes('gateway/') && !ROUTE_TABLE_RULES.some((rule) => violation.startsWith(`${rule}:`)))).toEqual(
      [
        'infrastructure-below-modules: gateway/src/kernel/uses-module.ts → gateway/src/modules/alpha/index.ts',
        'kernel-below-http: gateway/src/kernel/uses-http.ts → gateway/src/http/route.ts',
        'module-face: gateway/src/modules/alpha/deep/reach.ts → gateway/src/modules/beta/inner.ts',
        'module-face: gateway/src/modules/alpha/lazy.ts → gateway/src/modules/beta/inner.ts',
        'module-list-is-for-the-gateway: gateway/src/modules/alpha/uses-list.ts → gateway/src/modules/index.ts',
        'infrastructure-below-modules: gateway/src/upstream/uses-module.ts → gateway/src/modules/beta/index.ts',
        'no-circular: gateway/src/kernel/circle-a.ts → gateway/src/kernel/circle-b.ts',
      ].sort(),
    );
  });

  it("refuse a client feature reaching into another's files at any depth and through import(), a page reaching into a feature, and a shared part importing a feature; allow a feature its own files and the shared parts, and features and pages others' faces", async () => {
    expect((await violations()).filter((violation) => violation.includes('client/') && !ROUTE_TABLE_RULES.some((rule) => violation.startsWith(`${rule}:`)))).toEqual(
      [
        'feature-face: client/src/features/alpha/deep/reach.ts → client/src/features/beta/parts/part.ts',
        'feature-face: client/src/features/alpha/lazy.ts → client/src/features/beta/inner.ts',
        'pages-compose-feature-faces: client/src/routes/shop/reach.ts → client/src/features/beta/inner.ts',
        'shared-below-features: client/src/components/uses-feature.ts → client/src/features/beta/index.ts',
      ].sort(),
    );
  });

  it('refuse the gateway importing the client\'s code and the route table importing any file; allow any file the route table', async () => {
    expect((await violations()).filter((violation) => ROUTE_TABLE_RULES.some((rule) => violation.startsWith(`${rule}:`)))).toEqual(
      [
        'gateway-without-client-code: gateway/src/http/renders-page.ts → client/src/routes/shop/StorePage.ts',
        'route-table-is-data: contract/src/site-routes.ts → contract/src/paths.ts',
      ].sort(),
    );
  });
});
