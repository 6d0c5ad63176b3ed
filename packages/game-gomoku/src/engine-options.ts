import {
  alphabetaSearcher,
  mctsSearcher,
  type ParamSpec,
  type QiError,
  type RawParams,
  type Result,
  resolveParams,
  type SearcherDef,
  unwrap,
} from '@qi/core-search';

/**
 * The Gomoku engine's options: the one place their defaults live. The engine, the Gomocup session
 * and the searcher wrapper all read their defaults from here.
 */
export const GOMOKU_ENGINE_OPTIONS: readonly ParamSpec[] = [
  { name: 'vcf', type: 'bool', default: true, description: 'look for our own victory by continuous fours' },
  {
    name: 'defendVcf',
    type: 'bool',
    default: true,
    description: "play only moves that refute the opponent's VCF",
  },
  {
    name: 'vct',
    type: 'bool',
    default: true,
    description: 'look for our own victory by fours and open threes',
  },
  {
    name: 'vcfDepth',
    type: 'int',
    default: 30,
    min: 1,
    max: 100,
    description: 'most attacker moves in a VCF, the five included',
  },
  {
    name: 'vctDepth',
    type: 'int',
    default: 7,
    min: 1,
    max: 30,
    description: 'most attacker moves in a VCT, the five included',
  },
  {
    name: 'threatNodes',
    type: 'int',
    default: 100_000,
    min: 100,
    description: 'node budget of each threat search',
  },
  {
    name: 'pnVct',
    type: 'bool',
    default: true,
    description:
      'when the depth-limited VCT finds no win, a proof-number VCT search (no depth limit) gets a share of the turn',
  },
  {
    name: 'pnShare',
    type: 'int',
    default: 25,
    min: 1,
    max: 90,
    description: "percent of the turn's time left that the proof-number VCT search may use",
  },
  {
    name: 'pnExtend',
    type: 'int',
    default: 50,
    min: 0,
    max: 90,
    description:
      "percent of the turn's time left with which a proof-number VCT search that ran out of time leaning to a win (proof number below disproof number at the root) continues on its tree before the quiet search; 0 = none",
  },
  {
    name: 'pnForced',
    type: 'bool',
    default: true,
    description:
      'when the opponent has a VCF, our proof-number VCT search (its defender may counter-four) runs before we defend',
  },
  {
    name: 'pnForcedShare',
    type: 'int',
    default: 50,
    min: 1,
    max: 90,
    description:
      "percent of the turn's time left that the proof-number VCT search may use when the opponent has a VCF",
  },
  {
    name: 'pnNodes',
    type: 'int',
    default: 1_000_000,
    min: 1000,
    max: 1_048_576,
    description: 'node budget of the proof-number VCT search (its pool holds 2^20 nodes)',
  },
  {
    name: 'candidateLimit',
    type: 'int',
    default: 12,
    min: 0,
    max: 400,
    description:
      'most quiet moves the searcher considers at a node when no open three or four forces the reply, the best by pattern value; 0 = every cell near a stone',
  },
  {
    name: 'threatExtension',
    type: 'bool',
    default: true,
    description:
      'the quiet search extends by one ply a move that leaves the opponent a four or an open three to answer',
  },
  {
    name: 'quiet',
    type: 'enum',
    default: 'alphabeta',
    values: ['alphabeta', 'mcts', 'greedy'],
    description: 'searcher for quiet positions (greedy: best candidate by pattern value)',
  },
  {
    name: 'fullClock',
    type: 'bool',
    default: true,
    description:
      'alpha-beta keeps deepening until the hard time limit and stops mid-iteration (off: it stops when the next iteration is predicted not to fit)',
  },
  {
    name: 'clockMargin',
    type: 'int',
    default: 20,
    min: 0,
    max: 90,
    description:
      "percent of a move's time limit kept back for what the engine's clock cannot see (process and pipe latency, a loaded machine): the turn stops this much before the limit",
  },
  {
    name: 'timeCheckNodes',
    type: 'int',
    default: 1,
    min: 1,
    max: 1_000_000,
    description:
      'most alpha-beta nodes between two readings of the clock (a Gomoku node costs 15–200 µs, a reading well under 1 µs; larger values let a stretch of slow nodes run past the deadline)',
  },
  {
    name: 'hashMb',
    type: 'int',
    default: 16,
    min: 1,
    max: 4096,
    description: "the quiet searcher's transposition table in MiB (when it has one)",
  },
];

export type QuietSearcher = 'alphabeta' | 'mcts' | 'greedy';

/** The resolved options, one field per entry of GOMOKU_ENGINE_OPTIONS. */
export interface GomokuEngineParams {
  readonly vcf: boolean;
  readonly defendVcf: boolean;
  readonly vct: boolean;
  readonly vcfDepth: number;
  readonly vctDepth: number;
  readonly threatNodes: number;
  readonly pnVct: boolean;
  readonly pnShare: number;
  readonly pnExtend: number;
  readonly pnForced: boolean;
  readonly pnForcedShare: number;
  readonly pnNodes: number;
  readonly candidateLimit: number;
  readonly threatExtension: boolean;
  readonly quiet: QuietSearcher;
  readonly fullClock: boolean;
  readonly clockMargin: number;
  readonly timeCheckNodes: number;
  readonly hashMb: number;
}

/** Raw option values (strings from a spec or typed values) checked against the schema, defaults filled. */
export function resolveEngineParams(raw: RawParams = {}): Result<GomokuEngineParams, QiError> {
  return resolveParams<GomokuEngineParams & Record<string, string | number | boolean>>(
    'gomoku-engine',
    GOMOKU_ENGINE_OPTIONS,
    raw,
  );
}

/** The defaults, resolved from the schema above (a trusted literal, so this cannot fail). */
export const ENGINE_DEFAULTS: GomokuEngineParams = unwrap(resolveEngineParams());

/** The searcher behind a `quiet` value. */
export function quietSearcher(quiet: QuietSearcher): SearcherDef | 'greedy' {
  return quiet === 'greedy' ? 'greedy' : quiet === 'mcts' ? mctsSearcher : alphabetaSearcher;
}

/** `gomoku-engine` or `gomoku-engine(k=v,…)` with the options that differ from their defaults. */
export function engineSpec(params: GomokuEngineParams): string {
  const values = params as unknown as Record<string, string | number | boolean>;
  const changed = GOMOKU_ENGINE_OPTIONS.filter((s) => values[s.name] !== s.default).map(
    (s) => `${s.name}=${String(values[s.name])}`,
  );
  return changed.length === 0 ? 'gomoku-engine' : `gomoku-engine(${changed.join(',')})`;
}
