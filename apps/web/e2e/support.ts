import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type PreviewServer, preview } from 'vite';
import { parseSaved, type SavedGame } from '../src/state/persist.js';

/** Asks the OS for a free port (a tiny race with other processes is acceptable for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Builds the app into a private temporary folder and serves it on a free port of 127.0.0.1.
 * A private build keeps the test's files stable while a `pnpm build` elsewhere rewrites dist/.
 */
export async function serveBuilt(): Promise<{ url: string; server: PreviewServer; outDir: string }> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'qi-web-e2e-build-'));
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}/`, server, outDir };
}

/** The app's save, as the page stored it (moves in the game's notation). */
export async function savedGame(page: import('playwright-core').Page): Promise<SavedGame> {
  const text = await page.evaluate(() => localStorage.getItem('qi-web/game/v1'));
  if (text === null) throw new Error('the page saved no game');
  const r = parseSaved(text);
  if (!r.ok) throw new Error(`bad save: ${r.error.message}`);
  return r.value;
}
