/**
 * The import graph's rules (`npm run deps`, part of `npm test`). dependency-cruiser resolves every
 * import as TypeScript does — type-only ones and `import()` included — so a rule holds whatever the
 * depth of the importing file or the spelling of the path (scripts/test/import-rules.test.ts).
 */
const INFRASTRUCTURE = '^gateway/src/(kernel|http|upstream|security|session|observability|response-cache|plugins|partners|graphiql|mail)/|^gateway/src/(config|logger|time|locale)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports (type-only ones too) makes an order of evaluation, and of reading, that nobody chose.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-face',
      severity: 'error',
      comment: "Another gateway module's files are its own: import its public face (modules/<module>/index.ts), or move what is shared to the kernel.",
      from: { path: '^gateway/src/modules/([^/]+)/' },
      to: { path: '^gateway/src/modules/[^/]+/', pathNot: ['^gateway/src/modules/$1/', '^gateway/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-list-is-for-the-gateway',
      severity: 'error',
      comment: 'A module imports no file of modules/ itself (the module list is for the gateway, not for a module).',
      from: { path: '^gateway/src/modules/[^/]+/' },
      to: { path: '^gateway/src/modules/[^/]+\\.ts$' },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment: "The kernel and the gateway's infrastructure import no module: the modules are built on them.",
      from: { path: INFRASTRUCTURE },
      to: { path: '^gateway/src/modules/' },
    },
    {
      name: 'kernel-below-http',
      severity: 'error',
      comment: "The kernel is below the HTTP layer: it never imports from gateway/src/http/.",
      from: { path: '^gateway/src/kernel/' },
      to: { path: '^gateway/src/http/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|__generated__)/', '^scripts/test/fixtures/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
