import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { xiangqiEngineSearcher } from '../qi-plugin.js';
import { EVAL_OPTIONS, evalOverridesOf, isEvalOption } from './eval-options.js';
import { DEFAULT_EVAL_PARAMS } from './params.js';
import { xiangqiWithEngine } from './plugin.js';

const spec = (name: string) => EVAL_OPTIONS.find((s) => s.name === name);
const defaults = () => Object.fromEntries(EVAL_OPTIONS.map((s) => [s.name, s.default]));

describe('evaluation options', () => {
  it('are derived from the default evaluation: scalars, middle/end-game pairs, lists; no tables', () => {
    expect(spec('evalTempo')).toMatchObject({ type: 'int', default: DEFAULT_EVAL_PARAMS.tempo });
    expect(spec('evalChariotMg')?.default).toBe(DEFAULT_EVAL_PARAMS.chariot[0]);
    expect(spec('evalChariotEg')?.default).toBe(DEFAULT_EVAL_PARAMS.chariot[1]);
    expect(spec('evalAttackerWeight3')?.default).toBe(DEFAULT_EVAL_PARAMS.attackerWeight[3]);
    expect(spec('evalPstScaleMg')?.default).toBe(DEFAULT_EVAL_PARAMS.pstScale[0]);
    expect(spec('evalCannotWin')).toMatchObject({ type: 'bool', default: DEFAULT_EVAL_PARAMS.cannotWin });
    expect(EVAL_OPTIONS.some((s) => s.name.startsWith('evalTables'))).toBe(false);
    expect(new Set(EVAL_OPTIONS.map((s) => s.name)).size).toBe(EVAL_OPTIONS.length);
    expect(isEvalOption('evalTempo')).toBe(true);
    expect(isEvalOption('hashMb')).toBe(false);
  });

  it('give overrides only for the values that differ from the defaults', () => {
    expect(evalOverridesOf(defaults())).toEqual({});
    expect(evalOverridesOf({ ...defaults(), evalTempo: 40, hashMb: 8 })).toEqual({ tempo: 40 });
    expect(evalOverridesOf({ ...defaults(), evalChariotEg: 1100, evalAttackerWeight0: 5 })).toEqual({
      chariot: [DEFAULT_EVAL_PARAMS.chariot[0], 1100],
      attackerWeight: [5, ...DEFAULT_EVAL_PARAMS.attackerWeight.slice(1)],
    });
  });
});

describe('xiangqi-engine with evaluation options', () => {
  const game = unwrap(xiangqiWithEngine.create({}));
  const fen = 'r1bakab1r/9/2n2cnc1/p1p1p3p/6p2/2P6/P3P1P1P/2NCB2C1/9/R1BAKA1NR w - - 8 5';

  it('plays with the evaluation its options ask for, and names them in its spec', () => {
    const plain = unwrap(xiangqiEngineSearcher.create(game, { hashMb: 1, quiescence: false }));
    const tempo = unwrap(
      xiangqiEngineSearcher.create(game, {
        hashMb: 1,
        quiescence: false,
        evalTempo: DEFAULT_EVAL_PARAMS.tempo + 200,
      }),
    );
    expect(plain.spec).toBe('xiangqi-engine(hashMb=1,quiescence=false)');
    expect(tempo.spec).toBe(
      `xiangqi-engine(hashMb=1,quiescence=false,evalTempo=${DEFAULT_EVAL_PARAMS.tempo + 200})`,
    );
    const score = (s: typeof plain) => {
      const r = s.start(unwrap(game.decode(fen)), { depth: 1 }).run();
      expect(r.score?.kind).toBe('cp');
      return r.score?.kind === 'cp' ? r.score.value : Number.NaN;
    };
    // One ply, no quiescence: every leaf has the opponent to move and gains the same 200, so the best
    // move stays and its score is 200 lower for us.
    expect(score(tempo)).toBe(score(plain) - 200);
  });

  it('refuses a bad value with a typed error naming the option', () => {
    const r = xiangqiEngineSearcher.create(game, { evalTempo: 'much' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('evalTempo');
  });
});
