import type { GoPosition } from './board.js';
import { BLACK, EDGE, EMPTY, WHITE } from './geometry.js';
import { type Sacrifices, sacrifices } from './sacrifice.js';
import { isSelfAtari } from './tactics.js';

/**
 * Stones in seki (move ids, sorted), read statically from the board as it stands (call it on a
 * finished position, with the dead stones removed, as the scorer does):
 *
 * - a **seki point** is an empty point next to stones of both colours where either colour's
 *   stone would be a self-atari that captures nothing (or a suicide): nobody can fill it;
 * - a **seki string** touches a seki point (or shares a liberty with a seki string of its colour),
 *   and every liberty it has is a seki point or a point the opponent cannot play but as a
 *   self-atari (an eye): no approach move is left to either side.
 *
 * "Would be a self-atari" allows for the player first joining its strings through their shared
 * eyes (`selfAtariAfterJoining`): a point is no seki point when a connection gives the approach
 * the liberties it lacks.
 *
 * Both are pruned together until stable: a seki point needs every string next to it in seki.
 * So an eyeless pair sharing two liberties, or two one-eyed groups sharing one, is seki; a
 * capturing race one side wins (an outside liberty to fill, or an eye against none) is not.
 * Under area scoring the seki points are nobody's and the eyes of a seki group its owner's,
 * as the Tromp-Taylor count of the board already has them; seki stones are never dead.
 * A group that dies to a sacrifice (sacrifice.ts: the approach is a self-atari whose capture leaves
 * a dead eye shape) is no seki, nor is its killer.
 */
export function sekiStones(pos: GoPosition, sacrifice: Sacrifices = sacrifices(pos)): number[] {
  const { geo, color, head } = pos;
  const { points, dirs, S } = geo;
  const point = new Uint8Array(S); // 1 = a seki point still standing
  for (let m = 0; m < points.length; m++) {
    const p = points[m]!;
    if (color[p] !== EMPTY) continue;
    let touch = 0;
    for (let k = 0; k < 4; k++) {
      const c = color[p + dirs[k]!]!;
      if (c === BLACK || c === WHITE) touch |= c;
    }
    if (
      touch === (BLACK | WHITE) &&
      selfAtariAfterJoining(pos, p, BLACK) &&
      selfAtariAfterJoining(pos, p, WHITE)
    )
      point[p] = 1;
  }

  // Candidate strings: those next to a seki point, then (transitively) those sharing a liberty
  // with a candidate of their colour, each with its liberties.
  const strings = new Map<number, SekiString>();
  const queue: number[] = [];
  // A group a sacrifice kills is no seki, nor is its killer (sacrifice.ts).
  const { victims, killers } = sacrifice;
  const outOfSeki = new Set([...victims, ...killers]);
  const add = (h: number) => {
    if (strings.has(h)) return;
    if (outOfSeki.has(geo.moveOf[h]!)) return;
    strings.set(h, {
      color: color[h]!,
      stones: pos.stringPoints(h),
      libs: pos.libertyPoints(h),
      alive: true,
    });
    queue.push(h);
  };
  for (let m = 0; m < points.length; m++) {
    const p = points[m]!;
    if (point[p] !== 1) continue;
    for (let k = 0; k < 4; k++) {
      const q = p + dirs[k]!;
      if (color[q] === BLACK || color[q] === WHITE) add(head[q]!);
    }
  }
  while (queue.length > 0) {
    const s = strings.get(queue.pop()!)!;
    for (const l of s.libs) {
      if (point[l] === 1) continue;
      for (let k = 0; k < 4; k++) {
        const q = l + dirs[k]!;
        if (color[q] === s.color) add(head[q]!);
      }
    }
  }

  // Prune to a fixed point: strings with a liberty the opponent can approach, then strings not
  // linked to a standing seki point (directly or through liberties shared with their colour);
  // the seki points next to a pruned string fall with it.
  const prune = (str: SekiString) => {
    str.alive = false;
    for (const l of str.libs) point[l] = 0;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const str of strings.values())
      if (
        str.alive &&
        str.libs.some((l) => point[l] !== 1 && !selfAtariAfterJoining(pos, l, 3 - str.color))
      ) {
        prune(str);
        changed = true;
      }
    const linked = anchored(pos, strings, point);
    for (const [h, str] of strings)
      if (str.alive && !linked.has(h)) {
        prune(str);
        changed = true;
      }
  }

  const out: number[] = [];
  for (const s of strings.values()) if (s.alive) for (const q of s.stones) out.push(geo.moveOf[q]!);
  return out.sort((a, b) => a - b);
}

interface SekiString {
  readonly color: number;
  readonly stones: readonly number[];
  readonly libs: readonly number[];
  alive: boolean;
}

/** Heads of standing strings next to a standing seki point, and those linked to them by a shared liberty. */
function anchored(pos: GoPosition, strings: Map<number, SekiString>, point: Uint8Array): Set<number> {
  const { color, head } = pos;
  const dirs = pos.geo.dirs;
  const linked = new Set<number>();
  const queue: number[] = [];
  for (const [h, str] of strings)
    if (str.alive && str.libs.some((l) => point[l] === 1)) {
      linked.add(h);
      queue.push(h);
    }
  while (queue.length > 0) {
    const str = strings.get(queue.pop()!)!;
    for (const l of str.libs)
      for (let k = 0; k < 4; k++) {
        const q = l + dirs[k]!;
        if (color[q] !== str.color) continue;
        const h = head[q]!;
        if (!linked.has(h) && strings.get(h)?.alive === true) {
          linked.add(h);
          queue.push(h);
        }
      }
  }
  return linked;
}

/**
 * A stone of `c` at the empty point `p` is a self-atari that captures nothing, even after `c`
 * fills, one at a time, the points that join the strings next to `p` to other strings of its own
 * (an empty point whose every neighbour is `c` or the edge, touching a string not yet joined):
 * filling such a point gives up a liberty but brings the other string's liberties. Stops as soon
 * as the joined strings keep two liberties with `p` played. End-of-game reading, not a hot path.
 */
export function selfAtariAfterJoining(pos: GoPosition, p: number, c: number): boolean {
  if (!isSelfAtari(pos, p, c)) return false;
  const { color, head, geo } = pos;
  const dirs = geo.dirs;
  const joined = new Set<number>();
  const filled = new Set<number>([p]);
  for (let k = 0; k < 4; k++) {
    const q = p + dirs[k]!;
    if (color[q] === c) joined.add(head[q]!);
  }
  for (;;) {
    // Liberties of p's stone and the joined strings, the filled points aside.
    const libs = new Set<number>();
    for (let k = 0; k < 4; k++) {
      const q = p + dirs[k]!;
      if (color[q] === EMPTY && !filled.has(q)) libs.add(q);
    }
    for (const h of joined)
      for (const s of pos.stringPoints(h))
        for (let k = 0; k < 4; k++) {
          const q = s + dirs[k]!;
          if (color[q] === EMPTY && !filled.has(q)) libs.add(q);
        }
    if (libs.size >= 2) return false;
    let joins = -1;
    for (const l of libs) if (joinsNewString(pos, l, c, joined)) joins = l;
    if (joins < 0) return true;
    filled.add(joins);
    for (let k = 0; k < 4; k++) {
      const q = joins + dirs[k]!;
      if (color[q] === c) joined.add(head[q]!);
    }
  }
}

/** `l` is empty, has only `c` stones or the edge around it, and touches a `c` string not in `joined`. */
function joinsNewString(pos: GoPosition, l: number, c: number, joined: ReadonlySet<number>): boolean {
  const { color, head } = pos;
  const dirs = pos.geo.dirs;
  let fresh = false;
  for (let k = 0; k < 4; k++) {
    const q = l + dirs[k]!;
    const cq = color[q]!;
    if (cq === c) {
      if (!joined.has(head[q]!)) fresh = true;
    } else if (cq !== EDGE) return false;
  }
  return fresh;
}
