import type { ParamSpec, ParamsOf } from '../params.js';
import { canonicalSpec } from '../spec/canonical.js';

/** Every MCTS feature is a named option so experiments can switch it off. */
export const MCTS_OPTIONS = [
  {
    name: 'playouts',
    type: 'int',
    default: 10000,
    min: 1,
    description: 'playout budget when the limits give neither nodes nor a time',
  },
  {
    name: 'c',
    type: 'number',
    default: 1.0,
    min: 0,
    description: 'UCT exploration constant (rewards are in [0,1])',
  },
  {
    name: 'rave',
    type: 'bool',
    default: false,
    description: 'mix AMAF (all-moves-as-first) values into UCT',
  },
  {
    name: 'raveK',
    type: 'number',
    default: 500,
    min: 0,
    description: 'RAVE equivalence parameter: visits at which the AMAF and the UCT value weigh the same',
  },
  {
    name: 'raveBias',
    type: 'number',
    default: 0,
    min: 0,
    max: 1,
    description:
      "RAVE weight by Silver's schedule ñ/(n + ñ + 4·bias²·n·ñ) (ñ = AMAF visits) instead of raveK's; 0 = raveK's",
  },
  {
    name: 'raveDecay',
    type: 'number',
    default: 0,
    min: 0,
    max: 1,
    description:
      'weighted AMAF updates: a move counts 1 + raveDecay played at once, falling linearly to 1 − raveDecay at the playout end; 0 = all weigh 1',
  },
  {
    name: 'priors',
    type: 'bool',
    default: true,
    description: "use the game's priors as virtual visits (when the game has them)",
  },
  {
    name: 'solver',
    type: 'bool',
    default: true,
    description: 'MCTS-solver: prove won, lost and drawn nodes; a proven root ends the search',
  },
  {
    name: 'reuse',
    type: 'bool',
    default: true,
    description: 'keep the subtree of the position searched next (after played() or a matching hash)',
  },
  {
    name: 'maxNodes',
    type: 'int',
    default: 1_000_000,
    min: 1,
    description:
      'tree node cap (about 48 bytes a node; never below the root and its children); when full, leaves are no longer expanded',
  },
  {
    name: 'expandVisits',
    type: 'int',
    default: 1,
    min: 0,
    description: 'a leaf is expanded once it has this many visits (higher saves memory)',
  },
  {
    name: 'playout',
    type: 'enum',
    default: 'game',
    values: ['game', 'uniform'],
    description: "playout policy: the game's own playout when it has one, else uniform random moves",
  },
  {
    name: 'playoutCap',
    type: 'int',
    default: 0,
    min: 0,
    description: 'uniform playouts stop after this many plies from the root (0 = the game maxPlies)',
  },
  {
    name: 'cutoff',
    type: 'enum',
    default: 'evaluate',
    values: ['evaluate', 'draw'],
    description:
      'a playout cut off before the end scores as a draw, or by the game evaluation through a logistic',
  },
  {
    name: 'evalScale',
    type: 'number',
    default: 400,
    min: 1,
    description: 'evaluation units per e-fold of odds when a cut-off playout is scored by the evaluation',
  },
  {
    name: 'scoreBonus',
    type: 'number',
    default: 0,
    min: 0,
    max: 0.5,
    description:
      "share of a finished playout's reward given by its margin (game.margin, through a logistic): bigger wins score higher, a win always above a loss",
  },
  {
    name: 'scoreScale',
    type: 'number',
    default: 10,
    min: 0.001,
    description: "margin (in the game's units) per e-fold of the score bonus' logistic",
  },
  {
    name: 'chunk',
    type: 'int',
    default: 256,
    min: 1,
    description: 'playouts per step(), so a UI or worker stays responsive',
  },
  {
    name: 'candidates',
    type: 'bool',
    default: true,
    description:
      "expand nodes with the game's candidates (game.candidates: e.g. Gomoku's cells near stones) instead of every legal move, when the game provides them (off: generate)",
  },
  {
    name: 'finalSelect',
    type: 'enum',
    default: 'visits',
    values: ['visits', 'value'],
    description: 'how the move to play is chosen: most visits or best mean value',
  },
] as const satisfies readonly ParamSpec[];

/** The resolved options, typed: derived from the schema above. */
export type MctsOptions = ParamsOf<typeof MCTS_OPTIONS>;

/** Canonical spec text listing only the options that differ from their defaults. */
export function mctsSpec(options: MctsOptions): string {
  return canonicalSpec('mcts', MCTS_OPTIONS, options);
}
