import { describeError } from '@qi/core-search';
import type { Page } from 'playwright-core';
import { createRegistry } from '../src/registry.js';
import type { SavedGame } from '../src/state/persist.js';
import { parseMoves, startPosition } from '../src/state/replay.js';

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
    await step('the game-tree explorer expands nodes with minimax values', async () => {
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
};

/** Every game the e2e suite knows; games the build does not offer are skipped. */
export const CASES: readonly GameCase[] = [tictactoe];
