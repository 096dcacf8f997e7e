/**
 * Turno's layering rule (docs/decisions/0007-layers-that-point-down.md), run by `npm run lint`.
 * On each side: the composition root on top, features in the middle, the core below them, and
 * `shared/` at the bottom. Imports point down, never around: no cycle between files or folders.
 * Tests are left out: they may import from every layer.
 */
const TESTS = ['\\.test\\.tsx?$', '^tests/'];
const SERVER_ROOT = '^server/(app/|main\\.ts$)';
const CLIENT_ROOT = '^client/src/(app/|main\\.tsx$)';
const CLIENT_FEATURES = '^client/src/features/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'Two files that import each other (through any chain) cannot be understood apart.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'A folder whose files import a folder that imports it back: the layers run in circles.',
      severity: 'error',
      scope: 'folder',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'shared-is-the-bottom',
      comment: 'shared/ is what client and server agree on: it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'client-and-server-apart',
      comment: 'The browser and the server meet only in shared/ and in the GraphQL contract.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-apart-from-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'server-root-on-top',
      comment: 'Only the composition root (server/main.ts, server/app/) builds the app; nothing imports it.',
      severity: 'error',
      from: { path: '^server/', pathNot: [SERVER_ROOT, ...TESTS] },
      to: { path: SERVER_ROOT },
    },
    {
      name: 'server-core-below-features',
      comment: 'server/core/ serves every feature and so knows none of them.',
      severity: 'error',
      from: { path: '^server/core/', pathNot: TESTS },
      to: { path: '^server/features/' },
    },
    {
      name: 'client-root-on-top',
      comment: 'Only the composition root (main.tsx, app/) builds the app; nothing imports it.',
      severity: 'error',
      from: { path: '^client/', pathNot: [CLIENT_ROOT, ...TESTS] },
      to: { path: CLIENT_ROOT },
    },
    {
      name: 'client-core-below-features',
      comment: 'ui/, graphql/, i18n/, state/, live/… serve every feature and so know none of them.',
      severity: 'error',
      from: { path: '^client/src/', pathNot: [CLIENT_ROOT, CLIENT_FEATURES, ...TESTS] },
      to: { path: CLIENT_FEATURES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may import from every layer, so they are not cruised at all.
    exclude: { path: ['node_modules', '/generated/', '^client/dist', ...TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
