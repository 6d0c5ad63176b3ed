import { GoPosition } from './board.js';
import { EMPTY } from './geometry.js';

/**
 * Ladder reading: a string with two liberties is chased by ataris on either liberty; the defender
 * escapes by capturing a chasing stone in atari or by extending to three liberties. Read with
 * make/unmake on a scratch copy of the board (no allocation after the first call per size).
 * Capped by `LADDER_NODES` moves per question: a read that runs out counts as an escape, so the
 * knowledge only ever forbids escapes it has read out.
 */
const LADDER_NODES = 400;

let scratch: GoPosition | null = null;
let budget = 0;

function scratchFor(pos: GoPosition): GoPosition {
  if (scratch === null || scratch.geo !== pos.geo || scratch.rules.maxPlies < 2 * LADDER_NODES)
    scratch = new GoPosition(pos.geo, {
      ...pos.rules,
      maxPlies: Math.max(pos.rules.maxPlies, 2 * LADDER_NODES),
    });
  return scratch;
}

/**
 * After the side to move plays the empty point `p` (legal), its string there has two liberties
 * and the opponent captures it in a ladder. False when it has another count of liberties.
 */
export function escapeIsLaddered(pos: GoPosition, p: number): boolean {
  const sc = scratchFor(pos);
  sc.copyBoardFrom(pos);
  sc.make(sc.geo.moveOf[p]!);
  if (sc.color[p] === EMPTY || sc.liberties(p, 3) !== 2) return false;
  budget = LADDER_NODES;
  return attackerCaptures(sc, p);
}

/**
 * The side to move ataris the opponent's string at `s` by playing the empty point `p` (legal),
 * and a ladder then captures it: the question behind the ladder-attack prior.
 */
export function atariLadders(pos: GoPosition, p: number, s: number): boolean {
  const sc = scratchFor(pos);
  sc.copyBoardFrom(pos);
  sc.make(sc.geo.moveOf[p]!);
  if (sc.color[s] === EMPTY || sc.liberties(s, 2) !== 1) return false;
  budget = LADDER_NODES;
  return !defenderEscapes(sc, s);
}

/** The attacker (side to move) captures the string at `s`, which has exactly two liberties. */
function attackerCaptures(sc: GoPosition, s: number): boolean {
  const { color, next, head } = sc;
  const { dirs, moveOf } = sc.geo;
  let l1 = 0;
  let l2 = 0;
  const h = head[s]!;
  let q = h;
  do {
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      if (color[r] === EMPTY && r !== l1 && r !== l2) {
        if (l1 === 0) l1 = r;
        else l2 = r;
      }
    }
    q = next[q]!;
  } while (q !== h && l2 === 0);
  const a = sc.side;
  for (let i = 0; i < 2; i++) {
    const L = i === 0 ? l1 : l2;
    if (L === 0 || L === sc.ko || sc.isSuicide(L, a)) continue;
    sc.make(moveOf[L]!);
    const escapes = defenderEscapes(sc, s);
    sc.unmake();
    if (!escapes) return true;
  }
  return false;
}

/** The defender (side to move), whose string at `s` the attacker just played on, gets away. */
function defenderEscapes(sc: GoPosition, s: number): boolean {
  if (--budget <= 0) return true;
  const libs = sc.liberties(s, 2);
  if (libs >= 2) return true;
  const { color, next, head } = sc;
  const { dirs, moveOf } = sc.geo;
  const d = sc.side;
  const a = 3 - d;
  // A chasing stone in atari next to the string: capturing it breaks the ladder.
  const h = head[s]!;
  let q = h;
  do {
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      if (color[r] === a && sc.inAtari(r)) return true;
    }
    q = next[q]!;
  } while (q !== h);
  const lib = sc.atariLiberty(s);
  if (lib === sc.ko || sc.isSuicide(lib, d)) return false;
  sc.make(moveOf[lib]!);
  const n = sc.liberties(s, 3);
  const escapes = n >= 3 ? true : n <= 1 ? false : !attackerCaptures(sc, s);
  sc.unmake();
  return escapes;
}
