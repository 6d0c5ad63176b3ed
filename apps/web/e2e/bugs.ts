// Scenarios for the player-facing bugs of issue 15: each starts from a fresh game and checks what a
// player sees. Run only some with QI_E2E_ONLY=resign,stale-panel,… (the scenario ids below).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createRegistry } from '../src/registry.js';
import type { Expect, Step } from './cases.js';
import {
  bothHuman,
  freePort,
  importMoves,
  savedGame,
  setPlayer,
  startGame,
  status,
  typeMove,
  waitMoves,
  waitPly,
} from './support.js';

export interface Scenario {
  readonly id: string;
  readonly title: string;
  /** Runs in a page already showing the app; `dist` is the build being served. */
  run(page: Page, step: Step, expect: Expect, env: { url: string; dist: string }): Promise<void>;
}

/** The thinking panel and search tree show nothing from an earlier game. */
async function panelIsClear(page: Page, expect: Expect, after: string): Promise<void> {
  const thinking = (await page.textContent('[data-testid=thinking]')) ?? '';
  const tree = (await page.textContent('[data-testid=search-tree]')) ?? '';
  expect(
    (await page.$('[data-testid=info-best]')) === null && /idle/.test(thinking),
    `after ${after} the thinking panel still shows "${thinking}"`,
  );
  expect(
    (await page.$('[data-testid=search-tree] button')) === null && tree.includes('No search tree yet'),
    `after ${after} the search tree still shows "${tree}"`,
  );
}

const sgf: Scenario = {
  id: 'sgf',
  title: 'Bug 4: an SGF import keeps the record (moves, komi, size, variation)',
  async run(page, step, expect) {
    await step('a 19×19 Sabaki SGF with KM[6.5] and a variation, imported in a 9×9 game', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await setPlayer(page, 1, 'human');
      await page.fill(
        '[data-testid=io-text]',
        '(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp](;B[pp];W[dd])(;B[dd]))',
      );
      await page.click('[data-testid=import-position]');
      await waitMoves(page, 4);
      const saved = await savedGame(page);
      expect(saved.moves.join(' ') === 'Q16 D4 Q4 D16', `moves ${saved.moves.join(' ')}`);
      expect(/komi=6\.5/.test(saved.game) && !/size=9/.test(saved.game), `game ${saved.game}`);
      const facts = (await page.textContent('[data-testid=facts]')) ?? '';
      expect(facts.includes('komi 6.5'), `facts ${facts}`);
      const v = (await page.textContent('[data-testid=variations]').catch(() => null)) ?? '';
      expect(v.includes('from move 2: D16'), `variations "${v}"`);
    });
  },
};

const resign: Scenario = {
  id: 'resign',
  title: 'Bug 1: Resign while the computer thinks resigns for the person',
  async run(page, step, expect) {
    await step('Xiangqi, Black = computer with 10 s: Resign during its turn resigns for Red', async () => {
      await startGame(page, 'xiangqi');
      await setPlayer(page, 0, 'human');
      await setPlayer(page, 1, 10_000);
      await typeMove(page, 'h2e2');
      await page.waitForSelector('[data-testid=move-now]');
      expect((await status(page)).startsWith('Black (computer) to move'), `status ${await status(page)}`);
      await page.click('[data-testid=resign]');
      await page.waitForFunction(() =>
        /resigned/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
      );
      const s = await status(page);
      expect(s.startsWith('Red resigned: Black wins'), `status "${s}"`);
      expect((await page.$('[data-testid=move-now]')) === null, 'the computer stopped thinking');
    });
    await step('with the computer on both sides, Resign is refused (disabled)', async () => {
      await startGame(page, 'xiangqi');
      await setPlayer(page, 0, 10_000);
      await setPlayer(page, 1, 10_000);
      await page.waitForSelector('[data-testid=move-now]');
      expect(await page.isDisabled('[data-testid=resign]'), 'Resign is enabled in a computer-only game');
      await bothHuman(page);
    });
  },
};

const stalePanel: Scenario = {
  id: 'stale-panel',
  title: 'Bug 2: the thinking panel and search tree belong to the game on screen',
  async run(page, step, expect) {
    await step('tic-tac-toe move, then Go 9×9 New game: no tic-tac-toe info or tree', async () => {
      await startGame(page, 'tictactoe');
      await setPlayer(page, 0, 'human');
      await setPlayer(page, 1, 300);
      await page.click('[data-cell=b2]');
      await waitPly(page, 2);
      await page.waitForSelector('[data-testid=search-tree] button[data-path=""]');
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await panelIsClear(page, expect, 'a new Go game');
    });
    await step('Go: after the computer moved, Import moves clears its panel', async () => {
      await setPlayer(page, 1, 300);
      await page.click('[data-point=E5]');
      await waitPly(page, 2);
      await page.waitForSelector('[data-testid=search-tree] button[data-path=""]');
      await importMoves(page, 'C3 G7');
      await waitMoves(page, 'C3 G7');
      await panelIsClear(page, expect, 'Import moves');
    });
    await step('Xiangqi: after the computer moved, a FEN import clears its panel', async () => {
      await startGame(page, 'xiangqi');
      await setPlayer(page, 1, 300);
      await typeMove(page, 'h2e2');
      await waitPly(page, 2);
      await page.waitForSelector('[data-testid=search-tree] button[data-path=""]');
      await page.fill('[data-testid=io-text]', '3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1');
      await page.click('[data-testid=import-position]');
      await page.waitForFunction(() => document.querySelectorAll('.piece').length === 4);
      await panelIsClear(page, expect, 'a FEN import');
    });
  },
};

const roundTrip: Scenario = {
  id: 'round-trip',
  title: 'Bug 3: move lists round-trip in every notation',
  async run(page, step, expect) {
    await step('Import moves reads WXF, Chinese, ICCS and move numbers', async () => {
      await startGame(page, 'xiangqi');
      await bothHuman(page);
      await importMoves(page, '1. C2.5 马8进7 2. h0g2');
      await waitMoves(page, 3);
      const saved = await savedGame(page);
      expect(saved.moves.join(' ') === 'h2e2 h9g7 h0g2', `moves ${saved.moves.join(' ')}`);
    });
    for (const n of ['wxf', 'chinese', 'iccs']) {
      await step(`Export moves writes the ${n} notation shown, and imports back`, async () => {
        await page.selectOption('[data-testid=notation]', n);
        const shown = (await page.textContent('[data-testid=move-list] [data-ply="1"]')) ?? '';
        await page.click('[data-testid=export-moves]');
        const text = await page.inputValue('[data-testid=io-text]');
        expect(text.includes(shown) && (n === 'iccs' || !text.includes('h2e2')), `${n}: exported "${text}"`);
        await page.click('[data-testid=new]');
        await waitMoves(page, 0);
        await page.click('[data-testid=import-moves]');
        await waitMoves(page, 3);
        const saved = await savedGame(page);
        expect(saved.moves.join(' ') === 'h2e2 h9g7 h0g2', `${n}: re-imported ${saved.moves.join(' ')}`);
      });
    }
  },
};

const variation: Scenario = {
  id: 'variation',
  title: 'Bug 5: a move while reviewing keeps the rest of the game as a variation',
  async run(page, step, expect) {
    await step('tic-tac-toe: review move 1, play elsewhere, the old line comes back', async () => {
      await startGame(page, 'tictactoe');
      await bothHuman(page);
      for (const [i, c] of ['b2', 'a1', 'c3'].entries()) {
        await page.click(`[data-cell=${c}]`);
        await waitPly(page, i + 1);
      }
      await page.click('[data-testid=move-list] [data-ply="1"]');
      await page.click('[data-cell=a3]');
      await waitMoves(page, 'b2 a3');
      const list = (await page.textContent('[data-testid=variations]').catch(() => null)) ?? '';
      expect(list.includes('a1') && list.includes('c3'), `the old moves a1 c3 are not offered: "${list}"`);
      await page.click('[data-testid=variations] button >> nth=0');
      await waitMoves(page, 'b2 a1 c3');
      const back = (await page.textContent('[data-testid=variations]')) ?? '';
      expect(back.includes('a3'), `the line b2 a3 is kept as a variation in turn: "${back}"`);
      await page.reload();
      await waitPly(page, 3);
      const kept = (await page.textContent('[data-testid=variations]').catch(() => null)) ?? '';
      expect(kept.includes('a3'), `after a reload the variation is gone: "${kept}"`);
    });
  },
};

const check: Scenario = {
  id: 'check',
  title: 'Bug 7: Xiangqi shows check on the general and with + in the move list',
  async run(page, step, expect) {
    await step('a rook check: the black general is highlighted and the move ends with +', async () => {
      await startGame(page, 'xiangqi');
      await bothHuman(page);
      await page.fill('[data-testid=io-text]', '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1');
      await page.click('[data-testid=import-position]');
      await page.waitForFunction(() => document.querySelectorAll('.piece').length === 3);
      expect((await page.$('[data-testid=in-check]')) === null, 'no check before the move');
      await page.selectOption('[data-testid=notation]', 'iccs');
      await typeMove(page, 'a0a9');
      await waitPly(page, 1);
      const text = (await page.textContent('[data-testid=move-list] [data-ply="1"]')) ?? '';
      expect(text === 'a0a9+', `move list shows "${text}"`);
      const at = await page.getAttribute('[data-testid=in-check]', 'data-at').catch(() => null);
      expect(at === 'd9', `check highlight on ${at}, expected the black general on d9`);
    });
    await step('an evaluation bar from the engine: Red with two extra chariots is far ahead', async () => {
      await startGame(page, 'xiangqi');
      await setPlayer(page, 1, 300);
      await page.fill('[data-testid=io-text]', '3k5/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1');
      await page.click('[data-testid=import-position]');
      await page.waitForFunction(() => document.querySelectorAll('.piece').length === 4);
      expect((await page.$('[data-testid=eval-bar]')) === null, 'an evaluation before any search');
      await typeMove(page, 'a0a1');
      await waitPly(page, 2);
      const share = Number(await page.getAttribute('[data-testid=eval-bar]', 'data-first'));
      expect(share > 0.85, `Red's share ${share}`);
      await setPlayer(page, 1, 'human');
    });
    await step('playing Black against the computer turns the board (Black at the bottom)', async () => {
      await startGame(page, 'xiangqi');
      const y = async (p: string) => (await page.locator(`[data-point=${p}]`).boundingBox())?.y ?? Number.NaN;
      expect((await y('e0')) > (await y('e9')), 'Red is at the bottom with Red played by a person');
      await setPlayer(page, 1, 'human');
      await setPlayer(page, 0, 10_000);
      expect((await y('e0')) < (await y('e9')), 'the board did not turn for a person playing Black');
      await setPlayer(page, 0, 'human');
    });
  },
};

const goPass: Scenario = {
  id: 'go-pass',
  title: 'Bug 8: one early pass does not end a Go game; a game-ending pass is confirmed',
  async run(page, step, expect) {
    await step('Go 9×9, two people: Black passes at move 1, nothing is asked, White is to move', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await bothHuman(page);
      const asked: string[] = [];
      const onDialog = (d: import('playwright-core').Dialog) => {
        asked.push(d.message());
        void d.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        await page.click('[data-testid=pass]');
        await waitPly(page, 1);
      } finally {
        page.off('dialog', onDialog);
      }
      expect(asked.length === 0, `a first pass asked "${asked.join(' / ')}"`);
      const s = await status(page);
      expect(s.startsWith('White to move'), `status after one pass: "${s}"`);
      expect((await page.$('[data-testid=go-score]')) === null, 'one pass started the scoring');
    });
    await step('Go 9×9 against the computer: Black passes early, the game goes on', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await setPlayer(page, 0, 'human');
      await setPlayer(page, 1, 500);
      await page.click('[data-point=E5]');
      await waitPly(page, 2);
      await page.click('[data-testid=pass]');
      await waitPly(page, 4);
      const saved = await savedGame(page);
      const s = await status(page);
      expect(saved.moves[2] === 'pass' && saved.moves[3] !== 'pass', `moves ${saved.moves.join(' ')}`);
      expect(s.startsWith('Black to move'), `status after one pass: "${s}"`);
    });
    await step('a pass after a pass asks first; cancelling keeps the game going', async () => {
      await setPlayer(page, 1, 'human');
      await page.click('[data-testid=pass]');
      await waitPly(page, 5);
      let asked = '';
      page.once('dialog', (d) => {
        asked = d.message();
        void d.dismiss();
      });
      await page.click('[data-testid=pass]');
      await page.waitForTimeout(300);
      expect(/ends the game/i.test(asked), `no confirmation asked ("${asked}")`);
      expect((await savedGame(page)).moves.length === 5, 'the dismissed pass was played');
      page.once('dialog', (d) => void d.accept());
      await page.click('[data-testid=pass]');
      await waitPly(page, 6);
      const s = await status(page);
      expect(/wins|Draw/.test(s), `two passes end the game: "${s}"`);
    });
    await step(
      'a won position: the computer answers a pass with a pass, and the game goes to dead-stone marking',
      async () => {
        await startGame(page, 'go', { size: '9', handicap: '0' });
        await bothHuman(page);
        // Black's wall on D, White's on E: White's side is bigger, every count says White wins.
        await importMoves(page, Array.from({ length: 9 }, (_, i) => `D${i + 1} E${i + 1}`).join(' '));
        await waitPly(page, 18);
        await setPlayer(page, 1, 500);
        // Black passes until White passes too (it may first fill a point of its own area, harmless under
        // area scoring); a pass after White's stone never ends the game.
        const answers: string[] = [];
        for (let ply = 20; ply <= 26 && !/wins|Draw/.test(await status(page)); ply += 2) {
          await page.click('[data-testid=pass]');
          await waitPly(page, ply);
          answers.push((await savedGame(page)).moves.at(-1) ?? '');
        }
        console.log(`    the computer answered Black's passes with ${answers.join(', ')}`);
        const moves = (await savedGame(page)).moves;
        expect(moves.slice(-2).join(' ') === 'pass pass', `the computer answered ${answers.join(', ')}`);
        await page.waitForSelector('[data-testid=go-score]');
        const title = (await page.textContent('[data-testid=go-score] strong')) ?? '';
        expect(title === 'Game over: mark the dead stones', `score panel "${title}"`);
        const s = await status(page);
        expect(s.startsWith('White wins by 16.5 (W+16.5): area count'), `status "${s}"`);
        await setPlayer(page, 1, 'human');
      },
    );
  },
};

const renju: Scenario = {
  id: 'renju',
  title: 'Bug 6: renju forbidden points are marked for Black and explained',
  async run(page, step, expect) {
    await step('a double-three point is marked; clicking it explains and plays nothing', async () => {
      await startGame(page, 'gomoku', { size: '15', rule: 'renju' });
      await bothHuman(page);
      await importMoves(page, 'h8 a1 g8 a3 i9 a5 i10 a7');
      await waitPly(page, 8);
      const marked = await page.$$eval('[data-forbidden]', (es) =>
        es.map((e) => e.getAttribute('data-point')),
      );
      expect(marked.includes('i8'), `forbidden points marked: ${marked.join(' ')}`);
      await page.click('[data-point=i8]');
      const text = (await page.textContent('[data-testid=message]').catch(() => null)) ?? '';
      expect(/forbidden/.test(text) && /i8/.test(text), `message "${text}"`);
      const saved = await savedGame(page);
      expect(saved.moves.length === 8, `a forbidden click played: ${saved.moves.join(' ')}`);
      expect((await status(page)).startsWith('Black to move'), `status ${await status(page)}`);
    });
  },
};

const firstLoad: Scenario = {
  id: 'first-load',
  title: 'Bug 9: the first load has no long task over 100 ms',
  async run(page, step, expect, { url }) {
    await step('first load (no save, tic-tac-toe): longest task ≤ 100 ms', async () => {
      await page.evaluate(() => localStorage.clear());
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url);
      await page.waitForSelector('[data-testid=board]');
      // Deferred work (the solved tree) happens after first paint: keep watching for a while.
      await page.waitForTimeout(3000);
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      const longest = Math.max(0, ...tasks);
      console.log(`    first load: ${tasks.length} long tasks, longest ${longest.toFixed(0)} ms`);
      expect(longest <= 100, `a ${longest.toFixed(0)} ms task blocked the page (tasks: ${tasks.join(', ')})`);
    });
  },
};

const serve: Scenario = {
  id: 'serve',
  title: 'Bug 10: the server keeps serving without a terminal, on the host and port asked',
  async run(_page, step, expect, { dist }) {
    await step(
      'serve.mjs with stdin closed, --host/--port: still answers after 6 s, stops on SIGTERM',
      async () => {
        const port = await freePort();
        const script = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));
        const child = spawn(process.execPath, [script, '--host', '127.0.0.1', '--port', String(port)], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, QI_WEB_DIST: dist },
          detached: true,
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        const exited = new Promise<string>((r) => child.on('exit', (c, sig) => r(`${c ?? sig}`)));
        try {
          await new Promise((r) => setTimeout(r, 6000));
          const res = await fetch(`http://127.0.0.1:${port}/`).catch((e: Error) => e);
          expect(
            !(res instanceof Error) && res.ok,
            `no answer after 6 s: ${res instanceof Error ? res.message : res.status}\n${out}`,
          );
          expect(child.exitCode === null, `the server exited:\n${out}`);
        } finally {
          child.kill('SIGTERM');
        }
        const code = await Promise.race([
          exited,
          new Promise((r) => setTimeout(() => r('still running'), 5000)),
        ]);
        // Vite's own SIGTERM handler may exit first, with the conventional 128 + 15.
        expect(['0', '143', 'SIGTERM'].includes(String(code)), `after SIGTERM: ${code}\n${out}`);
      },
    );
  },
};

const reviewKeys: Scenario = {
  id: 'review-keys',
  title: 'Feature: ←/→ and Home/End step through the game',
  async run(page, step, expect) {
    await step('tic-tac-toe, three moves: Home, →, End, ← move the shown ply', async () => {
      await startGame(page, 'tictactoe');
      await bothHuman(page);
      for (const [i, c] of ['b2', 'a1', 'c3'].entries()) {
        await page.click(`[data-cell=${c}]`);
        await waitPly(page, i + 1);
      }
      // Keys on the page (the board's own arrows move its cursor instead).
      await page.click('[data-testid=status]');
      const cursorAfter = async (key: string, want: number) => {
        await page.keyboard.press(key);
        await page
          .waitForFunction((n) => JSON.parse(localStorage.getItem('qi-web/game/v1')!).cursor === n, want, {
            timeout: 5000,
          })
          .catch(() => {
            throw new Error(`after ${key} the cursor is not ${want}`);
          });
      };
      await cursorAfter('Home', 0);
      await cursorAfter('ArrowRight', 1);
      await cursorAfter('End', 3);
      await cursorAfter('ArrowLeft', 2);
      expect((await savedGame(page)).moves.length === 3, 'reviewing keeps every move');
    });
  },
};

/** Level 1 against each game: quick, legal answers; the strongest engine is the default opponent. */
const levels: Scenario = {
  id: 'levels',
  title: 'Feature: named levels (level 1 plays each game; the top level is the game’s own engine)',
  async run(page, step, expect) {
    const registry = createRegistry();
    const games: [string, Record<string, string>, (p: Page) => Promise<void>][] = [
      ['tictactoe', {}, (p) => p.click('[data-cell=b2]')],
      ['connect4', {}, (p) => p.click('[data-cell="46"]')],
      ['gomoku', { size: '15', rule: 'standard' }, (p) => p.click('[data-point=h8]')],
      ['go', { size: '9', handicap: '0' }, (p) => p.click('[data-point=E5]')],
      ['xiangqi', {}, (p) => typeMove(p, 'h2e2')],
    ];
    for (const [id, params, move] of games) {
      const game = registry.createGame(id);
      const strongest = game.ok ? registry.strongest(game.value) : '?';
      await step(`${id}: level 1 answers at once; the first computer offered is ${strongest}`, async () => {
        await startGame(page, id, params);
        await setPlayer(page, 0, 'human');
        const first = await page.$$eval(
          '[data-testid=p1-kind] option',
          (os) => (os[1] as HTMLOptionElement | undefined)?.value,
        );
        expect(
          first === strongest,
          `first computer offered: ${first}, the registry's strongest: ${strongest}`,
        );
        await page.selectOption('[data-testid=p1-kind]', strongest);
        const levelNames = await page.$$eval('[data-testid=p1-level] option', (os) =>
          os.map((o) => o.textContent ?? ''),
        );
        expect(
          levelNames.some((n) => n.startsWith('6 · master') && n.includes('10 s')),
          `levels ${levelNames}`,
        );
        await page.selectOption('[data-testid=p1-level]', '0');
        await page.waitForFunction(
          () => JSON.parse(localStorage.getItem('qi-web/game/v1')!).players[1].limits.timeMs === 100,
        );
        await move(page);
        await waitPly(page, 2, 20_000);
        const saved = await savedGame(page);
        expect(saved.players[1].kind === 'ai' && saved.players[1].searcher === strongest, 'searcher');
      });
    }
    await step('a new Go game offers the registry’s strongest searcher (go-engine) first', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      const first = await page.$$eval(
        '[data-testid=p1-kind] option',
        (os) => (os[1] as HTMLOptionElement).value,
      );
      expect(first === 'go-engine', `first computer: ${first}`);
    });
  },
};

const a11y: Scenario = {
  id: 'a11y',
  title: 'Feature: readable header, screen-reader labels on points, moves announced',
  async run(page, step, expect) {
    await step('Gomoku renju: the header reads "Gomoku · 15×15 · renju"', async () => {
      await startGame(page, 'gomoku', { size: '15', rule: 'renju' });
      const title = (await page.textContent('[data-testid=game-title]')) ?? '';
      expect(title.trim() === 'Gomoku · 15×15 · renju', `header "${title}"`);
    });
    await step('Go: points are labelled, the move is announced', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await bothHuman(page);
      const before = await page.getAttribute('[data-point=E5]', 'aria-label');
      expect(before === 'E5 empty', `label before: ${before}`);
      await page.click('[data-point=E5]');
      await waitPly(page, 1);
      const after = (await page.getAttribute('[data-point=E5]', 'aria-label')) ?? '';
      expect(after.startsWith('E5 black stone'), `label after: ${after}`);
      const hidden = await page.$eval('[data-point=E5]', (e) => e.closest('[aria-hidden=true]') !== null);
      expect(!hidden, 'the points are hidden from screen readers');
      const said = (await page.textContent('[data-testid=announce]')) ?? '';
      expect(said === 'Black played E5', `announced "${said}"`);
    });
    await step('Xiangqi: pieces are named', async () => {
      await startGame(page, 'xiangqi');
      const label = await page.getAttribute('[data-point=e0]', 'aria-label');
      expect(label === 'e0 red general', `e0: ${label}`);
    });
  },
};

const clock: Scenario = {
  id: 'clock',
  title: 'Feature: a clock game (the computer spends its clock; the person loses on time)',
  async run(page, step, expect) {
    await step('Go 9×9 with 0.05+0 (3 s each): White answers from its clock, Black runs out', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await setPlayer(page, 0, 'human');
      await setPlayer(page, 1, 10_000);
      await page.fill('[data-testid=clock-text]', '0.05+0');
      await page.click('[data-testid=clock-set]');
      await page.waitForSelector('[data-testid=clocks]');
      await page.click('[data-point=E5]');
      // 10 s per move is the level; under a 3 s clock the computer answers far sooner.
      await waitPly(page, 2, 5000);
      const white = (await page.textContent('[data-testid=clock-1]')) ?? '';
      const ms = Number(/(\d+):(\d+\.\d)/.exec(white)?.[2] ?? 'NaN') * 1000;
      expect(ms > 0 && ms < 3000, `White's clock after its move: "${white}"`);
      await page.waitForFunction(
        () => /ran out of time/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
        undefined,
        { timeout: 10_000 },
      );
      const s = await status(page);
      expect(s === 'Black ran out of time: White wins', `status "${s}"`);
      const saved = await savedGame(page);
      expect(
        saved.stopped?.kind === 'time' && saved.moves.length === 2,
        `save ${JSON.stringify(saved.stopped)}`,
      );
      // The clock setting is kept for later games: switch it off for the next scenarios.
      await page.fill('[data-testid=clock-text]', 'off');
      await page.click('[data-testid=clock-set]');
      await page.waitForSelector('[data-testid=clocks]', { state: 'detached' });
    });
  },
};

const goScore: Scenario = {
  id: 'go-score',
  title: 'Feature: Go end of game: proposed dead stones, editable, territory and score',
  async run(page, step, expect) {
    await step('during play, the score estimate is there on demand', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await setPlayer(page, 1, 'human');
      await page.click('[data-point=E5]');
      await waitPly(page, 1);
      await page.click('[data-testid=go-estimate]');
      const text = (await page.textContent('[data-testid=go-score-result]')) ?? '';
      expect(/Black \d+ points, White \d+ \+ komi 7.5/.test(text), `estimate "${text}"`);
    });
    await step(
      'walls on D and F, a lone white stone on B5, two passes: B5 dead, W+7.5 (36–36); alive again W+35.5',
      async () => {
        const walls = Array.from({ length: 9 }, (_, i) => `D${i + 1} F${i + 1}`).join(' ');
        await importMoves(page, `${walls} pass B5 pass pass`);
        await waitPly(page, 22);
        expect(/wins/.test(await status(page)), `status ${await status(page)}`);
        const score = page.locator('[data-testid=go-score]');
        await score.waitFor();
        const dead = await score
          .locator('[data-dead]')
          .evaluateAll((es) => es.map((e) => e.getAttribute('data-point')));
        expect(dead.join(' ') === 'B5', `proposed dead: ${dead.join(' ')}`);
        const result = () => page.textContent('[data-testid=go-score-result]');
        expect(((await result()) ?? '').endsWith('W+7.5'), `with B5 dead: ${await result()}`);
        const owner = await score.locator('[data-point=A1]').getAttribute('data-owner');
        expect(owner === '1', `A1 counted for ${owner}`);
        await score.locator('[data-point=B5]').click();
        expect(((await result()) ?? '').endsWith('W+35.5'), `with B5 alive: ${await result()}`);
      },
    );
  },
};

const pauseStep: Scenario = {
  id: 'pause-step',
  title: 'Feature: pause and step a computer-against-computer game; move numbers on stones',
  async run(page, step, expect) {
    const plies = async () => (await savedGame(page)).moves.length;
    await step(
      'Xiangqi, both computers at level 1: paused nothing moves, Step plays one move, Resume goes on',
      async () => {
        await startGame(page, 'xiangqi');
        await page.click('[data-testid=pause]');
        for (const side of [0, 1] as const) {
          await page.selectOption(`[data-testid=p${side}-kind]`, 'xiangqi-engine');
          await page.selectOption(`[data-testid=p${side}-level]`, '0');
        }
        await page.waitForTimeout(1500);
        expect((await plies()) === 0, `moves while paused: ${await plies()}`);
        expect((await status(page)).startsWith('Paused'), `status ${await status(page)}`);
        await page.click('[data-testid=step]');
        await waitPly(page, 1, 10_000);
        await page.waitForTimeout(1500);
        expect((await plies()) === 1, `one step played ${await plies()} moves`);
        await page.click('[data-testid=pause]');
        await waitPly(page, 3, 20_000);
        await page.click('[data-testid=pause]');
        await bothHuman(page);
        await page.click('[data-testid=pause]');
      },
    );
    await step('Gomoku: move numbers on the stones, toggled', async () => {
      await startGame(page, 'gomoku', { size: '15', rule: 'standard' });
      await setPlayer(page, 1, 'human');
      await importMoves(page, 'h8 h9 j8');
      await waitPly(page, 3);
      expect((await page.$$('[data-point] .move-number')).length === 0, 'numbers shown before asked');
      await page.click('[data-testid=numbers]');
      const n = await page.$$eval('[data-point] .move-number', (es) =>
        es.map((e) => `${e.closest('[data-point]')?.getAttribute('data-point')}=${e.textContent}`).sort(),
      );
      expect(n.join(' ') === 'h8=1 h9=2 j8=3', `numbers ${n.join(' ')}`);
      await page.click('[data-testid=numbers]');
    });
  },
};

/** Text below 4.5:1 against its background (WCAG AA), for every visible HTML text element of the page. */
function lowContrast(): string[] {
  const rgb = (c: string): [number, number, number, number] => {
    const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(c);
    return m
      ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
      : [0, 0, 0, 0];
  };
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
  };
  const out: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (el.closest('svg') || el.closest('[disabled]') || el.closest('.sr-only')) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    if (!own || el.getClientRects().length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    let bg: [number, number, number, number] = [255, 255, 255, 1];
    for (let a: HTMLElement | null = el; a; a = a.parentElement) {
      const c = rgb(getComputedStyle(a).backgroundColor);
      if (c[3] > 0.5) {
        bg = c;
        break;
      }
    }
    const fg = lum(rgb(style.color));
    const b = lum(bg);
    const ratio = (Math.max(fg, b) + 0.05) / (Math.min(fg, b) + 0.05);
    if (ratio < 4.5)
      out.push(
        `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1`,
      );
  }
  return out;
}

const contrast: Scenario = {
  id: 'contrast',
  title: 'Feature: text contrast at least 4.5:1',
  async run(page, step, expect) {
    await step('every visible text of a Go game with an AI panel, a move list and a variation', async () => {
      await startGame(page, 'go', { size: '9', handicap: '0' });
      await setPlayer(page, 1, 300);
      await page.click('[data-point=E5]');
      await waitPly(page, 2);
      await page.click('[data-testid=move-list] [data-ply="1"]');
      // tsx keeps function names with a `__name` helper that the page does not have.
      await page.evaluate('globalThis.__name = (f) => f');
      const bad = await page.evaluate(lowContrast);
      expect(bad.length === 0, `low contrast:\n${bad.slice(0, 15).join('\n')}`);
      await page.click('[data-testid=move-list] [data-ply="2"]');
    });
  },
};

const tapConfirm: Scenario = {
  id: 'tap-confirm',
  title: 'Feature: 19×19 on a phone: the first tap shows a ghost stone, the second plays',
  async run(page, step, expect) {
    await step(
      'Go 19×19 at 390×844: tap D4 (ghost), tap Q16 (ghost moves), tap Q16 again (played)',
      async () => {
        await startGame(page, 'go', { size: '19', handicap: '0' });
        await setPlayer(page, 1, 'human');
        await page.setViewportSize({ width: 390, height: 844 });
        try {
          await page.click('[data-point=D4]');
          expect(
            (await page.getAttribute('[data-testid=tap-pending]', 'data-at')) === 'D4',
            'no ghost on D4',
          );
          expect((await savedGame(page)).moves.length === 0, 'the first tap played');
          await page.click('[data-point=Q16]');
          expect(
            (await page.getAttribute('[data-testid=tap-pending]', 'data-at')) === 'Q16',
            'the ghost did not move',
          );
          await page.click('[data-point=Q16]');
          await waitPly(page, 1);
          expect((await savedGame(page)).moves.join(' ') === 'Q16', `moves ${(await savedGame(page)).moves}`);
          expect((await page.$('[data-testid=tap-pending]')) === null, 'the ghost stayed after the move');
        } finally {
          await page.setViewportSize({ width: 1280, height: 1000 });
        }
        // On a desktop one click plays.
        await page.click('[data-point=D4]');
        await waitPly(page, 2);
      },
    );
  },
};

export const SCENARIOS: readonly Scenario[] = [
  sgf,
  resign,
  stalePanel,
  roundTrip,
  variation,
  check,
  goPass,
  renju,
  firstLoad,
  serve,
  reviewKeys,
  levels,
  a11y,
  clock,
  goScore,
  pauseStep,
  contrast,
  tapConfirm,
];
