import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { peerPresent } from '@qi/core-search/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUci, parseIccs } from './notation/coords.js';
import { perft } from './perft.js';
import { xiangqi } from './plugin.js';
import type { XiangqiPosition } from './position.js';
import { FAIRY_STOCKFISH_PATH, FairyStockfish } from './testing/fairy-stockfish.js';
import { randomPositionFen } from './testing/random-position.js';

/**
 * Differential tests against Fairy-Stockfish (Debian package `fairy-stockfish`): the legal-move list at
 * every ply of seeded random games (from the start and from every rule fixture) and of master games,
 * perft on random legal positions, and perft 3 on a sample of master-game positions.
 */
// Missing under CI=true is a failure, not a skip (install the Debian package or set QI_FAIRY_STOCKFISH).
const available = peerPresent(FAIRY_STOCKFISH_PATH, 'Fairy-Stockfish');

const game = unwrap(xiangqi.create());
const moves = new Int32Array(128);

/** Our legal moves as sorted UCI text (move generation only, like the oracle's perft 1). */
function ourMoves(pos: XiangqiPosition): string[] {
  const n = pos.board.generate(moves);
  return Array.from(moves.subarray(0, n), formatUci).sort();
}

/** Master games in ICCS moves from the fixture (see fixtures/README.md for the source). */
function masterGames(): string[][] {
  const text = readFileSync(new URL('../fixtures/master-games.pgn', import.meta.url), 'utf8');
  return text
    .split(/\n\s*\n(?=\[)/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !line.startsWith('['))
        .join(' ')
        .split(/\s+/)
        .filter((t) => /^[a-i][0-9][a-i][0-9]$/.test(t)),
    )
    .filter((g) => g.length > 0);
}

describe.skipIf(!available)('oracle: Fairy-Stockfish', () => {
  let fsf: FairyStockfish;
  beforeAll(async () => {
    fsf = await FairyStockfish.start();
  });
  afterAll(() => fsf?.close());

  it('agrees on the legal moves at every ply of 24 seeded random games', async () => {
    const rng = new Rng(2024);
    let plies = 0;
    for (let g = 0; g < 24; g++) {
      const pos = game.initial();
      for (let ply = 0; ply < 160; ply++) {
        const fen = game.encode(pos);
        const mine = ourMoves(pos);
        expect(mine, fen).toEqual(await fsf.legalMoves(fen));
        plies++;
        if (mine.length === 0) break;
        const n = pos.board.generate(moves);
        pos.make(moves[rng.int(n)]!);
      }
    }
    expect(plies).toBeGreaterThan(2000);
  });

  it('agrees on the legal moves along random games from every rule fixture position', async () => {
    const rules = JSON.parse(
      readFileSync(new URL('../fixtures/xiangqi-perft-rules.json', import.meta.url), 'utf8'),
    ) as { positions: { fen: string }[] };
    const rng = new Rng(77);
    let plies = 0;
    for (const { fen: start } of rules.positions)
      for (let g = 0; g < 2; g++) {
        const pos = unwrap(game.decode(start));
        for (let ply = 0; ply < 40; ply++) {
          const fen = game.encode(pos);
          const mine = ourMoves(pos);
          expect(mine, fen).toEqual(await fsf.legalMoves(fen));
          plies++;
          if (mine.length === 0) break;
          const n = pos.board.generate(moves);
          pos.make(moves[rng.int(n)]!);
        }
      }
    expect(plies).toBeGreaterThan(1000);
  });

  it('agrees on perft 1-2 of 200 random legal positions and perft 3 of 30 more', async () => {
    const rng = new Rng(4242);
    for (let i = 0; i < 230; i++) {
      const fen = randomPositionFen(rng, 0.2 + 0.7 * rng.float());
      const pos = unwrap(game.decode(fen));
      for (let d = 1; d <= (i < 200 ? 2 : 3); d++)
        expect(perft(pos, d), `${fen} depth ${d}`).toBe((await fsf.perft(fen, d)).total);
    }
  });

  it('agrees on the legal moves at every ply of master games, and on perft 3 every 10th ply', async () => {
    const games = masterGames();
    expect(games.length).toBeGreaterThanOrEqual(40);
    let plies = 0;
    for (const list of games) {
      const pos = game.initial();
      for (const [i, text] of list.entries()) {
        const fen = game.encode(pos);
        expect(ourMoves(pos), fen).toEqual(await fsf.legalMoves(fen));
        if (i % 10 === 5) expect(perft(pos, 3), fen).toBe((await fsf.perft(fen, 3)).total);
        plies++;
        pos.make(unwrap(parseIccs(pos, text)));
      }
    }
    expect(plies).toBeGreaterThan(2000);
  });

  it('agrees with move lists sent as UCI moves from the start position', async () => {
    const rng = new Rng(99);
    const pos = game.initial();
    const played: string[] = [];
    for (let ply = 0; ply < 60; ply++) {
      const mine = ourMoves(pos);
      expect(mine).toEqual(await fsf.legalMoves(game.encode(game.initial()), played));
      if (mine.length === 0) break;
      const n = pos.board.generate(moves);
      const m = moves[rng.int(n)]!;
      played.push(formatUci(m));
      pos.make(m);
    }
  });
});
