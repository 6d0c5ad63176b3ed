import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const PROTOCOL_STUB = '\0qi-protocol-loop';

/**
 * Plugins load their protocol loops (GTP, UCCI/UCI, Gomocup) by a dynamic import of `…/run.js` from
 * their `qi-plugin.ts`. The browser never runs a protocol, so those imports become an empty module
 * instead of 200 kB of chunks nobody loads (and Node-only code such as worker_threads).
 */
const noProtocolLoops = (): Plugin => ({
  name: 'qi-no-protocol-loops',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer?.endsWith('/qi-plugin.ts') && source.endsWith('/run.js')) return PROTOCOL_STUB;
    return null;
  },
  load: (id) => (id === PROTOCOL_STUB ? 'export {};' : null),
});

/**
 * Cross-origin isolation: SharedArrayBuffer, which the Go engine's search threads share their tree
 * on, exists only in pages served with these two headers (the app loads nothing from elsewhere).
 */
const isolated = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// Workspace packages are bundled from source (the "@qi/source" export condition), so the app
// builds without building the libraries first and the worker gets the same code as the tests.
export default defineConfig({
  plugins: [react(), noProtocolLoops()],
  resolve: { conditions: ['@qi/source', ...defaultClientConditions] },
  worker: { format: 'es', plugins: () => [noProtocolLoops()] },
  build: { target: 'es2022', reportCompressedSize: false },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, headers: isolated },
  server: { host: '127.0.0.1', headers: isolated },
});
