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
} from '@qi/core-search';
import type { GoPosition } from '../board.js';
import type { PlayoutKnobs } from '../playout.js';
import type { GoGame } from '../plugin.js';
import { KNOB_OPTIONS, knobsFromOptions } from './knob-options.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS, MAX_PLAYOUTS } from './options.js';

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
    name: 'threads',
    type: 'int',
    default: 1,
    min: 1,
    max: 16,
    description:
      'search threads on one shared tree (needs the host to provide threads: the CLI does, the web app when cross-origin isolated)',
  },
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
  'threads',
  ...KNOB_OPTIONS.map((s) => s.name),
]);

/** A go-engine searcher's parts: its resolved options, the game its playouts use, its MCTS. */
export interface SearcherParts {
  readonly all: Readonly<Record<string, number | boolean | string>>;
  readonly game: GoGame;
  readonly mcts: MctsSearcher<GoPosition>;
}

/**
 * Resolves go-engine options and builds the MCTS they describe on `game` (with the playout knobs
 * they ask for); a search thread builds the same from the same options. `shareTree` says whether
 * the tree goes on shared memory for that many threads.
 */
export function innerSearcher(
  game: GoGame,
  options: RawParams,
  shareTree: (threads: number) => boolean = () => false,
): Result<SearcherParts, QiError> {
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
  const mcts = inner.value as MctsSearcher<GoPosition>;
  return ok({
    all,
    game: played,
    mcts: shareTree(all.threads as number)
      ? new MctsSearcher(played, mcts.options, { sharedTree: true })
      : mcts,
  });
}
