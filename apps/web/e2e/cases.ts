import { describeError } from '@qi/core-search';
import { type GoPosition, isTrueEye } from '@qi/game-go';
import type { Page } from 'playwright-core';
import { createRegistry } from '../src/registry.js';
import type { SavedGame } from '../src/state/persist.js';
import { parseMoves, startPosition } from '../src/state/replay.js';
import { openAdvanced, savedGame } from './support.js';

export type Step = (name: string, f: () => Promise<void>) => Promise<boolean>;
export type Expect = (cond: boolean, message: string) => void;

/** One game's end-to-end scenario; the shared steps live in run.ts. */
export interface GameCase {
  readonly id: string;
  readonly title: string;
  /** Picker fields to set (by parameter name) before "New game". */
  readonly params?: Readonly<Record<string, string>>;
  /** The spec the header and save should then show. */
  readonly spec: string;
  /** Name of the side that moves first, as the status line writes it. */
  readonly firstSide: string;
  readonly aiTimeMs: number;
  /** Makes the human's first move on the board (mouse or keyboard). */
  humanMove(page: Page): Promise<void>;
  /** The first move's text in the game's notation, when the case knows it. */
  readonly firstMove?: string;
  /** Game-specific checks after the AI answered. */
  readonly extra?: (page: Page, step: Step, expect: Expect) => Promise<void>;
  /** Game-specific checks after the shared steps (they may start other games). */
  readonly after?: (page: Page, step: Step, expect: Expect) => Promise<void>;
  /** Re-reads the saved line with the game's own parser: null when every move is legal. */
  checkLegal(saved: SavedGame): string | null;
}

const registry = createRegistry();

/** Independent of the page: rebuilds the game from the save and parses each move with the plugin. */
export function checkLegal(saved: SavedGame): string | null {
  const game = registry.createGame(saved.game);
  if (!game.ok) return describeError(game.error);
  const start = startPosition(game.value, saved.start);
  if (!start.ok) return describeError(start.error);
  const moves = parseMoves(game.value, start.value, saved.moves);
  return moves.ok ? null : describeError(moves.error);
}

const tictactoe: GameCase = {
  id: 'tictactoe',
  title: 'Tic-tac-toe',
  spec: 'tictactoe',
  firstSide: 'X',
  aiTimeMs: 500,
  firstMove: 'b2',
  // Keyboard play: the cursor starts in the centre; Enter plays there.
  async humanMove(page) {
    await page.focus('[data-testid=board]');
    await page.keyboard.press('Enter');
  },
  checkLegal,
  async extra(page, step, expect) {
    await step('an illegal click is refused with the reason', async () => {
      await page.click('[data-cell=b2]');
      const text = (await page.textContent('[data-testid=message]')) ?? '';
      expect(text.includes('b2 is not legal') && text.includes('taken'), `message "${text}"`);
    });
    await step('clicking the move list shows an earlier position', async () => {
      await page.click('[data-testid=move-list] [data-ply="1"]');
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid=status]')?.textContent ?? '').startsWith('Reviewing'),
      );
      const marks = await page.$$eval(
        '[data-cell]',
        (cs) => cs.filter((c) => !c.getAttribute('aria-label')?.endsWith('empty')).length,
      );
      expect(marks === 1, `one mark on the board after move 1, found ${marks}`);
      await page.click('[data-testid=move-list] [data-ply="2"]');
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid=status]')?.textContent ?? '').startsWith('X to move'),
      );
    });
    await step('the game-tree explorer expands nodes with minimax values', async () => {
      // Built on demand (not on first load).
      await page.click('[data-testid=game-tree-open]');
      await page.click('[data-testid=game-tree] button[data-path=""]');
      await page.waitForSelector('[data-testid=game-tree] button[data-path="0"]');
      const rows = await page.$$eval(
        '[data-testid=game-tree] button[data-path^="0"], [data-testid=game-tree] button[data-path="1"]',
        (bs) => bs.length,
      );
      expect(rows >= 2, `expected several children, got ${rows}`);
      await page.click('[data-testid=game-tree] button[data-path="0"]');
      await page.waitForSelector('[data-testid=game-tree] button[data-path="0.0"]');
      const detail = (await page.textContent('[data-testid=game-tree] button[data-path="0"]')) ?? '';
      expect(/wins in|draw/.test(detail), `no minimax value in "${detail}"`);
    });
  },
  async after(page, step, expect) {
    await step('a shared link opens the same game in a new tab', async () => {
      const mine = await savedGame(page);
      await page.click('[data-testid=share]');
      const url = await page.inputValue('[data-testid=io-text]');
      expect(url.includes('#game=tictactoe') && url.includes('moves='), `link "${url}"`);
      const other = await page.context().newPage();
      await other.goto(url);
      await other.waitForSelector(`[data-testid=move-list] [data-ply="${mine.moves.length}"]`);
      const theirs = await savedGame(other);
      expect(
        JSON.stringify(theirs.moves) === JSON.stringify(mine.moves),
        `moves ${theirs.moves} vs ${mine.moves}`,
      );
      expect(!other.url().includes('#'), 'the link is removed from the address bar after loading');
      await other.close();
    });
    await step('computer against computer plays to the end: perfect play draws', async () => {
      await page.click('[data-testid=new]');
      await page.selectOption('[data-testid=p0-kind]', 'alphabeta');
      await page.waitForFunction(() =>
        /^Draw/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
      );
      const saved = await savedGame(page);
      expect(saved.moves.length === 9 && checkLegal(saved) === null, `game ${saved.moves.join(' ')}`);
      await page.screenshot({ path: 'test-results/tictactoe-end.png' });
    });
  },
};

/**
 * The page keeps working while the computer searches: with a long budget, the flip button answers
 * while the search is still running, live info appears, and "move now" makes the computer play
 * its best move so far (a legal one).
 */
async function responsiveWhileThinking(
  page: Page,
  step: Step,
  expect: Expect,
  secondMove: (page: Page) => Promise<void>,
  /** A stepping searcher to think with (one that posts live info), when not the game's default. */
  searcher?: string,
): Promise<void> {
  await step(
    'the page answers while the AI thinks; undo cancels; "move now" plays a legal move',
    async () => {
      if (searcher) await page.selectOption('[data-testid=p1-kind]', searcher);
      await page.fill('[data-testid=p1-timeMs]', '60000');
      const before = await savedGame(page);
      await secondMove(page);
      await page.waitForSelector('[data-testid=move-now]');
      await page.waitForFunction(() => {
        const t = document.querySelector('[data-testid=info-best]')?.textContent ?? '';
        return t !== '' && t !== '—';
      });
      await page.click('[data-testid=flip]');
      await page.waitForFunction((f) => {
        const t = localStorage.getItem('qi-web/game/v1');
        return t !== null && JSON.parse(t).flipped === f;
      }, !before.flipped);
      expect(
        await page.isVisible('[data-testid=move-now]'),
        'the search should still be running after the flip',
      );
      await page.click('[data-testid=flip]');
      // Undo while it thinks: the search is dropped and the human move taken back (kept for redo).
      await page.click('[data-testid=undo]');
      await page.waitForSelector('[data-testid=move-now]', { state: 'detached' });
      const undone = await savedGame(page);
      expect(undone.cursor === before.moves.length, `undo while thinking: cursor ${undone.cursor}`);
      // Redo brings the move back; the computer starts again, and "move now" makes it play.
      await page.click('[data-testid=redo]');
      await page.waitForSelector('[data-testid=move-now]');
      await page.click('[data-testid=move-now]');
      const n = before.moves.length + 2;
      await page
        .waitForSelector(`[data-testid=move-list] [data-ply="${n}"]`, { timeout: 10_000 })
        .catch(async (e: Error) => {
          throw new Error(`${e.message}\npage: ${await page.textContent('.left')}`);
        });
      const saved = await savedGame(page);
      expect(saved.moves.length === n, `expected ${n} moves, got ${saved.moves.length}`);
      const legal = checkLegal(saved);
      expect(legal === null, `not legal: ${legal}`);
      await page.fill('[data-testid=p1-timeMs]', '800');
    },
  );
}

/**
 * Computer against computer on a small, fast configuration until the rules end the game; every
 * move is then re-checked by the plugin. Shows the end-of-game handling of each game in the browser.
 */
async function playToEnd(
  page: Page,
  step: Step,
  expect: Expect,
  id: string,
  params: Readonly<Record<string, string>>,
  timeMs: number,
): Promise<void> {
  await step(`computer against computer plays ${id} to the end`, async () => {
    await page.selectOption('[data-testid=game-select]', id);
    for (const [name, value] of Object.entries(params)) {
      const input = page.locator(`[data-testid=game-${name}]`);
      if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
    await page.click('[data-testid=new-game]');
    // Both sides: the game's preferred searcher (the first computer in the list) with a short think.
    const options = await page.$$eval('[data-testid=p1-kind] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    const searcher = options.find((o) => o !== 'human')!;
    for (const side of [0, 1] as const) {
      await page.selectOption(`[data-testid=p${side}-kind]`, searcher);
      await openAdvanced(page, side);
      await page.fill(`[data-testid=p${side}-timeMs]`, String(timeMs));
    }
    const t0 = Date.now();
    if (process.env.QI_E2E_TRACE)
      for (let last = -1; Date.now() - t0 < 60_000; ) {
        const n = (await savedGame(page)).moves.length;
        const st = (await page.textContent('[data-testid=status]')) ?? '';
        if (n !== last) console.log(`      ${Date.now() - t0} ms: ${(last = n)} plies; ${st}`);
        if (/wins|Draw/.test(st)) break;
        await page.waitForTimeout(50);
      }
    await page.waitForFunction(
      () => /wins|Draw/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
      undefined,
      { timeout: 120_000 },
    );
    const saved = await savedGame(page);
    const legal = checkLegal(saved);
    expect(legal === null, `not legal: ${legal}`);
    const status = (await page.textContent('[data-testid=status]')) ?? '';
    // Only some games show facts; don't wait for an element that will never come.
    const facts = (await (await page.$('[data-testid=facts]'))?.textContent()) ?? '';
    console.log(
      `    ${id} (${searcher} against itself): ${status} after ${saved.moves.length} plies ${facts}`,
    );
    if (id === 'go') {
      // Two passes: the result is the count with the marked dead stones (the score panel); a game
      // stopped by the move limit keeps the rules' count (every stone alive, in the facts).
      const counted = status.includes('area count');
      const shown = counted ? ((await page.textContent('[data-testid=go-score-result]')) ?? '') : facts;
      const margin = /\((?:[BW]\+[\d.]+|0)\)/.exec(status)?.[0]?.slice(1, -1);
      const winner = status.startsWith('Black wins') ? 'B+' : status.startsWith('White wins') ? 'W+' : null;
      const agrees = counted
        ? margin !== undefined && shown.endsWith(margin)
        : shown.includes(winner ?? 'every stone alive 0');
      expect(agrees, `"${status}" but "${shown}"`);
    }
    await page.screenshot({ path: `test-results/${id}-end.png` });
  });
}

const gomoku: GameCase = {
  id: 'gomoku',
  title: 'Gomoku',
  params: { size: '15', rule: 'standard' },
  spec: 'gomoku(rule=standard)',
  firstSide: 'Black',
  aiTimeMs: 800,
  firstMove: 'h8',
  async humanMove(page) {
    await page.click('[data-point=h8]');
  },
  checkLegal,
  async extra(page, step, expect) {
    await step('a click on a stone is refused with the reason', async () => {
      await page.click('[data-point=h8]');
      const text = (await page.textContent('[data-testid=message]')) ?? '';
      expect(/h8/.test(text) && /occupied|taken|not empty|empty/.test(text), `message "${text}"`);
    });
    await responsiveWhileThinking(
      page,
      step,
      expect,
      async (p) => {
        // Any empty point next to the centre.
        for (const c of ['g7', 'j9', 'g9', 'j7', 'h7', 'h9', 'g8', 'j8']) {
          const stones = await savedGame(p);
          if (!stones.moves.includes(c)) {
            await p.click(`[data-point=${c}]`);
            return;
          }
        }
      },
      'alphabeta',
    );
    await step('"move now" with the one-step gomoku engine plays a quick legal move', async () => {
      await page.selectOption('[data-testid=p1-kind]', 'gomoku-engine');
      await openAdvanced(page, 1);
      await page.fill('[data-testid=p1-timeMs]', '60000');
      const before = await savedGame(page);
      const free = ['c3', 'c13', 'm3', 'm13', 'b2'].find((v) => !before.moves.includes(v))!;
      await page.click(`[data-point=${free}]`);
      await page.waitForSelector('[data-testid=move-now]');
      await page.click('[data-testid=move-now]');
      const n = before.moves.length + 2;
      await page.waitForSelector(`[data-testid=move-list] [data-ply="${n}"]`, { timeout: 10_000 });
      const saved = await savedGame(page);
      expect(checkLegal(saved) === null && saved.moves.length === n, `moves ${saved.moves.join(' ')}`);
      await page.fill('[data-testid=p1-timeMs]', '800');
    });
  },
  async after(page, step, expect) {
    await step('an imported move list that makes five ends the game and highlights the five', async () => {
      await page.selectOption('[data-testid=p1-kind]', 'human');
      await page.fill('[data-testid=io-text]', 'h8 a1 i8 a2 j8 a3 k8 a4 l8');
      await page.click('[data-testid=import-moves]');
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid=status]')?.textContent ?? '').startsWith(
          'Black wins: five in a row',
        ),
      );
      const marked = await page.$$eval('[data-point] circle[stroke="#e53935"]', (cs) =>
        cs.map((c) => c.closest('[data-point]')?.getAttribute('data-point')),
      );
      expect(marked.sort().join(' ') === 'h8 i8 j8 k8 l8', `highlighted: ${marked.join(' ')}`);
      await page.screenshot({ path: 'test-results/gomoku-five.png' });
    });
    await playToEnd(page, step, expect, 'gomoku', { size: '9', rule: 'freestyle' }, 100);
  },
};

const go: GameCase = {
  id: 'go',
  title: 'Go',
  params: { size: '9' },
  spec: 'go(size=9)',
  firstSide: 'Black',
  aiTimeMs: 800,
  firstMove: 'E5',
  async humanMove(page) {
    await page.click('[data-point=E5]');
  },
  checkLegal,
  async extra(page, step, expect) {
    await step('captured counts are shown', async () => {
      const facts = (await page.textContent('[data-testid=facts]')) ?? '';
      expect(
        facts.includes('captured by Black: 0') && facts.includes('captured by White: 0'),
        `facts "${facts}"`,
      );
    });
    await step('an occupied point is refused with the reason', async () => {
      await page.click('[data-point=E5]');
      const text = (await page.textContent('[data-testid=message]')) ?? '';
      expect(text.includes('E5 is not legal'), `message "${text}"`);
    });
    await step('export gives SGF', async () => {
      await page.click('[data-testid=export-position]');
      const sgf = await page.inputValue('[data-testid=io-text]');
      expect(sgf.startsWith('(;') && sgf.includes('SZ[9]') && sgf.includes(';B[ee]'), `SGF "${sgf}"`);
    });
    // A stone move (after a pass the computer may prove a win by passing at once, ending its search).
    await responsiveWhileThinking(page, step, expect, async (p) => {
      const taken = (await savedGame(p)).moves;
      const free = ['C3', 'G7', 'C7', 'G3', 'D4', 'F6'].find((v) => !taken.includes(v))!;
      await p.click(`[data-point=${free}]`);
    });
  },
  async after(page, step, expect) {
    await step('a handicap game: Black’s stones on the star points, White moves first', async () => {
      await page.fill('[data-testid=game-handicap]', '4');
      await page.click('[data-testid=new-game]');
      await page.waitForSelector('[data-testid=move-list] [data-ply="1"]');
      const saved = await savedGame(page);
      expect(saved.start?.endsWith(' w') === true, `start ${saved.start}`);
      expect(checkLegal(saved) === null, 'legal');
      for (const v of ['C3', 'G3', 'C7', 'G7'])
        expect(
          (await page.$$(`[data-point=${v}] circle[fill="url(#stone-black)"]`)).length === 1,
          `no black stone on ${v}`,
        );
      await page.click('[data-testid=export-position]');
      const sgf = await page.inputValue('[data-testid=io-text]');
      expect(sgf.includes('HA[4]') && sgf.includes('AB[') && sgf.includes(';W['), `SGF ${sgf}`);
      await page.screenshot({ path: 'test-results/go-handicap.png' });
    });
    await playToEnd(page, step, expect, 'go', { size: '5', handicap: '0' }, 100);
    await step('Go 9×9, the default players against each other, ends by two passes', async () => {
      await page.selectOption('[data-testid=game-select]', 'go');
      await page.fill('[data-testid=game-size]', '9');
      await page.fill('[data-testid=game-handicap]', '0');
      await page.click('[data-testid=new-game]');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=game-title]')?.getAttribute('data-spec') === 'go(size=9)',
      );
      // Both sides: the default computer player (the registry's strongest for Go), on a short clock.
      const second = await page.inputValue('[data-testid=p1-kind]');
      expect(second === 'go-engine', `the default Go opponent is ${second}`);
      for (const side of [0, 1] as const) {
        await page.selectOption(`[data-testid=p${side}-kind]`, second);
        await openAdvanced(page, side);
        await page.fill(`[data-testid=p${side}-timeMs]`, '250');
      }
      await page.waitForFunction(
        () => /wins|Draw/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
        undefined,
        { timeout: 240_000 },
      );
      const saved = await savedGame(page);
      expect(checkLegal(saved) === null, `not legal: ${checkLegal(saved)}`);
      const last = saved.moves.slice(-2);
      expect(last.join(' ') === 'pass pass', `the game ended with ${last.join(' ')}`);
      const filled = ownEyeFills(saved);
      expect(filled.length === 0, `moves that filled the mover's own true eye: ${filled.join(', ')}`);
      const status = (await page.textContent('[data-testid=status]')) ?? '';
      const margin = /^Draw/.test(status) ? 0 : Number(/wins by (\d+(?:\.\d+)?)/.exec(status)?.[1] ?? 'NaN');
      // A count on 81 points with komi 7.5: at most 88.5. A lopsided end is a real result at 250 ms
      // (self-play ended W+83.5 and W+88.5 in 2 of 16 games, after a lost life-and-death fight);
      // filling one's own area after the opponent's pass is the engine's unit tests' job.
      expect(Number.isFinite(margin) && margin >= 0 && margin <= 88.5, `result "${status}"`);
      console.log(`    go 9×9 (go-engine against itself): ${saved.moves.length} plies, ${status}`);
      await page.screenshot({ path: 'test-results/go-9x9-end.png' });
    });
  },
};

/** Moves of the saved Go game that filled the mover's own single-point true eye. */
function ownEyeFills(saved: SavedGame): string[] {
  const game = registry.createGame(saved.game);
  if (!game.ok) return [describeError(game.error)];
  const start = startPosition(game.value, saved.start);
  if (!start.ok) return [describeError(start.error)];
  const pos = start.value as GoPosition;
  const out: string[] = [];
  for (const text of saved.moves) {
    const move = game.value.parseMove(pos, text);
    if (!move.ok) return [describeError(move.error)];
    const point = pos.geo.pointOf[move.value];
    if (move.value < pos.geo.passId && point !== undefined && isTrueEye(pos, point, pos.side)) out.push(text);
    pos.make(move.value);
  }
  return out;
}

const xiangqi: GameCase = {
  id: 'xiangqi',
  title: 'Xiangqi',
  spec: 'xiangqi',
  firstSide: 'Red',
  aiTimeMs: 800,
  firstMove: 'h2e2',
  // By keyboard: the cursor starts on e3; select the cannon on h2, then its destination e2.
  async humanMove(page) {
    await page.focus('[data-testid=board]');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter'])
      await page.keyboard.press(key);
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
  },
  checkLegal,
  async extra(page, step, expect) {
    await step('a piece that cannot move there is refused with the reason', async () => {
      await page.click('[data-point=a0]');
      await page.click('[data-point=b1]');
      const text = (await page.textContent('[data-testid=message]')) ?? '';
      expect(text.includes('a0b1 is not legal'), `message "${text}"`);
    });
    await step('the move list switches notation (Chinese, WXF, ICCS)', async () => {
      const first = () => page.textContent('[data-testid=move-list] [data-ply="1"]');
      await page.selectOption('[data-testid=notation]', 'chinese');
      expect((await first()) === '炮二平五', `chinese: ${await first()}`);
      await page.selectOption('[data-testid=notation]', 'wxf');
      expect((await first()) === 'C2.5', `wxf: ${await first()}`);
      await page.selectOption('[data-testid=notation]', 'iccs');
      expect((await first()) === 'h2e2', `iccs: ${await first()}`);
    });
    await step('export gives FEN', async () => {
      await page.click('[data-testid=export-position]');
      const fen = await page.inputValue('[data-testid=io-text]');
      expect(/^[rnbakcpRNBAKCP1-9/]+ w /.test(fen), `FEN "${fen}"`);
    });
    await responsiveWhileThinking(page, step, expect, async (p) => {
      await p.click('[data-point=b0]');
      await p.click('[data-point=c2]');
    });
  },
  async after(page, step, expect) {
    await step('a FEN import sets up the position', async () => {
      await page.fill('[data-testid=io-text]', '3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1');
      await page.click('[data-testid=import-position]');
      await page.waitForFunction(() => document.querySelectorAll('.piece').length === 4);
      const saved = await savedGame(page);
      expect(saved.start?.startsWith('3k5/9/9/9/9/9/9/9/4A4/3AK4 w') === true, `start ${saved.start}`);
      expect(saved.moves.length === 0, 'no moves yet');
      const status = (await page.textContent('[data-testid=status]')) ?? '';
      expect(status.startsWith('Red to move'), `status ${status}`);
    });
    await playToEnd(page, step, expect, 'xiangqi', { moveLimit: '10' }, 100);
  },
};

const connect4: GameCase = {
  id: 'connect4',
  title: 'Connect Four',
  spec: 'connect4',
  firstSide: 'x (red)',
  aiTimeMs: 500,
  firstMove: '4',
  // A click anywhere in a column drops the stone to its bottom.
  async humanMove(page) {
    await page.click('[data-cell="46"]');
  },
  checkLegal,
  async extra(page, step, expect) {
    await step('the stone fell to the bottom of column 4', async () => {
      const label = (await page.getAttribute('[data-cell="41"]', 'aria-label')) ?? '';
      expect(label.endsWith(' x'), `bottom of column 4: "${label}"`);
    });
    await responsiveWhileThinking(page, step, expect, async (p) => {
      await p.click('[data-cell="31"]');
    });
  },
  async after(page, step, expect) {
    await playToEnd(page, step, expect, 'connect4', { width: '5', height: '4' }, 100);
  },
};

/** Every game the e2e suite knows; each registered game must have a case here and be in the picker. */
export const CASES: readonly GameCase[] = [tictactoe, connect4, gomoku, go, xiangqi];
