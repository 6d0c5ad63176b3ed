import type { Game, Position } from '../game.js';
import { Rng } from '../rng.js';

/** One property the conformance suite checks, run by `runCheck` to a list of failures (empty = pass). */
export type CheckName =
  | 'random-games-end'
  | 'unmake-restores'
  | 'hash-matches-decode'
  | 'clones-independent'
  | 'move-text-round-trip'
  | 'is-legal-agrees';

export interface ConformanceOptions {
  /** Random games to play for the game-walking checks. */
  readonly games?: number;
  readonly seed?: number;
  /** Extra start positions (the game's own text) besides `initial()`. */
  readonly positions?: readonly string[];
  /**
   * Per searcher id: options and the node limit of its seeded searches (default 2000). Every searcher
   * that claims the game is checked; this only tunes how.
   */
  readonly searchers?: Readonly<
    Record<string, { readonly options?: Record<string, string | number | boolean>; readonly nodes?: number }>
  >;
  /** Start positions for the searcher checks (default: the first of `starts`, plus up to two more). */
  readonly searchStarts?: number;
  /** Cap on plies walked per game by the expensive per-move checks (all plies still count for game length). */
  readonly deepCheckPlies?: number;
}

export const MAX_FAILURES = 5;

export function starts<P extends Position>(game: Game<P>, opts: ConformanceOptions): P[] {
  const out = [game.initial()];
  for (const text of opts.positions ?? []) {
    const r = game.decode(text);
    if (!r.ok) throw new Error(`conformance: start position "${text}" does not decode: ${r.error.message}`);
    out.push(r.value);
  }
  return out;
}

/** Plays seeded random games, calling `visit` before each move with the position and the legal moves. */
export function walk<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions,
  visit: (pos: P, moves: Int32Array, n: number, gameIndex: number, rng: Rng) => void,
): string[] {
  const failures: string[] = [];
  const moves = new Int32Array(game.info.maxMoves);
  const rng = new Rng(opts.seed ?? 12345);
  const games = opts.games ?? 20;
  const list = starts(game, opts);
  for (let g = 0; g < games; g++) {
    const pos = list[g % list.length]!.clone();
    for (let ply = 0; ; ply++) {
      const n = pos.generate(moves);
      if (pos.outcome().kind !== 'ongoing') {
        if (n !== 0)
          failures.push(`game ${g}: terminal position "${game.encode(pos)}" still generates ${n} moves`);
        break;
      }
      if (n === 0) {
        failures.push(`game ${g}: ongoing position "${game.encode(pos)}" has no legal move`);
        break;
      }
      if (ply >= game.info.maxPlies) {
        failures.push(`game ${g}: still ongoing after maxPlies=${game.info.maxPlies}`);
        break;
      }
      if (opts.deepCheckPlies === undefined || ply < opts.deepCheckPlies) visit(pos, moves, n, g, rng);
      pos.make(moves[rng.int(n)]!);
      if (failures.length >= MAX_FAILURES) return failures;
    }
  }
  return failures;
}

export const hashText = (p: Position) => `${p.hashHi.toString(16)}:${p.hashLo.toString(16)}`;

export function checkRandomGamesEnd<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  return walk(game, opts, () => {});
}

export function checkUnmakeRestores<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  const failures: string[] = [];
  walk(game, opts, (pos, moves, n) => {
    const text = game.encode(pos);
    const hash = hashText(pos);
    const toMove = pos.toMove;
    const ply = pos.ply;
    for (let i = 0; i < n && failures.length < MAX_FAILURES; i++) {
      const m = moves[i]!;
      pos.make(m);
      if (pos.ply !== ply + 1) failures.push(`make(${game.moveToString(pos, m)}) did not advance ply`);
      pos.unmake();
      const name = game.moveToString(pos, m);
      if (game.encode(pos) !== text)
        failures.push(`after make/unmake ${name} from "${text}" encoding is "${game.encode(pos)}"`);
      if (hashText(pos) !== hash)
        failures.push(`after make/unmake ${name} from "${text}" hash ${hashText(pos)} != ${hash}`);
      if (pos.toMove !== toMove || pos.ply !== ply)
        failures.push(`after make/unmake ${name} from "${text}" side/ply changed`);
    }
  });
  return failures.slice(0, MAX_FAILURES);
}

export function checkHashMatchesDecode<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  const failures: string[] = [];
  walk(game, opts, (pos) => {
    const text = game.encode(pos);
    const decoded = game.decode(text);
    if (!decoded.ok) failures.push(`encode gave "${text}", which does not decode: ${decoded.error.message}`);
    else {
      if (hashText(decoded.value) !== hashText(pos))
        failures.push(
          `incremental hash ${hashText(pos)} != hash of decoded "${text}" ${hashText(decoded.value)}`,
        );
      if (game.encode(decoded.value) !== text)
        failures.push(`decode/encode of "${text}" gives "${game.encode(decoded.value)}"`);
      if (decoded.value.toMove !== pos.toMove)
        failures.push(`decode of "${text}" has the wrong side to move`);
    }
  });
  return failures.slice(0, MAX_FAILURES);
}

export function checkClonesIndependent<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  const failures: string[] = [];
  walk(game, opts, (pos, moves, n, _g, rng) => {
    const text = game.encode(pos);
    const hash = hashText(pos);
    const copy = pos.clone();
    const m = moves[rng.int(n)]!;
    copy.make(m);
    if (game.encode(pos) !== text || hashText(pos) !== hash)
      failures.push(`a move on a clone changed the original "${text}"`);
    pos.make(m);
    if (game.encode(copy) !== game.encode(pos) || hashText(copy) !== hashText(pos))
      failures.push(`clone and original differ after the same move from "${text}"`);
    pos.unmake();
    if (game.encode(copy) === text)
      failures.push(`unmake on the original undid the clone's move from "${text}"`);
    const target = game.initial();
    target.copyFrom(pos);
    if (game.encode(target) !== text || hashText(target) !== hash)
      failures.push(`copyFrom did not copy "${text}"`);
    target.make(m);
    target.unmake();
    if (game.encode(target) !== text) failures.push(`make/unmake after copyFrom does not restore "${text}"`);
    if (game.encode(pos) !== text) failures.push(`moves on a copyFrom target changed the source "${text}"`);
  });
  return failures.slice(0, MAX_FAILURES);
}

export function checkMoveTextRoundTrip<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  const failures: string[] = [];
  walk(game, opts, (pos, moves, n) => {
    for (let i = 0; i < n && failures.length < MAX_FAILURES; i++) {
      const m = moves[i]!;
      const text = game.moveToString(pos, m);
      const back = game.parseMove(pos, text);
      if (!back.ok)
        failures.push(`parseMove("${text}") failed in "${game.encode(pos)}": ${back.error.message}`);
      else if (back.value !== m)
        failures.push(`parseMove("${text}") gave ${back.value}, expected ${m} in "${game.encode(pos)}"`);
    }
  });
  return failures.slice(0, MAX_FAILURES);
}

export function checkIsLegalAgrees<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): string[] {
  const failures: string[] = [];
  walk(game, opts, (pos, moves, n, _g, rng) => {
    const legal = new Set(moves.subarray(0, n));
    for (const m of legal)
      if (!pos.isLegal(m))
        failures.push(`isLegal(${m}) is false for a generated move in "${game.encode(pos)}"`);
    for (let k = 0; k < 16; k++) {
      const m = rng.int(game.info.moveIdLimit);
      if (!legal.has(m) && pos.isLegal(m))
        failures.push(`isLegal(${m}) is true for a move not generated in "${game.encode(pos)}"`);
      if (legal.has(m)) continue;
    }
    for (let i = 0; i < n; i++)
      if (moves[i]! < 0 || moves[i]! >= game.info.moveIdLimit)
        failures.push(`move id ${moves[i]} outside [0, moveIdLimit)`);
  });
  return failures.slice(0, MAX_FAILURES);
}

export const CHECKS: Record<
  CheckName,
  <P extends Position>(game: Game<P>, opts?: ConformanceOptions) => string[]
> = {
  'random-games-end': checkRandomGamesEnd,
  'unmake-restores': checkUnmakeRestores,
  'hash-matches-decode': checkHashMatchesDecode,
  'clones-independent': checkClonesIndependent,
  'move-text-round-trip': checkMoveTextRoundTrip,
  'is-legal-agrees': checkIsLegalAgrees,
};

/** Runs every check and returns the failures by check (empty arrays mean the game conforms). */
export function checkConformance<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): Record<CheckName, string[]> {
  const out = {} as Record<CheckName, string[]>;
  for (const [name, check] of Object.entries(CHECKS) as [CheckName, (typeof CHECKS)[CheckName]][])
    out[name] = check(game, opts);
  return out;
}
