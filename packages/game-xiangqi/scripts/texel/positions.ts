// Candidate training positions: every master-game position from ply 8 on, not in check, not over,
// deduplicated (board and side to move), in a seeded shuffle so a sample replays.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '@qi/core-search';
import { parseGameRecords } from '../../src/book/records.js';
import { xiangqi } from '../../src/index.js';

/** Mulberry32: the sample is the same on every run with the same seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The distinct master-game positions (FEN) of the `.pgn` files in `dir`, shuffled by `seed`. */
export function masterPositions(dir: string, seed: number): string[] {
  const game = unwrap(xiangqi.create());
  const seen = new Set<string>();
  const out: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.pgn'))
    .sort()) {
    for (const record of unwrap(parseGameRecords(readFileSync(join(dir, file), 'utf8')))) {
      const pos = game.initial();
      for (let ply = 0; ply < record.moves.length; ply++) {
        const m = game.parseMove(pos, record.moves[ply]!);
        if (!m.ok) break;
        pos.make(m.value);
        if (ply < 8 || pos.inCheck() || pos.outcome().kind !== 'ongoing') continue;
        const fen = game.encode(pos);
        const key = fen.split(' ').slice(0, 2).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(fen);
      }
    }
  }
  const random = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
