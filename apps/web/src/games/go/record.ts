import { err, type Game, ok, type QiError, type Result } from '@qi/core-search';
import { type GoPosition, go, loadSgf, parseSgfPoint, type SgfNode, writeSgf } from '@qi/game-go';
import type { GameRecord } from '../types.js';

/** The B/W move of an SGF node as a move id, or null when the node has none. */
function nodeMove(node: SgfNode, size: number): number | null {
  const v = node.props.B?.[0] ?? node.props.W?.[0];
  return v === undefined ? null : parseSgfPoint(size, v);
}

/** Every line that leaves the main line (first child at each branch), as whole lines from the root. */
function variations(root: SgfNode, size: number): number[][] {
  const out: number[][] = [];
  const main: number[] = [];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    const m = nodeMove(node, size);
    if (m !== null) main.push(m);
    for (const alt of node.children.slice(1)) {
      const line = [...main];
      for (let n: SgfNode | undefined = alt; n; n = n.children[0]) {
        const v = nodeMove(n, size);
        if (v !== null) line.push(v);
      }
      out.push(line);
    }
  }
  return out;
}

/** True when every move of `line` is legal from `start`. */
function legalLine(start: GoPosition, line: readonly number[]): boolean {
  const pos = start.clone();
  for (const m of line) {
    if (m < 0 || !pos.isLegal(m)) return false;
    pos.make(m);
  }
  return true;
}

/**
 * An SGF game (Sabaki, OGS, KGS…) as a record: the board size and komi from the file (this game's
 * superko, suicide and playout options kept), the root's set-up stones as the start, the main line as
 * moves and the other branches as variations.
 */
export function importSgf(
  game: Game<GoPosition>,
  text: string,
): Result<GameRecord<GoPosition>, QiError> | null {
  if (!text.trimStart().startsWith('(')) return null;
  const { superko, suicide, playoutPolicy } = game.params;
  const keep = { superko, suicide, playoutPolicy } as Parameters<typeof loadSgf>[1];
  const r = loadSgf(text, keep);
  if (!r.ok) return r;
  const { size, komi } = r.value.rules;
  const g = go.create({ ...game.params, size, komi });
  if (!g.ok) return g;
  const root = r.value.trees[0];
  if (!root) return err('sgf-syntax', 'no game tree');
  // The start: the root's set-up stones (handicap, a problem) without its own move, if any.
  const { B: _b, W: _w, ...setupProps } = root.props;
  const hasSetup = ['AB', 'AW', 'AE', 'PL'].some((k) => k in setupProps);
  let start: string | null = null;
  if (hasSetup) {
    const decoded = g.value.decode(writeSgf({ props: setupProps, children: [] }));
    if (!decoded.ok) return decoded;
    start = g.value.encode(decoded.value);
  }
  const startPos = start === null ? ok(g.value.initial()) : g.value.decode(start);
  if (!startPos.ok) return startPos;
  const from = startPos.value;
  const moves = r.value.moves.map((m) => m.move);
  if (!legalLine(from, moves))
    return err(
      'sgf-illegal',
      'the main line has a move out of turn or after set-up edits, which the app cannot replay',
    );
  return ok({
    game: g.value as Game<GoPosition>,
    start,
    moves,
    variations: variations(root, size).filter((v) => legalLine(from, v)),
  });
}
