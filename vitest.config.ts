import { defineConfig } from 'vitest/config';

// Tests read workspace packages from source via the "@qi/source" export condition,
// so `vitest run` works before any build.
export default defineConfig({
  resolve: { conditions: ['@qi/source'] },
  ssr: { resolve: { conditions: ['@qi/source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
