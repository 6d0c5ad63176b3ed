import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages are bundled from source (the "@qi/source" export condition), so the app
// builds without building the libraries first and the worker gets the same code as the tests.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@qi/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { target: 'es2022', reportCompressedSize: false },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  server: { host: '127.0.0.1' },
});
