import {
  err,
  MCTS_OPTIONS,
  MctsSearcher,
  mctsSearcher,
  ok,
  type ParamSpec,
  type QiError,
  type RawParams,
  type Result,
  resolveParams,
  type Searcher,
  type SearchHooks,
  type SearchLimits,
  type SearchSession,
} from '@qi/core-search';
import type { GoPosition } from '../board.js';
import type { PlayoutKnobs } from '../playout.js';
import type { GoGame } from '../plugin.js';
import { KNOB_OPTIONS, knobsFromOptions } from './knob-options.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS, MAX_PLAYOUTS } from './options.js';
import { GoEngineSession, type GoSearchOptions } from './search-session.js';

/** The engine's tuned MCTS knobs, as core-search's option specs with the engine's defaults. */
const mctsKnobs: ParamSpec[] = Object.entries(ENGINE_MCTS).map(([name, value]) => {
  const spec = MCTS_OPTIONS.find((s) => s.name === name);
  if (spec === undefined) throw new Error(`ENGINE_MCTS option ${name} is not an mcts option`);
  return { ...spec, default: value } as ParamSpec;
});

/** Options of the Go engine as a searcher; the defaults are the GTP engine's. */
export const GO_ENGINE_OPTIONS: readonly ParamSpec[] = [
  {
    name: 'playouts',
    type: 'int',
    default: DEFAULT_ENGINE_OPTIONS.untimedPlayouts,
    min: 0,
    max: MAX_PLAYOUTS,
    description:
      'playouts per move when the limits give neither nodes nor a time (0 = none: search until stopped)',
  },
  {
    name: 'resign',
    type: 'number',
    // As a searcher the engine plays on to the count (apps and matches score the finished game); the
    // GTP engine, which talks to referees and people, resigns at DEFAULT_ENGINE_OPTIONS.resignThreshold.
    default: 0,
    min: 0,
    max: 0.5,
    description: 'resign (no move) when the best win rate is below this (0 = never: play on to the count)',
  },
  {
    name: 'resignMinVisits',
    type: 'int',
    default: DEFAULT_ENGINE_OPTIONS.resignMinVisits,
    min: 0,
    description: '... and the root has at least this many visits',
  },
  {
    name: 'ownershipPlayouts',
    type: 'int',
    default: DEFAULT_ENGINE_OPTIONS.ownershipPlayouts,
    min: 1,
    max: 100_000,
    description: 'playouts of the ownership estimate behind dead stones and the pass decision',
  },
  {
    name: 'settled',
    type: 'number',
    default: DEFAULT_ENGINE_OPTIONS.settled,
    min: 0,
    max: 1,
    description: 'a point is settled when its mean ownership is beyond ±this (unsettled ones still gain)',
  },
  {
    name: 'passCheck',
    type: 'number',
    default: DEFAULT_ENGINE_OPTIONS.passCheck,
    min: 0,
    max: 1,
    description:
      'look for a finished game (no move gains, or decided and the count agrees) once at most this fraction of the board is empty (0 = only after a pass)',
  },
  {
    name: 'passWinrate',
    type: 'number',
    default: 0.95,
    min: 0.5,
    max: 1.01,
    description:
      'pass when the best win rate is at least this and the cautious count wins too (above 1 = never)',
  },
  ...KNOB_OPTIONS,
  {
    name: 'fillEyes',
    type: 'bool',
    default: false,
    description: "allow root moves that fill one's own single-point true eye",
  },
  ...mctsKnobs,
];

const OWN_OPTIONS = new Set([
  'playouts',
  'resign',
  'resignMinVisits',
  'ownershipPlayouts',
  'settled',
  'passCheck',
  'passWinrate',
  'fillEyes',
  ...KNOB_OPTIONS.map((s) => s.name),
]);

/**
 * The Go engine as a core-search searcher: the engine's tuned MCTS (RAVE, priors, tree reuse) plus
 * its decisions around it: pass after the opponent's pass when the counts say we win, never pass
 * into a loss, pass by itself when no move can change the count (or the game is decided and the
 * cautious count agrees), never fill its own true eyes, resign when lost. NO_MOVE means resign.
 */
export function createGoEngineSearcher(
  game: GoGame,
  options: RawParams = {},
): Result<Searcher<GoPosition>, QiError> {
  if (game.meta.id !== 'go') return err('bad-game', `the Go engine plays Go, not ${game.meta.id}`);
  const r = resolveParams<Record<string, number | boolean | string>>('go-engine', GO_ENGINE_OPTIONS, options);
  if (!r.ok) return r;
  const all = r.value;
  const knobs: Record<string, number | boolean | string> = {};
  for (const [k, v] of Object.entries(all)) if (!OWN_OPTIONS.has(k)) knobs[k] = v;
  const playouts = all.playouts as number;
  if (playouts > 0) knobs.playouts = playouts;
  const knobsWanted = knobsFromOptions(all);
  const same = (Object.keys(knobsWanted) as (keyof PlayoutKnobs)[]).every(
    (k) => knobsWanted[k] === game.knobs[k],
  );
  const played = same ? game : game.withKnobs(knobsWanted);
  const inner = mctsSearcher.create(played, knobs);
  if (!inner.ok) return inner;
  if (!(inner.value instanceof MctsSearcher)) return err('bad-searcher', 'mcts did not give an MctsSearcher');
  const own: GoSearchOptions = {
    playouts,
    resign: all.resign as number,
    resignMinVisits: all.resignMinVisits as number,
    ownershipPlayouts: all.ownershipPlayouts as number,
    settled: all.settled as number,
    passCheck: all.passCheck as number,
    passWinrate: all.passWinrate as number,
    fillEyes: all.fillEyes as boolean,
    chunk: all.chunk as number,
  };
  return ok(new GoEngineSearcher(inner.value as MctsSearcher<GoPosition>, own, all));
}

class GoEngineSearcher implements Searcher<GoPosition> {
  readonly id = 'go-engine';
  readonly spec: string;

  constructor(
    private readonly inner: MctsSearcher<GoPosition>,
    private readonly own: GoSearchOptions,
    readonly options: Readonly<Record<string, number | boolean | string>>,
  ) {
    const parts: string[] = [];
    for (const s of GO_ENGINE_OPTIONS)
      if (options[s.name] !== s.default) parts.push(`${s.name}=${String(options[s.name])}`);
    this.spec = parts.length > 0 ? `go-engine(${parts.join(',')})` : 'go-engine';
  }

  newGame(): void {
    this.inner.newGame();
  }

  played(move: number): void {
    this.inner.played(move);
  }

  start(root: GoPosition, limits: SearchLimits = {}, hooks: SearchHooks = {}): SearchSession {
    return new GoEngineSession(this.inner, this.own, root.clone(), limits, hooks);
  }
}
