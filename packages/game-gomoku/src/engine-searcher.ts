import {
  alphabetaSearcher,
  canonicalSpec,
  engineSearcher,
  makeStats,
  mctsSearcher,
  NO_MOVE,
  ok,
  type ParamSpec,
  resolveParams,
  type Searcher,
  type SearchLimits,
  type SearchResult,
  type SearchSession,
} from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { type EngineMove, GomokuEngine } from './engine.js';
import { type GomokuGame, isGomokuGame } from './plugin.js';

const OPTIONS: readonly ParamSpec[] = [
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
    description: 'most attacker moves in a VCF',
  },
  { name: 'vctDepth', type: 'int', default: 7, min: 1, max: 30, description: 'most attacker moves in a VCT' },
  {
    name: 'threatNodes',
    type: 'int',
    default: 100_000,
    min: 100,
    description: 'node budget of each threat search',
  },
  {
    name: 'quiet',
    type: 'enum',
    default: 'alphabeta',
    values: ['alphabeta', 'mcts', 'greedy'],
    description: 'searcher for quiet positions (greedy: best candidate by pattern value)',
  },
];

type EngineOpts = {
  vcf: boolean;
  defendVcf: boolean;
  vct: boolean;
  vcfDepth: number;
  vctDepth: number;
  threatNodes: number;
  quiet: 'alphabeta' | 'mcts' | 'greedy';
};

/** What the move looks like as a search result (its line as the PV when it starts with the move). */
function toResult(m: EngineMove): SearchResult {
  const pv = m.move === NO_MOVE ? [] : m.line[0] === m.move ? m.line : [m.move];
  const lines = m.move === NO_MOVE ? [] : [{ move: m.move, score: m.score, pv, visits: m.nodes }];
  return {
    bestMove: m.move,
    score: m.score,
    pv,
    lines,
    stats: makeStats({ nodes: m.nodes, timeMs: m.timeMs }),
    proven: m.lost || m.reason === 'win' || m.reason === 'vcf' || m.reason === 'vct',
  };
}

/**
 * The engine (opening, fives, VCF/VCT threat search, then alpha-beta over candidate moves) as a
 * searcher. It chooses a move in one call, so a session is one step: "move now" falls back to the
 * caller's last info, as with a long alpha-beta iteration.
 */
export const gomokuEngineSearcher = engineSearcher<GomokuGame, GomokuPosition>({
  id: 'gomoku-engine',
  name: 'Gomoku engine (threats + alpha-beta)',
  description: 'Threat-space search (VCF, VCT, VCF defence) before an alpha-beta search of candidate moves.',
  options: OPTIONS,
  owns: isGomokuGame,
  refusal: 'plays only gomoku',
  create(game, raw) {
    const r = resolveParams<EngineOpts>('gomoku-engine', OPTIONS, raw);
    if (!r.ok) return r;
    const o = r.value;
    const engine = new GomokuEngine(game);
    const quiet =
      o.quiet === 'greedy' ? ('greedy' as const) : o.quiet === 'mcts' ? mctsSearcher : alphabetaSearcher;
    const searcher: Searcher<GomokuPosition> = {
      id: 'gomoku-engine',
      spec: canonicalSpec('gomoku-engine', OPTIONS, o),
      options: o,
      newGame: () => engine.newGame(),
      start(root: GomokuPosition, limits: SearchLimits = {}): SearchSession {
        let result: SearchResult | null = null;
        const session: SearchSession = {
          get done() {
            return result !== null;
          },
          step() {
            if (result) return true;
            const m = engine.choose(root, {
              timeMs: limits.timeMs ?? 0,
              ...(limits.seed !== undefined ? { seed: limits.seed } : {}),
              ...(limits.nodes ? { nodes: limits.nodes } : {}),
              ...(limits.depth ? { depth: limits.depth } : {}),
              ...(limits.signal ? { signal: limits.signal } : {}),
              vcf: o.vcf,
              defendVcf: o.defendVcf,
              vct: o.vct,
              vcfDepth: o.vcfDepth,
              vctDepth: o.vctDepth,
              threatNodes: o.threatNodes,
              searcher: quiet,
            });
            result = toResult(m);
            return true;
          },
          run() {
            session.step();
            return session.result();
          },
          stop() {},
          result: () =>
            result ?? {
              bestMove: NO_MOVE,
              score: null,
              pv: [],
              lines: [],
              stats: makeStats({ nodes: 0, timeMs: 0 }),
              proven: false,
            },
        };
        return session;
      },
    };
    return ok(searcher);
  },
});
