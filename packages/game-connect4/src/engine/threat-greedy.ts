import {
  canonicalSpec,
  engineSearcher,
  type Game,
  makeStats,
  NO_MOVE,
  ok,
  type ParamSpec,
  Rng,
  resolveParams,
  type Score,
  type Searcher,
  type SearchLimits,
  type SearchResult,
  type SearchSession,
} from '@qi/core-search';
import type { Connect4Position } from '../board.js';
import { evaluate } from '../eval.js';
import { isConnect4Game } from '../plugin.js';

const OPTIONS: readonly ParamSpec[] = [
  {
    name: 'lookahead',
    type: 'bool',
    default: true,
    description: 'refuse moves that let the opponent win at once (else only wins and blocks)',
  },
];

type Options = { lookahead: boolean };

/**
 * The worked example of a game's own engine (docs/plugins.md): one ply of threat logic and no search.
 * It wins when it can, blocks the opponent's immediate win, avoids moves that hand over a win, and
 * otherwise plays the move with the best static evaluation (seeded tie-break). Far weaker than
 * alpha-beta, which stays Connect Four's strongest searcher; it shows the plugin path in 100 lines.
 */
export const connect4ThreatGreedy = engineSearcher<Game<Connect4Position>, Connect4Position>({
  id: 'connect4-greedy',
  name: 'Connect Four greedy (wins, blocks, one-ply safety)',
  description:
    'Takes wins, blocks immediate threats, avoids giving a win away; else best evaluation. No search.',
  options: OPTIONS,
  owns: isConnect4Game,
  refusal: 'plays only connect4',
  create(game, raw) {
    const r = resolveParams<Options>('connect4-greedy', OPTIONS, raw);
    if (!r.ok) return r;
    const options = r.value;
    const searcher: Searcher<Connect4Position> = {
      id: 'connect4-greedy',
      spec: canonicalSpec('connect4-greedy', OPTIONS, options),
      options,
      newGame() {},
      start: (root, limits = {}) => oneShot(() => choose(game, root.clone(), options, limits)),
    };
    return ok(searcher);
  },
});

/** A session whose single step is the whole decision. */
function oneShot(decide: () => SearchResult): SearchSession {
  let result: SearchResult | null = null;
  const session: SearchSession = {
    get done() {
      return result !== null;
    },
    step() {
      result ??= decide();
      return true;
    },
    run() {
      session.step();
      return session.result();
    },
    stop() {},
    result: () => result ?? decide(),
  };
  return session;
}

function choose<P extends Connect4Position>(
  game: Game<P>,
  pos: P,
  options: Options,
  limits: SearchLimits,
): SearchResult {
  const t0 = performance.now();
  const moves = new Int32Array(game.info.maxMoves);
  const replies = new Int32Array(game.info.maxMoves);
  const banned = new Set(limits.excludeMoves ?? []);
  const n = pos.outcome().kind === 'ongoing' ? pos.generate(moves) : 0;
  const me = pos.toMove;
  let nodes = 0;
  const winsNow = (m: number) => {
    nodes++;
    pos.make(m);
    const o = pos.outcome();
    pos.unmake();
    return o.kind === 'win' && o.winner === me;
  };
  /** Whether the opponent, to move after `m`, can win at once. */
  const handsOver = (m: number) => {
    pos.make(m);
    let lost = false;
    if (pos.outcome().kind === 'ongoing') {
      const k = pos.generate(replies);
      for (let i = 0; i < k && !lost; i++) {
        nodes++;
        pos.make(replies[i]!);
        const o = pos.outcome();
        lost = o.kind === 'win' && o.winner !== me;
        pos.unmake();
      }
    }
    pos.unmake();
    return lost;
  };
  const candidates = [...moves.subarray(0, n)].filter((m) => !banned.has(m));
  let best = NO_MOVE;
  let score: Score | null = null;
  const win = candidates.find(winsNow);
  if (win !== undefined) {
    best = win;
    score = { kind: 'mate', moves: 1 };
  } else {
    const safe = options.lookahead ? candidates.filter((m) => !handsOver(m)) : candidates;
    const pool = safe.length > 0 ? safe : candidates;
    const rng = new Rng(limits.seed ?? 1);
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const m of pool) {
      nodes++;
      pos.make(m);
      // The evaluation is from the opponent's view after our move; a small random term breaks ties.
      const value = -evaluate(pos) + rng.float() * 0.5;
      pos.unmake();
      if (value > bestValue) {
        bestValue = value;
        best = m;
      }
    }
    if (best !== NO_MOVE) score = { kind: 'cp', value: Math.round(bestValue) };
  }
  const timeMs = performance.now() - t0;
  return {
    bestMove: best,
    score,
    pv: best === NO_MOVE ? [] : [best],
    lines: best === NO_MOVE ? [] : [{ move: best, score, pv: [best], visits: nodes }],
    stats: makeStats({ nodes, timeMs }),
    proven: score?.kind === 'mate',
  };
}
