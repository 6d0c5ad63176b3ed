import type { Player, Registry } from '@qi/core-search';
import { type Dispatch, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action, GameState } from '../state/game.js';
import { searcherSpec, searchLimits } from '../state/players.js';
import type { Turn } from '../state/turn.js';
import { AiClient } from './client.js';
import type { InfoView } from './protocol.js';

export interface AiView {
  readonly thinking: boolean;
  readonly info: InfoView | null;
  /** Who `info` is about, e.g. "O · alphabeta". */
  readonly who: string;
  /** The side that searched (its score is from that side's view), or null before any search. */
  readonly side: Player | null;
  /** Fraction of the time budget used so far (page clock). */
  readonly progress: number;
  /** The time per move the last search was given (the level's, or less under a clock); 0 without one. */
  readonly budgetMs: number;
  readonly error: string | null;
  /** The last finished search with a browsable tree. */
  readonly lastSearch: { readonly id: number; readonly title: string } | null;
  moveNow(): void;
  tree: AiClient['tree'];
}

const makeWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs the computer's turns: when it is a computer's turn at the end of the line, a search starts in
 * the worker; any change to the game (undo, new game, settings) cancels it. The answer is played only
 * if the line is still the one searched.
 */
export function useAi(
  state: GameState,
  turn: Turn,
  sides: readonly [string, string],
  registry: Registry,
  dispatch: Dispatch<Action>,
  /** Under a clock: the most the computer to move may think (its share of the time left). */
  clockCapMs: number | null = null,
): AiView {
  const client = useMemo(() => new AiClient(makeWorker), []);
  useEffect(() => () => client.dispose(), [client]);
  const [info, setInfo] = useState<InfoView | null>(null);
  const [who, setWho] = useState('');
  const [side, setSide] = useState<Player | null>(null);
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastSearch, setLastSearch] = useState<AiView['lastSearch']>(null);
  const [progress, setProgress] = useState(0);
  const [budgetMs, setBudgetMs] = useState(0);
  const started = useRef(0);

  const config = turn.kind === 'ai' ? state.players[turn.player] : null;
  const def = config?.kind === 'ai' ? registry.searcher(config.searcher) : undefined;
  const spec = config?.kind === 'ai' && def ? searcherSpec(def, config.options) : null;
  const own = config?.kind === 'ai' ? config.limits : null;
  const limits =
    own && clockCapMs !== null
      ? { ...own, timeMs: own.timeMs > 0 ? Math.min(own.timeMs, clockCapMs) : clockCapMs }
      : own;
  // Everything a search depends on; when it changes the running search is dropped.
  const key =
    turn.kind === 'ai' && spec && limits
      ? JSON.stringify([state.game.spec, state.start, state.line.moves, turn.player, spec, limits])
      : null;

  // A new game, an import or a restored save makes a new start position: the last game's info and
  // tree are not about this one. Cleared while rendering (React's "adjust state when a prop changes"),
  // not in an effect, so no frame ever shows the old game's panel beside the new board; a search
  // started for the new position sets its own state in the effect below, after this.
  const [shownStart, setShownStart] = useState(state.startPos);
  if (shownStart !== state.startPos) {
    setShownStart(state.startPos);
    setInfo(null);
    setWho('');
    setSide(null);
    setError(null);
    setLastSearch(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every input of the search.
  useEffect(() => {
    if (key === null || turn.kind !== 'ai' || !spec || !limits) {
      setThinking(false);
      return;
    }
    const line = state.line;
    const label = `${sides[turn.player]} · ${spec}`;
    setWho(label);
    setSide(turn.player);
    setInfo(null);
    setError(null);
    setThinking(true);
    setProgress(0);
    setBudgetMs(limits.timeMs);
    started.current = performance.now();
    const plyNo = line.cursor + 1;
    const id = client.search(
      {
        game: state.game.spec,
        start: state.start,
        moves: line.moves,
        searcher: spec,
        limits: searchLimits(limits, (Math.random() * 0x7fffffff) | 0),
      },
      {
        onInfo: setInfo,
        onDone: (i, hasTree) => {
          setInfo(i);
          setThinking(false);
          // Without a tree (a "move now" that had to restart the worker) the old tree is gone too.
          setLastSearch(hasTree ? { id, title: `${label}, searching move ${plyNo}` } : null);
          // No move in a game that goes on is the engine resigning (the Go engine does when lost).
          if (i.bestText === '') dispatch({ type: 'resign', player: turn.player });
          else dispatch({ type: 'play', move: i.bestMove, expect: line });
        },
        onError: (message) => {
          setThinking(false);
          setError(message);
        },
      },
    );
    return () => client.cancel();
  }, [key]);

  // A page-side clock for the progress bar, so it moves smoothly between worker reports.
  const timeMs = limits?.timeMs ?? 0;
  useEffect(() => {
    if (!thinking || timeMs <= 0) return;
    const t = setInterval(() => setProgress((performance.now() - started.current) / timeMs), 100);
    return () => clearInterval(t);
  }, [thinking, timeMs]);

  const moveNow = useCallback(() => client.moveNow(), [client]);
  const tree = useCallback<AiClient['tree']>((path) => client.tree(path), [client]);
  return {
    thinking,
    info,
    who,
    side,
    progress: Math.min(1, progress),
    budgetMs,
    error,
    lastSearch,
    moveNow,
    tree,
  };
}
