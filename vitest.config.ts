import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships both index.js (CJS) and index.mjs. Node, and with it graphql-yoga and graphql-tools,
// loads the CJS one; Vite would hand our own files the .mjs one: two graphql instances, whose
// schemas and errors fail each other's `instanceof` checks. One instance, as in production.
const oneGraphql = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

// Two projects: unit tests beside the code, integration tests that start the real server and
// talk to it over HTTP and WebSocket (tests/integration, and tests/security for hostile callers). Both run with TZ=UTC (scripts/test.ts).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
