import type { Game, Position } from '../game.js';
import { type Capability, capabilitiesOf } from '../plugin/capabilities.js';
import { Rng } from '../rng.js';
import { type ConformanceOptions, hashText, MAX_FAILURES, walk } from './checks.js';

/**
 * One check per optional capability: it runs only when the game has the capability, and a check that
 * visited no position fails (it would otherwise pass without checking anything).
 */
type CapabilityCheck = <P extends Position>(game: Game<P>, opts: ConformanceOptions) => string[];

/** Walks random games and calls `visit` on each position; fails when nothing was visited. */
function visiting<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions,
  what: string,
  visit: (pos: P, moves: Int32Array, n: number, rng: Rng) => string | null,
): string[] {
  const failures: string[] = [];
  let visited = 0;
  walk(game, opts, (pos, moves, n, _g, rng) => {
    if (failures.length >= MAX_FAILURES) return;
    const before = game.encode(pos);
    const hash = hashText(pos);
    const problem = visit(pos, moves, n, rng);
    visited++;
    if (problem !== null) failures.push(`${problem} in "${before}"`);
    else if (game.encode(pos) !== before || hashText(pos) !== hash)
      failures.push(`${what} changed the position "${before}"`);
  });
  if (visited === 0) failures.push(`${what}: no position was visited, so nothing was checked`);
  return failures.slice(0, MAX_FAILURES);
}

const legalSet = (moves: Int32Array, n: number) => new Set(moves.subarray(0, n));

const candidates: CapabilityCheck = (game, opts) => {
  const out = new Int32Array(game.info.maxMoves);
  return visiting(game, opts, 'candidates', (pos, moves, n) => {
    const k = game.candidates!(pos, out);
    if (k <= 0) return `candidates returned ${k} moves while the game is ongoing`;
    if (k > n) return `candidates returned ${k} moves, more than the ${n} legal ones`;
    const legal = legalSet(moves, n);
    const seen = new Set<number>();
    for (let i = 0; i < k; i++) {
      const m = out[i]!;
      if (!legal.has(m)) return `candidate ${m} is not a legal move`;
      if (seen.has(m)) return `candidate ${game.moveToString(pos, m)} listed twice`;
      seen.add(m);
    }
    return null;
  });
};

const tacticalMoves: CapabilityCheck = (game, opts) => {
  const out = new Int32Array(game.info.maxMoves);
  return visiting(game, opts, 'tacticalMoves', (pos, moves, n) => {
    const k = game.tacticalMoves!(pos, out);
    if (k < 0 || k > n) return `tacticalMoves returned ${k} moves of ${n} legal ones`;
    const legal = legalSet(moves, n);
    for (let i = 0; i < k; i++) if (!legal.has(out[i]!)) return `tactical move ${out[i]} is not legal`;
    return null;
  });
};

/** tacticalAmong gives exactly tacticalMoves' list, from the generated moves. */
const tacticalAmong: CapabilityCheck = (game, opts) => {
  const want = new Int32Array(game.info.maxMoves);
  const got = new Int32Array(game.info.maxMoves);
  return visiting(game, opts, 'tacticalAmong', (pos, moves, n) => {
    const a = game.tacticalMoves!(pos, want);
    const b = game.tacticalAmong!(pos, moves, n, got);
    const same = a === b && want.subarray(0, a).every((m, i) => m === got[i]);
    return same ? null : `tacticalAmong gave ${b} moves, tacticalMoves ${a} (or another order)`;
  });
};

/** isTactical is membership in tacticalMoves, for every legal move. */
const isTactical: CapabilityCheck = (game, opts) => {
  const out = new Int32Array(game.info.maxMoves);
  return visiting(game, opts, 'isTactical', (pos, moves, n) => {
    const set = legalSet(out, game.tacticalMoves!(pos, out));
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      if (game.isTactical!(pos, m) !== set.has(m))
        return `isTactical(${game.moveToString(pos, m)}) is ${!set.has(m)}, tacticalMoves says ${set.has(m)}`;
    }
    return null;
  });
};

const evaluate: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'evaluate', (pos) => {
    const a = game.evaluate!(pos);
    const b = game.evaluate!(pos);
    if (!Number.isFinite(a)) return `evaluate returned ${a}`;
    if (a !== b) return `evaluate is not deterministic (${a} then ${b})`;
    return null;
  });

const extension: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'extension', (pos, moves, n, rng) => {
    const m = moves[rng.int(n)]!;
    const name = game.moveToString(pos, m);
    pos.make(m);
    const e = game.extension!(pos);
    pos.unmake();
    return Number.isInteger(e) && e >= 0 && e <= 4 ? null : `extension after ${name} is ${e} (want 0–4)`;
  });

const nullMoveAllowed: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'nullMoveAllowed', (pos) => {
    const v = game.nullMoveAllowed!(pos);
    return typeof v === 'boolean' ? null : `nullMoveAllowed returned ${String(v)}`;
  });

const inCheck: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'inCheck', (pos) => {
    const v = pos.inCheck!();
    return typeof v === 'boolean' ? null : `inCheck returned ${String(v)}`;
  });

/** givesCheck agrees with playing the move and asking inCheck, for every legal move. */
const givesCheck: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'givesCheck', (pos, moves, n) => {
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const said = pos.givesCheck!(m);
      pos.make(m);
      const seen = pos.inCheck!();
      pos.unmake();
      if (said !== seen)
        return `givesCheck(${game.moveToString(pos, m)}) is ${said}, playing it gives ${seen}`;
    }
    return null;
  });

const nullMove: CapabilityCheck = (game, opts) =>
  visiting(game, opts, 'makeNull/unmakeNull', (pos) => {
    if (pos.inCheck?.() === true || game.nullMoveAllowed?.(pos) === false) return null;
    const hash = hashText(pos);
    const side = pos.toMove;
    pos.makeNull!();
    const changed = pos.toMove !== side && hashText(pos) !== hash;
    pos.unmakeNull!();
    if (!changed) return 'makeNull did not pass the turn (side to move and hash unchanged)';
    if (hashText(pos) !== hash || pos.toMove !== side) return 'unmakeNull did not restore the hash';
    return null;
  });

/** Terminal positions met in random games: a position-only outcome must be what the position says. */
const pathDependent: CapabilityCheck = (game, opts) => {
  const failures: string[] = [];
  const moves = new Int32Array(game.info.maxMoves);
  const rng = new Rng((opts.seed ?? 12345) ^ 0x5a5a);
  let terminals = 0;
  const games = Math.max(4, opts.games ?? 20);
  for (let g = 0; g < games && failures.length < MAX_FAILURES; g++) {
    const pos = game.initial();
    for (let ply = 0; ply <= game.info.maxPlies; ply++) {
      const outcome = pos.outcome();
      if (outcome.kind !== 'ongoing') {
        terminals++;
        const path = game.pathDependent!(pos, outcome);
        if (typeof path !== 'boolean') failures.push(`pathDependent returned ${String(path)}`);
        else if (!path) {
          const again = game.decode(game.encode(pos));
          const alone = again.ok ? again.value.outcome() : null;
          if (alone === null || alone.kind !== outcome.kind || alone.reason !== outcome.reason)
            failures.push(
              `outcome "${outcome.kind}: ${'reason' in outcome ? outcome.reason : ''}" is called position-only, ` +
                `but the position "${game.encode(pos)}" alone gives ${alone ? alone.kind : 'no position'}`,
            );
        }
        break;
      }
      const n = pos.generate(moves);
      if (n === 0) break;
      pos.make(moves[rng.int(n)]!);
    }
  }
  if (terminals === 0) failures.push('pathDependent: no random game ended, so nothing was checked');
  return failures;
};

/** A playout's recorded moves replay legally from its start and reach the outcome it reached. */
const playout: CapabilityCheck = (game, opts) => {
  const played = new Int32Array(game.info.maxPlies + 64);
  return visiting(game, opts, 'playout', (pos, _moves, _n, rng) => {
    const scratch = pos.clone();
    const count = game.playout!(scratch, new Rng(rng.int(1 << 30)), played);
    if (count < 0 || count > played.length) return `playout reported ${count} moves`;
    const replay = pos.clone();
    for (let i = 0; i < count; i++) {
      const m = played[i]!;
      // Playouts may ignore rules that depend on history (Go's superko), as fast policies do:
      // a move counts as legal when the position alone, decoded afresh, allows it.
      if (!replay.isLegal(m)) {
        const alone = game.decode(game.encode(replay));
        if (!alone.ok || !alone.value.isLegal(m))
          return `playout move ${i + 1} (${m}) is illegal in "${game.encode(replay)}"`;
      }
      replay.make(m);
    }
    // A playout may skip bookkeeping a search needs (hash, history), but not the rules: the board and
    // the result must be what the recorded moves give.
    const end = scratch.outcome();
    const replayed = replay.outcome();
    if (game.encode(replay) !== game.encode(scratch))
      return `replaying the playout's ${count} moves gives "${game.encode(replay)}", the playout ended in "${game.encode(scratch)}"`;
    if (
      replayed.kind !== end.kind ||
      (end.kind === 'win' && replayed.kind === 'win' && end.winner !== replayed.winner)
    )
      return `the playout ended ${end.kind}, replaying its moves gives ${replayed.kind}`;
    return null;
  });
};

const priors: CapabilityCheck = (game, opts) => {
  const value = new Float32Array(game.info.maxMoves);
  const weight = new Float32Array(game.info.maxMoves);
  return visiting(game, opts, 'priors', (pos, moves, n) => {
    value.fill(Number.NaN);
    weight.fill(Number.NaN);
    game.priors!(pos, moves, n, value, weight);
    for (let i = 0; i < n; i++) {
      const v = value[i]!;
      const w = weight[i]!;
      if (!(v >= 0 && v <= 1))
        return `prior value ${v} of ${game.moveToString(pos, moves[i]!)} is outside [0,1]`;
      if (!(w >= 0 && Number.isFinite(w))) return `prior weight ${w} is not a finite non-negative number`;
    }
    return null;
  });
};

/** The game's fast perft agrees with counting through make/unmake. */
const perft: CapabilityCheck = (game, opts) => {
  const buffers = [0, 1, 2].map(() => new Int32Array(game.info.maxMoves));
  const slow = (pos: Position, d: number): number => {
    const moves = buffers[d - 1]!;
    const n = pos.generate(moves);
    if (d === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      pos.make(moves[i]!);
      total += slow(pos, d - 1);
      pos.unmake();
    }
    return total;
  };
  const few = { ...opts, games: Math.min(opts.games ?? 20, 3), deepCheckPlies: 12 };
  return visiting(game, few, 'perft', (walked) => {
    // Perft counts the moves of the position itself: decoded fresh, without the walk's history (a
    // repetition can end the game in the walk, and perft by convention ignores history).
    const fresh = game.decode(game.encode(walked));
    if (!fresh.ok) return `its own encoding does not decode: ${fresh.error.message}`;
    const pos = fresh.value;
    for (const d of [1, 2]) {
      const fast = game.perft!(pos, d);
      const want = slow(pos, d);
      if (fast !== want) return `perft(${d}) is ${fast}, counting by make/unmake gives ${want}`;
    }
    return null;
  });
};

export const CAPABILITY_CHECKS: Record<Capability, CapabilityCheck> = {
  evaluate,
  tacticalMoves,
  tacticalAmong,
  isTactical,
  candidates,
  extension,
  pathDependent,
  nullMoveAllowed,
  playout,
  priors,
  perft,
  inCheck,
  givesCheck,
  nullMove,
};

/** Runs the check of every capability the game has; the keys are exactly its capabilities. */
export function checkCapabilities<P extends Position>(
  game: Game<P>,
  opts: ConformanceOptions = {},
): Partial<Record<Capability, string[]>> {
  const caps = capabilitiesOf(game);
  const out: Partial<Record<Capability, string[]>> = {};
  for (const name of Object.keys(CAPABILITY_CHECKS) as Capability[])
    if (caps[name]) out[name] = CAPABILITY_CHECKS[name](game, opts);
  return out;
}
