import { type Game, NO_MOVE, type Position } from '@qi/core-search';
import type { MoveChoice, MoveRequest, Player } from '../player.js';
import { boardSize, type EnginePlayerOptions, engineLimits, forfeit, moveTimeout } from './common.js';
import { gridStones } from './grid.js';
import { EngineError, EngineProcess } from './process.js';
import type { EngineSpec } from './spec.js';
import { startPosition } from './start.js';

/** Gomocup `INFO rule` bitmask for a rule name: 1 exactly five, 4 renju, 0 freestyle. */
export function gomocupRule(rule: unknown): number {
  return rule === 'standard' ? 1 : rule === 'renju' ? 4 : 0;
}

/**
 * A Gomoku engine speaking the Gomocup (Piskvork) protocol as a player: `START size` → `OK`,
 * `INFO timeout_turn`/`rule`, and for every move the whole board with `BOARD` … `DONE` (so
 * openings and any history need no state), answered with `x,y` (0-based, x = column from the left,
 * y = row from the top, as move ids count them: `y·size + x`). `MESSAGE`/`DEBUG` lines are skipped.
 */
export function gomocupPlayer<P extends Position>(
  spec: EngineSpec,
  opts: EnginePlayerOptions<P> = {},
): Player<P> {
  let proc: EngineProcess | null = null;
  let failure: unknown = null;
  const setupTimeout = opts.setupTimeoutMs ?? 10_000;
  const limits = engineLimits(spec, opts.limits);
  const answer = (l: string) => !/^(MESSAGE|DEBUG|UNKNOWN)\b/.test(l) && l.trim() !== '';

  return {
    name: spec.name,
    async newGame(game: Game<P>) {
      failure = null;
      try {
        if (!proc?.alive) proc = new EngineProcess(spec.argv, spec.name);
        const p = proc;
        const size = boardSize(game as Game<Position>);
        p.send(`START ${size}`);
        const ok = await p.readUntil(answer, setupTimeout);
        if (!ok.startsWith('OK')) throw new EngineError(`START ${size} answered "${ok}"`, p.stderr);
        p.send(`INFO rule ${gomocupRule(game.params.rule)}`);
        if (limits.movetime !== undefined) p.send(`INFO timeout_turn ${limits.movetime}`);
      } catch (e) {
        failure = e;
      }
    },
    async chooseMove(req: MoveRequest<P>): Promise<MoveChoice> {
      if (failure) return forfeit(failure);
      const p = proc!;
      const t0 = performance.now();
      try {
        const size = boardSize(req.game as Game<Position>);
        const stones = gridStones(req.start, size);
        if (stones === null) throw new EngineError(`cannot read the start position "${req.start}"`);
        const lines = stones.map((s) => `${s.x},${s.y},${s.side === req.side ? 1 : 2}`);
        const replay = startPosition(req);
        for (const m of req.history) {
          lines.push(`${m % size},${Math.floor(m / size)},${replay.toMove === req.side ? 1 : 2}`);
          replay.make(m);
        }
        p.send('BOARD');
        for (const l of lines) p.send(l);
        p.send('DONE');
        const reply = (
          await p.readUntil(answer, moveTimeout(spec, limits.movetime), undefined, req.signal)
        ).trim();
        const timeMs = performance.now() - t0;
        const m = /^(\d+)\s*,\s*(\d+)$/.exec(reply);
        if (!m) return { move: NO_MOVE, reason: `unreadable answer "${reply}"`, timeMs };
        const x = Number(m[1]);
        const y = Number(m[2]);
        const move = y * size + x;
        if (x >= size || y >= size || !req.position.isLegal(move))
          return { move: NO_MOVE, reason: `illegal move ${x},${y}`, timeMs };
        return { move, timeMs };
      } catch (e) {
        // Gomocup answers carry no ids: a late answer would be taken for the next one, so restart.
        if (e instanceof EngineError && e.message.startsWith('no answer')) p.kill();
        return forfeit(e);
      }
    },
    async close() {
      await proc?.close('END');
      proc = null;
    },
  };
}
