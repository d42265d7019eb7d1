// @ts-check
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/__generated__/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts talk to a person on the terminal.
    files: ['scripts/**', '*/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // Which file may import which (a gateway module only another's face, the kernel and the
  // infrastructure no module, no circles) is checked on resolved paths by dependency-cruiser
  // (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The merged schema partners and the Relay compiler read: descriptions, naming and Relay's
    // conventions (connections, edges, page info, arguments).
    files: ['schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: './schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      // Value types (no identity of their own) and Relay's wrappers need no id.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          exceptions: {
            types: ['Image', 'Link', 'Address', 'Money', 'OrderLine', 'MultibancoReference', 'PageInfo', 'UserError', 'Viewer',
              // Content value types and views (spec 000): they have no identity of their own.
              'Breadcrumb', 'CaptionedImage', 'ContentBlock', 'ContentSource', 'Document', 'GeoPoint', 'HomeContent',
              'NewsList', 'PressList', 'GalleryList', 'NotFound', 'Redirect', 'Seo', 'SiteSettings', 'Video',
              // Shop value types (spec 001): a group is named by its code, a quote is computed.
              'ProductBadge', 'ProductFeature', 'ProductGroup', 'Quote', 'QuoteLine',
              'CardPayment', 'MbWayPayment', 'MultibancoPayment', 'PaymentResult',
              // Reservation value types (spec 002): the timer settings are the company's; ticks and
              // hold events are moments, each naming the hold it is about.
              'TimerSettings', 'HoldTick', 'HoldExpired', 'HoldNotice', 'HoldChannelDown',
              // Desk views (spec 002): the staff's entry point, a group named by its code, a customer
              // looked up by account number, the receipt of an Order (which has its id).
              'Desk', 'DeskGroup', 'DeskCustomer', 'DeskReceipt',
              // Lesson value types (spec 001 §2.7): an order's line and its codes, an instructor by number.
              'Instructor', 'LessonLine', 'LessonPurchaseCode',
              // Partner API: where the caller's budget stands right now, computed per request.
              'RateLimit'],
            suffixes: ['Payload', 'Connection', 'Edge'],
          },
        },
      ],
      // Connections page forwards (first/after), as Relay's usePaginationFragment reads them.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // Lists that grow are connections; small fixed lists (slides, the menu tree) stay lists.
      '@graphql-eslint/relay-edge-types': ['error', { listTypeCanWrapOnlyEdgeType: false }],
    },
  },
);
