import type { Game, Position, Registry, SearchLimits } from '@qi/core-search';
import { describeError } from '@qi/core-search';
import { type Opening, openingPosition } from '../openings.js';
import { type GameRecord, playGame } from '../play.js';
import type { Player } from '../player.js';
import type { GameTask } from '../schedule.js';
import { type EngineHooks, resolvePlayer } from './resolve.js';
import { isEngineSpec } from './spec.js';

/** Everything needed to play one scheduled game; plain data, so it can be posted to a worker. */
export interface TaskPayload {
  readonly game: string;
  /** Specs of the task's players `a` and `b`. */
  readonly a: string;
  readonly b: string;
  readonly limits: Pick<SearchLimits, 'timeMs' | 'nodes' | 'depth'>;
  readonly task: GameTask;
  readonly opening: Opening | null;
  readonly maxPlies?: number;
}

export interface TaskRunner {
  run(payload: TaskPayload, signal?: AbortSignal): Promise<GameRecord>;
  /** Closes the players it keeps (engine processes). */
  close(): Promise<void>;
}

export interface TaskRunnerOptions extends EngineHooks {
  /** Keep engine processes running between games (in-process runs); workers start one per game. */
  readonly keepEngines?: boolean;
}

/**
 * Plays scheduled games from their specs, keeping each game instance and searcher for the next
 * game with the same specs (tables are reused after `newGame()`). Bad specs throw: callers check
 * them before scheduling.
 */
export function createTaskRunner(registry: Registry, opts: TaskRunnerOptions = {}): TaskRunner {
  const games = new Map<string, Game<Position>>();
  const players = new Map<string, Player<Position>>();

  const gameOf = (spec: string): Game<Position> => {
    let g = games.get(spec);
    if (!g) {
      const r = registry.createGame(spec);
      if (!r.ok) throw new Error(`game ${spec}: ${describeError(r.error)}`);
      g = r.value;
      games.set(spec, g);
    }
    return g;
  };

  const playerOf = (
    payload: TaskPayload,
    spec: string,
    game: Game<Position>,
    slot: string,
  ): Player<Position> => {
    const engine = isEngineSpec(spec);
    // The same searcher spec may play both sides (self-play): one instance per slot.
    const key = `${payload.game}\u0000${slot}\u0000${spec}\u0000${JSON.stringify(payload.limits)}`;
    const cached = players.get(key);
    if (cached) return cached;
    const r = resolvePlayer(registry, spec, game, payload.limits, opts);
    if (!r.ok) throw new Error(`${spec}: ${describeError(r.error)}`);
    if (!engine || opts.keepEngines) players.set(key, r.value);
    return r.value;
  };

  return {
    async run(payload, signal) {
      const game = gameOf(payload.game);
      const a = playerOf(payload, payload.a, game, 'a');
      const b = playerOf(payload, payload.b, game, 'b');
      let start: Position | undefined;
      let opening: number[] = [];
      if (payload.opening) {
        const o = openingPosition(game, payload.opening);
        if (!o.ok) throw new Error(describeError(o.error));
        start = o.value.start;
        opening = o.value.moves;
      }
      try {
        return await playGame(game, a, b, {
          aSide: payload.task.aSide,
          seed: payload.task.seed,
          opening,
          ...(start ? { start } : {}),
          ...(payload.maxPlies === undefined ? {} : { maxPlies: payload.maxPlies }),
          ...(signal ? { signal } : {}),
        });
      } finally {
        if (!opts.keepEngines) {
          if (isEngineSpec(payload.a)) await a.close?.();
          if (isEngineSpec(payload.b)) await b.close?.();
        }
      }
    },
    async close() {
      await Promise.all([...players.values()].map((p) => p.close?.()));
      players.clear();
    },
  };
}
