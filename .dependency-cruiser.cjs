/**
 * The import graph's rules (`npm run deps`, part of `npm test`). dependency-cruiser resolves every
 * import as TypeScript does — type-only ones and `import()` included — so a rule holds whatever the
 * depth of the importing file or the spelling of the path (scripts/test/import-rules.test.ts).
 */
/** The client's parts below its features, shared by all of them. */
const CLIENT_SHARED = 'components|hooks|relay|i18n|styles|shared';
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
    // The client's features (client/src/features/<feature>/) each have one public face, their
    // index.ts: other features and the pages compose a feature through it, never through its files,
    // so a feature can rearrange its insides without breaking another ("features don't import each
    // other's insides; the routes compose them"). What several features share moves down into
    // components/, hooks/ or shared/, which in turn import no feature.
    {
      name: 'feature-face',
      severity: 'error',
      comment: "Another client feature's files are its own: import its public face (features/<feature>/index.ts), or move what is shared down into components/ or shared/.",
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/[^/]+/', pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'pages-compose-feature-faces',
      severity: 'error',
      comment: "The pages, the site's frame and the start-up compose features through their faces (features/<feature>/index.ts), never through a feature's files.",
      from: { path: '^client/src/', pathNot: `^client/src/(features|${CLIENT_SHARED})/` },
      to: { path: '^client/src/features/[^/]+/', pathNot: '^client/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: "The client's shared parts (components, hooks, relay, i18n, styles, shared) import no feature: the features are built on them.",
      from: { path: `^client/src/(${CLIENT_SHARED})/` },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'kernel-below-http',
      severity: 'error',
      comment: "The kernel is below the HTTP layer: it never imports from gateway/src/http/.",
      from: { path: '^gateway/src/kernel/' },
      to: { path: '^gateway/src/http/' },
    },
    {
      name: 'gateway-without-client-code',
      severity: 'error',
      comment: "The gateway shares the website's route table (@estancia/resort-contract/site-routes) and its texts (JSON), never its code: React, the router and Relay stay in the client, whose server build the gateway renders from client/dist.",
      from: { path: '^gateway/src/' },
      to: { path: '^client/src/.+\\.tsx?$' },
    },
    {
      name: 'route-table-is-data',
      severity: 'error',
      comment: 'The route table is plain data the client and the gateway both import: it imports no other file, so neither pulls in the other\'s code through it.',
      from: { path: '^contract/src/site-routes\\.ts$' },
      to: {},
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
