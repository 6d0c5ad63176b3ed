// End-to-end tests in Debian's Chromium (never a downloaded browser), driven by playwright-core.
// Serves the built app on a free port, plays each game the app offers against its AI, and stops the server.
// Run: pnpm test:e2e (from the root or apps/web). Screenshots go to apps/web/test-results/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { createRegistry } from '../src/registry.js';
import { SCENARIOS, type Scenario } from './bugs.js';
import { CASES, type GameCase } from './cases.js';
import { FEATURES } from './features.js';
import { savedGame, serveBuilt } from './support.js';

const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const CHROMIUM = process.env.QI_CHROMIUM ?? '/usr/bin/chromium';

let failures = 0;
let passes = 0;

/** A failure found outside a step (a game missing from the picker): counted and printed. */
function fail(message: string): void {
  failures++;
  console.log(`  FAIL ${message}`);
}

const registeredGames = () => createRegistry().games.map((g) => g.meta.id);

async function step(name: string, f: () => Promise<void>): Promise<boolean> {
  const t0 = Date.now();
  try {
    await f();
    passes++;
    console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
    return true;
  } catch (e) {
    failures++;
    const detail = process.env.QI_E2E_STACK ? `\n${(e as Error).stack}` : '';
    console.log(`  ✗ ${name}\n    ${(e as Error).message.split('\n').join('\n    ')}${detail}`);
    return false;
  }
}

function expect(cond: boolean, message: string): void {
  if (!cond) throw new Error(message);
}

async function runCase(ctx: BrowserContext, url: string, c: GameCase): Promise<void> {
  console.log(`${c.title}`);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
    if (process.env.QI_E2E_CONSOLE) console.log(`    [console ${m.type()}] ${m.text()}`);
  });
  page.on('worker', (w) => {
    if (process.env.QI_E2E_CONSOLE) console.log(`    [worker started ${w.url()}]`);
    w.on('close', () => process.env.QI_E2E_CONSOLE && console.log('    [worker closed]'));
  });
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(url);
    const ok = await step('start a new game', async () => {
      await page.selectOption('[data-testid=game-select]', c.id);
      for (const [name, value] of Object.entries(c.params ?? {})) {
        const input = page.locator(`[data-testid=game-${name}]`);
        if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
        else await input.fill(value);
      }
      await page.click('[data-testid=new-game]');
      await page.waitForFunction(
        (spec) => document.querySelector('[data-testid=game-title]')?.getAttribute('data-spec') === spec,
        c.spec,
      );
      // The second side is the computer, quick enough for a test.
      await page.click('[aria-label$="player"] >> nth=1 >> summary');
      await page.fill('[data-testid=p1-timeMs]', String(c.aiTimeMs));
      const saved = await savedGame(page);
      expect(saved.game === c.spec, `expected game ${c.spec}, the save says ${saved.game}`);
      expect(saved.moves.length === 0, 'a new game has no moves');
      expect(saved.players[0].kind === 'human' && saved.players[1].kind === 'ai', 'expected human vs AI');
    });
    if (!ok) return;
    await step('a human move, then the AI answers with a legal move', async () => {
      await c.humanMove(page);
      await page.waitForSelector('[data-testid=move-list] [data-ply="1"]');
      await page.waitForSelector('[data-testid=move-list] [data-ply="2"]', { timeout: c.aiTimeMs + 20_000 });
      const saved = await savedGame(page);
      expect(
        saved.moves.length === 2 && saved.cursor === 2,
        `expected 2 moves, got ${JSON.stringify(saved.moves)}`,
      );
      const legal = c.checkLegal(saved);
      expect(legal === null, `the line is not legal: ${legal}`);
      if (c.firstMove)
        expect(saved.moves[0] === c.firstMove, `first move ${saved.moves[0]}, expected ${c.firstMove}`);
    });
    await step('the search-tree explorer expands a node', async () => {
      const root = page.locator('[data-testid=search-tree] button[data-path=""]');
      await root.click();
      await page.waitForSelector('[data-testid=search-tree] button[data-path="0"]');
      const first = page.locator('[data-testid=search-tree] button[data-path="0"]');
      const label = await first.textContent();
      expect(!!label && label.length > 1, 'the first child has a label');
      if (await first.isEnabled()) {
        await first.click();
        await page.waitForSelector('[data-testid=search-tree] button[data-path="0.0"]');
      }
    });
    await step('screenshots at desktop (1280×1000) and phone (390×844) size', async () => {
      await page.screenshot({ path: join(RESULTS, `${c.id}-desktop.png`), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await page.waitForTimeout(200);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        await page.screenshot({ path: join(RESULTS, `${c.id}-phone.png`), fullPage: true });
        expect(width <= 390, `the page is ${width} px wide on a 390 px phone (scrolls sideways)`);
      } finally {
        await page.setViewportSize({ width: 1280, height: 1000 });
      }
    });
    if (c.extra) await c.extra(page, step, expect);
    let plies = 0;
    await step('undo goes back to the human turn', async () => {
      plies = (await savedGame(page)).moves.length;
      await page.click('[data-testid=undo]');
      await page.waitForFunction(
        (n) => (document.querySelector('.ply.current')?.getAttribute('data-ply') ?? '0') === String(n),
        plies - 2,
      );
      const saved = await savedGame(page);
      expect(saved.cursor === plies - 2, `expected cursor ${plies - 2} of ${plies}, got ${saved.cursor}`);
      const status = (await page.textContent('[data-testid=status]')) ?? '';
      expect(status.startsWith(c.firstSide), `status "${status}"`);
    });
    await step('reload keeps the game', async () => {
      const before = await savedGame(page);
      await page.reload();
      await page.waitForSelector(`[data-testid=move-list] [data-ply="${plies}"]`);
      const after = await savedGame(page);
      expect(
        JSON.stringify(after) === JSON.stringify(before),
        `save changed:\n${JSON.stringify(before)}\n${JSON.stringify(after)}`,
      );
      const spec = await page.getAttribute('[data-testid=game-title]', 'data-spec');
      expect(spec === c.spec, `the header is about ${spec}, not ${c.spec}`);
      await page.click('[data-testid=redo]');
      await page
        .waitForFunction(
          (n) => document.querySelector('.ply.current')?.getAttribute('data-ply') === String(n),
          plies,
          {
            timeout: 5000,
          },
        )
        .catch(async (e: Error) => {
          const state = JSON.stringify(await savedGame(page));
          throw new Error(`redo did not reach ply ${plies}: ${e.message}\nsave: ${state}`);
        });
    });
    if (c.after) await c.after(page, step, expect);
    await step('no errors in the page', async () => {
      expect(errors.length === 0, errors.join('\n'));
    });
  } finally {
    await page.close();
  }
}

async function runScenario(ctx: BrowserContext, url: string, dist: string, s: Scenario): Promise<void> {
  console.log(`${s.title} [${s.id}]`);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
    if (process.env.QI_E2E_CONSOLE) console.log(`    [console ${m.type()}] ${m.text()}`);
  });
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(url);
    await s.run(page, step, expect, { url, dist });
    await step('no errors in the page', async () => {
      expect(errors.length === 0, errors.join('\n'));
    });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  const { url, server, outDir } = await serveBuilt();
  console.log(`built into ${outDir}; serving it at ${url}`);
  const profile = mkdtempSync(join(tmpdir(), 'qi-e2e-'));
  let ctx: BrowserContext | null = null;
  try {
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 1000 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const probe = await ctx.newPage();
    await probe.goto(url);
    const offered = await probe.$$eval('[data-testid=game-select] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    await probe.close();
    console.log(`games offered: ${offered.join(', ')}`);
    // Every registered game must be in the picker and have a case here: nothing is skipped.
    for (const id of registeredGames()) {
      if (!offered.includes(id)) fail(`the picker does not offer the registered game "${id}"`);
      if (!CASES.some((c) => c.id === id)) fail(`the e2e suite has no case for the registered game "${id}"`);
    }
    const only = process.env.QI_E2E_ONLY?.split(',');
    for (const c of CASES) {
      if (only && !only.includes(c.id)) continue;
      if (!offered.includes(c.id)) {
        fail(`${c.title} is not offered by the picker`);
        continue;
      }
      await runCase(ctx, url, c);
    }
    for (const s of [...SCENARIOS, ...FEATURES])
      if (!only || only.includes(s.id)) await runScenario(ctx, url, outDir, s);
  } finally {
    await ctx?.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`\ne2e: ${passes} passed, ${failures} failed; screenshots in ${RESULTS}`);
  if (failures > 0 || passes === 0) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
