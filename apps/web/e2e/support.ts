import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
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
export async function savedGame(page: Page): Promise<SavedGame> {
  const text = await page.evaluate(() => localStorage.getItem('qi-web/game/v1'));
  if (text === null) throw new Error('the page saved no game');
  const r = parseSaved(text);
  if (!r.ok) throw new Error(`bad save: ${r.error.message}`);
  return r.value;
}

// Shared steps of the scenarios: start a game, set the players, play and wait.

/** The status line under the board. */
export const status = async (page: Page) => (await page.textContent('[data-testid=status]')) ?? '';

/** Starts `id` with picker parameters; waits until the save shows the new game with no moves. */
export async function startGame(page: Page, id: string, params: Record<string, string> = {}): Promise<void> {
  // People on both sides first: a new game of the same kind keeps the players, and a computer left to
  // move first by an earlier case would play before the scenario sets its players.
  await page.selectOption('[data-testid=p0-kind]', 'human');
  await page.selectOption('[data-testid=p1-kind]', 'human');
  await page.selectOption('[data-testid=game-select]', id);
  for (const [name, value] of Object.entries(params)) {
    const input = page.locator(`[data-testid=game-${name}]`);
    await input.waitFor({ timeout: 5000 }).catch(async (e: Error) => {
      await page.screenshot({ path: `test-results/failed-start-${id}.png`, fullPage: true });
      const picked = await page.inputValue('[data-testid=game-select]');
      throw new Error(`${e.message}\nthe picker shows ${picked}; page: ${await page.textContent('.left')}`);
    });
    if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
  await page.click('[data-testid=new-game]');
  await page
    .waitForFunction((g) => {
      const t = localStorage.getItem('qi-web/game/v1');
      if (t === null) return false;
      const s = JSON.parse(t);
      return s.game.startsWith(g) && s.moves.length === 0;
    }, id)
    .catch(async (e: Error) => {
      await page.screenshot({ path: `test-results/failed-start-${id}.png` });
      const saved = await page.evaluate(() => localStorage.getItem('qi-web/game/v1'));
      throw new Error(`${e.message}\nsave: ${saved}\npage: ${await page.textContent('.left')}`);
    });
}

/** Side `side` (0, 1): a person, or the computer with its time per move. */
export async function setPlayer(page: Page, side: 0 | 1, timeMs: number | 'human'): Promise<void> {
  if (timeMs === 'human') return void (await page.selectOption(`[data-testid=p${side}-kind]`, 'human'));
  if ((await page.inputValue(`[data-testid=p${side}-kind]`)) === 'human') {
    const first = await page.$$eval(`[data-testid=p${side}-kind] option`, (os) =>
      os.map((o) => (o as HTMLOptionElement).value).find((v) => v !== 'human'),
    );
    await page.selectOption(`[data-testid=p${side}-kind]`, first ?? '');
  }
  await openAdvanced(page, side);
  await page.fill(`[data-testid=p${side}-timeMs]`, String(timeMs));
}

/** Opens the "advanced" part of side `side`'s player panel (limits and engine options). */
export async function openAdvanced(page: Page, side: 0 | 1): Promise<void> {
  const details = page.locator(`section:has([data-testid=p${side}-kind]) details`);
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator('summary').click();
}

/** People on both sides. */
export async function bothHuman(page: Page): Promise<void> {
  await setPlayer(page, 0, 'human');
  await setPlayer(page, 1, 'human');
}

/** Waits until the saved game has `want` moves (a count) or exactly these moves (space-separated). */
export async function waitMoves(page: Page, want: number | string, timeout = 20_000): Promise<void> {
  await page
    .waitForFunction(
      (w) => {
        const t = localStorage.getItem('qi-web/game/v1');
        if (t === null) return false;
        const moves: string[] = JSON.parse(t).moves;
        return typeof w === 'number' ? moves.length === w : moves.join(' ') === w;
      },
      want,
      { timeout },
    )
    .catch(async (e: Error) => {
      const saved = await page.evaluate(() => localStorage.getItem('qi-web/game/v1'));
      throw new Error(`${e.message}
waiting for moves ${want}; save: ${saved}`);
    });
}

/** Types a move into the Move box. */
export async function typeMove(page: Page, text: string): Promise<void> {
  await page.fill('[data-testid=move-text]', text);
  await page.press('[data-testid=move-text]', 'Enter');
}

/** Waits until the move list has ply `n`. */
export const waitPly = (page: Page, n: number, timeout = 30_000) =>
  page.waitForSelector(`[data-testid=move-list] [data-ply="${n}"]`, { timeout });

/** Replaces the game's moves with `text` through Import moves. */
export async function importMoves(page: Page, text: string): Promise<void> {
  await page.fill('[data-testid=io-text]', text);
  await page.click('[data-testid=import-moves]');
}
