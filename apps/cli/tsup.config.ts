import { defineConfig } from 'tsup';

// The CLI bundles the workspace packages from their sources (the "@qi/source" condition), so the
// binary is one consistent build; third-party dependencies stay external.
export default defineConfig({
  entry: {
    bin: 'src/bin.ts',
    index: 'src/index.ts',
    worker: 'src/worker.ts',
    'worker-go': 'src/worker-go.ts',
  },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node20',
  noExternal: [/^@qi\//],
  esbuildOptions(options) {
    options.conditions = ['@qi/source'];
  },
  banner: ({ format }) => (format === 'esm' ? { js: '#!/usr/bin/env node' } : {}),
});
