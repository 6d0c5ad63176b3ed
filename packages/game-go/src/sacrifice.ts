import type { GoPosition } from './board.js';
import { BLACK, EMPTY, WHITE } from './geometry.js';

/**
 * Groups that look like seki but die to a sacrifice, read statically from a finished board. The
 * shape: a string S of one colour enclosed by one string Y of the other, the two sharing exactly
 * two liberties and Y having no other liberty (no eye). The owner of S plays one shared liberty (a
 * self-atari), Y must capture at the other, and the points Y gets back, S plus the stone just
 * played, form one eye that the owner of S kills by playing its vital point: any 2 or 3 points,
 * or a 2×2 square or a T of 4. (Bigger dead shapes, and the bent four in the corner that ends in a
 * ko, are not read.) S is then alive and Y dead, where the static seki rule (seki.ts) would call
 * both alive. Seen in games against GNU Go: a lone stone and a two-stone string inside a
 * one-string group with two liberties.
 *
 * `victims` and `killers` are the move ids of their stones, sorted.
 */
export interface Sacrifices {
  readonly victims: number[];
  readonly killers: number[];
}

export function sacrifices(pos: GoPosition): Sacrifices {
  const { geo, color, head } = pos;
  const { points } = geo;
  const victims = new Set<number>();
  const killers: number[] = [];
  const seenHeads = new Set<number>();
  for (let m = 0; m < points.length; m++) {
    const p = points[m]!;
    const c = color[p]!;
    if ((c !== BLACK && c !== WHITE) || seenHeads.has(head[p]!)) continue;
    seenHeads.add(head[p]!);
    const victim = enclosingVictim(pos, p);
    if (victim < 0) continue;
    for (const q of pos.stringPoints(p)) killers.push(geo.moveOf[q]!);
    for (const q of pos.stringPoints(victim)) victims.add(geo.moveOf[q]!);
  }
  return { victims: [...victims].sort((a, b) => a - b), killers: killers.sort((a, b) => a - b) };
}

/** The head of the string that the string at `s` kills by a sacrifice, or -1. */
function enclosingVictim(pos: GoPosition, s: number): number {
  const { color, head, geo } = pos;
  const { dirs } = geo;
  const c = color[s]!;
  const o = 3 - c;
  const stones = pos.stringPoints(s);
  const libs = pos.libertyPoints(s);
  if (libs.length !== 2) return -1;
  // S's other neighbours, and those of each shared liberty, are the one enclosing string (or the
  // edge); a shared liberty touches no other empty point and no other string of S's colour, and
  // touches the enclosing string, whose liberties are exactly the two.
  let enclosing = -1;
  const libTouches = [false, false];
  for (const q of [...stones, ...libs]) {
    const lib = libs.indexOf(q);
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      const cr = color[r]!;
      if (cr === o) {
        if (enclosing < 0) enclosing = head[r]!;
        else if (head[r] !== enclosing) return -1;
        if (lib >= 0) libTouches[lib] = true;
      } else if (lib >= 0 && (cr === EMPTY || (cr === c && head[r] !== head[s]))) return -1;
    }
  }
  if (enclosing < 0 || !libTouches[0] || !libTouches[1] || pos.liberties(enclosing, 3) !== 2) return -1;
  // Either sacrifice: the eye space left is S plus the liberty played.
  for (const l of libs) if (killableEye([...stones, l], geo.dirs)) return enclosing;
  return -1;
}

/** One eye its owner cannot split when the opponent moves first: 2–3 points, a square or a T of 4. */
function killableEye(region: readonly number[], dirs: ArrayLike<number>): boolean {
  const n = region.length;
  if (n <= 3) return true;
  if (n !== 4) return false;
  // Neighbour counts inside the region: a T has one point touching the other three; a 2×2 square
  // has every point touching two (and no straight or bent line of 4 does: their ends touch one).
  const degrees = region.map((p) => {
    let d = 0;
    for (let k = 0; k < 4; k++) if (region.includes(p + dirs[k]!)) d++;
    return d;
  });
  return degrees.includes(3) || degrees.every((d) => d === 2);
}
