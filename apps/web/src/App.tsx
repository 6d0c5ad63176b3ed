import { describeError, type Game, type Player } from '@qi/core-search';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useAi } from './ai/useAi.js';
import { GAME_UIS, gameUi } from './games/index.js';
import { createRegistry } from './registry.js';
import { clockBudget, formatClock, parseTimeControl, type TimeControl } from './state/clock.js';
import {
  type Action,
  branchPly,
  canPlay,
  deadMarks,
  type GameState,
  newGameState,
  reduce,
} from './state/game.js';
import { atTip } from './state/line.js';
import { shareHash } from './state/persist.js';
import { aiPlayer, HUMAN, normalizePlayer, type Players, searchersFor } from './state/players.js';
import { describeLine, moveListTokens, numberedMoveList, parseMoves, positionAt } from './state/replay.js';
import { toSaved } from './state/restore.js';
import { SPEEDS, speedOf } from './state/speed.js';
import { resignSide, turnOf } from './state/turn.js';
import { useClock } from './state/useClock.js';
import { loadInitial, loadSetting, saveGame, saveSetting } from './storage.js';
import { EvalBar } from './ui/EvalBar.js';
import { GamePicker } from './ui/GamePicker.js';
import { gameTitle } from './ui/gameTitle.js';
import { ImportExport } from './ui/ImportExport.js';
import { MoveList } from './ui/MoveList.js';
import { PHONE_TABS, type PhoneTab, PhoneTabs } from './ui/PhoneTabs.js';
import { PlayerPanel } from './ui/PlayerPanel.js';
import { SearchTree } from './ui/SearchTree.js';
import { ThinkingPanel } from './ui/ThinkingPanel.js';
import { Variations } from './ui/Variations.js';

export const registry = createRegistry();

/** A person plays the first side and the game's preferred searcher the second. */
export function defaultPlayers(game: Game): Players {
  const ui = gameUi(game.meta.id);
  const def = ui ? searchersFor(registry, game)[0] : undefined;
  return [HUMAN, def && ui ? aiPlayer(def, ui.defaultLimits, ui.searcherDefaults) : HUMAN];
}

export function App() {
  const [state, dispatch] = useReducer(reduce, null, () => loadInitial(registry, defaultPlayers));
  const [message, setMessage] = useState<string | null>(null);
  const ui = gameUi(state.game.meta.id) ?? GAME_UIS[0]!;
  const { game, startPos, line } = state;
  const pos = useMemo(() => positionAt(startPos, line.moves, line.cursor), [startPos, line]);
  const before = useMemo(
    () => (line.cursor > 0 ? positionAt(startPos, line.moves, line.cursor - 1) : null),
    [startPos, line],
  );
  const notation = ui.notations?.find((n) => n.id === state.notation) ?? ui.notations?.[0];
  const facts = useMemo(
    () =>
      describeLine(startPos, line.moves, (p, m) =>
        notation ? notation.write(game, p, m) : game.moveToString(p, m),
      ),
    [game, startPos, line.moves, notation],
  );
  const variations = useMemo(
    () =>
      state.variations.map((v) => {
        const from = branchPly(v, line.moves);
        const texts = describeLine(startPos, v, (p, m) =>
          notation ? notation.write(game, p, m) : game.moveToString(p, m),
        ).notation;
        return { fromPly: from, moves: texts.slice(from) };
      }),
    [state.variations, line.moves, startPos, game, notation],
  );
  const turn = turnOf({
    outcome: pos.outcome(),
    stopped: state.stopped,
    line,
    toMove: pos.toMove,
    players: state.players,
    names: ui.sides,
  });
  const [showNumbers, setShowNumbers] = useState(false);
  const moveNumbers = useMemo(() => {
    if (!showNumbers || !ui.numbersOnStones) return null;
    const m = new Map<number, number>();
    for (let i = 0; i < line.cursor; i++) m.set(line.moves[i]!, i + 1);
    return m;
  }, [showNumbers, ui.numbersOnStones, line]);
  // Pause holds the computer's moves (AI against AI, or to think along); Step lets exactly one through.
  const [paused, setPaused] = useState(false);
  const [stepAt, setStepAt] = useState<number | null>(null);
  const held = paused && turn.kind === 'ai' && stepAt !== line.moves.length;
  // Computer against computer: the chosen speed waits before each move, so a person can follow.
  const [speedId, setSpeedId] = useState(() => loadSetting('speed', SPEEDS[0]!.id));
  const waitMs = speedOf(speedId).waitMs;
  const bothAi = state.players[0].kind === 'ai' && state.players[1].kind === 'ai';
  const [waitedAt, setWaitedAt] = useState<number | null>(null);
  const plies = line.moves.length;
  useEffect(() => {
    if (!bothAi || waitMs === 0) return;
    const t = setTimeout(() => setWaitedAt(plies), waitMs);
    return () => clearTimeout(t);
  }, [bothAi, waitMs, plies]);
  const waiting = bothAi && waitMs > 0 && turn.kind === 'ai' && waitedAt !== plies;
  const aiTurn: typeof turn =
    (held || waiting) && turn.kind === 'ai' ? { kind: 'review', player: turn.player } : turn;
  const [timeControl, setTimeControl] = useState<TimeControl | null>(() => {
    const tc = parseTimeControl(loadSetting('clock', ''));
    return tc.ok ? tc.value : null;
  });
  // The clocks stop while the computer is held (paused, or waiting for the chosen speed).
  const clock = useClock(timeControl, state, held || waiting ? aiTurn : turn, dispatch);
  const clockCap =
    timeControl && clock.atTurnStart && turn.kind === 'ai'
      ? clockBudget(clock.atTurnStart[turn.player], timeControl)
      : null;
  const ai = useAi(state, aiTurn, ui.sides, registry, dispatch, clockCap);
  const searchers = useMemo(() => searchersFor(registry, game), [game]);
  const dead = deadMarks(state);
  const onDead = useCallback((stones: readonly number[]) => dispatch({ type: 'dead', stones }), []);
  const [tab, setTab] = useState<PhoneTab>(PHONE_TABS[0]!.id);

  useEffect(() => saveGame(toSaved(state)), [state]);

  // Review keys: ←/→ one move, Home/End the start and the end of the line (not while typing, and not
  // on the board, whose arrows move its cursor).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || !t) return;
      if (t.closest('input, textarea, select, [data-testid=board]')) return;
      const ply = {
        ArrowLeft: line.cursor - 1,
        ArrowRight: line.cursor + 1,
        Home: 0,
        End: line.moves.length,
      }[e.key];
      if (ply === undefined) return;
      e.preventDefault();
      dispatch({ type: 'goto', ply });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [line]);

  const act = useCallback((a: Action) => {
    setMessage(null);
    dispatch(a);
  }, []);

  const humanMove = useCallback(
    (text: string) => {
      if (turn.kind !== 'human') {
        setMessage(turn.kind === 'over' ? 'The game is over.' : 'Wait: it is the computer’s turn.');
        return;
      }
      const r = ui.parseMove ? ui.parseMove(game, pos, text) : game.parseMove(pos, text);
      if (!r.ok) return setMessage(`Illegal move: ${r.error.message}`);
      const refused = ui.refuseMove?.(game, pos, r.value);
      if (refused) return setMessage(refused);
      act({ type: 'play', move: r.value });
    },
    [turn.kind, game, pos, act, ui],
  );

  const refuse = useCallback((reason: string) => setMessage(`Illegal move: ${reason}`), []);

  const newGame = (
    g: Game,
    start: string | null = null,
    moves: readonly number[] = [],
    variations: GameState['variations'] = [],
  ) => {
    const gui = gameUi(g.meta.id);
    if (!gui) return `no board for ${g.meta.id}`;
    const available = searchersFor(registry, g);
    const keep = g.meta.id === game.meta.id;
    const players: Players = keep
      ? [
          normalizePlayer(state.players[0], available, gui.defaultLimits, gui.searcherDefaults),
          normalizePlayer(state.players[1], available, gui.defaultLimits, gui.searcherDefaults),
        ]
      : defaultPlayers(g);
    const s = newGameState(g, {
      start,
      moves,
      players,
      flipped: keep ? state.flipped : false,
      notation: state.notation,
    });
    if (!s.ok) return describeError(s.error);
    setMessage(null);
    dispatch({ type: 'replace', state: { ...s.value, variations } });
    return null;
  };

  const setPlayer = (i: Player, config: GameState['players'][Player]) =>
    act({ type: 'players', players: i === 0 ? [config, state.players[1]] : [state.players[0], config] });

  const humanToMove = turn.kind === 'human';
  // The person's side at the bottom when they play the second side against the computer; Flip still toggles.
  const flipped =
    state.flipped !==
    (!!ui.flipForSecond && state.players[0].kind === 'ai' && state.players[1].kind === 'human');
  const resigner = resignSide(state.players, pos.toMove);
  const playing = canPlay(state, pos);
  // A game ended by two passes (Go) is decided by the marked dead stones, not the rules' raw count.
  const scored =
    turn.kind === 'over' && !(state.stopped && atTip(line))
      ? (ui.scoredResult?.(game, pos, dead) ?? null)
      : null;
  const status = held
    ? `Paused: ${ui.sides[pos.toMove]} (computer) to move. Press “Step” for one move or “Resume”.`
    : turn.kind === 'over'
      ? (scored ?? turn.text)
      : turn.kind === 'review'
        ? `Reviewing: ${ui.sides[turn.player]} (computer) is to move here. Press “Continue from here” to let it play.`
        : turn.kind === 'ai'
          ? `${ui.sides[turn.player]} (computer) to move`
          : `${ui.sides[turn.player]} to move${state.players[1 - turn.player]?.kind === 'ai' ? ' (you)' : ''}`;

  return (
    <div className="app">
      <header>
        <h1>Qi</h1>
        <span className="game-title" data-testid="game-title" data-spec={game.spec} title={game.spec}>
          {gameTitle(game)}
        </span>
      </header>
      <main data-tab={tab}>
        <div className="left">
          <div className="pane" data-pane="game">
            <GamePicker key={game.spec} current={game} onNewGame={newGame} />
          </div>
          <div className="board-wrap">
            <ui.Board
              game={game}
              pos={pos}
              before={before}
              lastMove={line.cursor > 0 ? line.moves[line.cursor - 1]! : null}
              flipped={flipped}
              moveNumbers={moveNumbers}
              interactive={humanToMove}
              onMoveText={humanMove}
              onRefuse={refuse}
            />
          </div>
          <p className="status" data-testid="status" aria-live="polite">
            {status}
          </p>
          {clock.left && (
            <p className="clocks" data-testid="clocks">
              {([0, 1] as const).map((i) => (
                <span
                  key={i}
                  data-testid={`clock-${i}`}
                  className={`clock${clock.running === i ? ' running' : ''}${clock.left![i] < 10_000 ? ' low' : ''}`}
                >
                  {ui.sides[i]} {formatClock(clock.left![i])}
                </span>
              ))}
            </p>
          )}
          <p className="sr-only" data-testid="announce" aria-live="polite">
            {line.cursor > 0
              ? `${ui.sides[facts.toMove[line.cursor - 1] ?? 0]} played ${facts.notation[line.cursor - 1]}`
              : ''}
          </p>
          {message && (
            <p className="error" data-testid="message" role="alert">
              {message}
            </p>
          )}
          {ai.error && <p className="error">Computer: {ai.error}</p>}
          {ui.facts && (
            <p className="facts" data-testid="facts">
              {ui.facts(game, startPos, line.moves, line.cursor).join(' · ')}
            </p>
          )}
          {ui.Score && atTip(line) && (
            <ui.Score
              key={`score:${game.spec}:${state.start ?? ''}`}
              game={game}
              pos={pos}
              dead={dead}
              onDead={onDead}
            />
          )}
          <div className="controls row wrap">
            <button type="button" data-testid="new" onClick={() => newGame(game, state.start)}>
              New game
            </button>
            <button
              type="button"
              data-testid="undo"
              onClick={() => act({ type: 'undo' })}
              disabled={line.cursor === 0}
            >
              Undo
            </button>
            <button
              type="button"
              data-testid="redo"
              onClick={() => act({ type: 'redo' })}
              disabled={atTip(line)}
            >
              Redo
            </button>
            <button type="button" data-testid="flip" onClick={() => act({ type: 'flip' })}>
              Flip
            </button>
            <button
              type="button"
              data-testid="pause"
              aria-pressed={paused}
              onClick={() => {
                setPaused(!paused);
                setStepAt(null);
              }}
            >
              {paused ? 'Resume' : 'Pause'}
            </button>
            {ui.numbersOnStones && (
              <button
                type="button"
                data-testid="numbers"
                aria-pressed={showNumbers}
                onClick={() => setShowNumbers(!showNumbers)}
              >
                {showNumbers ? 'Hide numbers' : 'Move numbers'}
              </button>
            )}
            <label className="row speed" title="computer against computer: the wait before each move">
              Speed
              <select
                data-testid="speed"
                value={speedId}
                onChange={(e) => {
                  setSpeedId(e.target.value);
                  saveSetting('speed', e.target.value);
                }}
              >
                {SPEEDS.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            {paused && (
              <button
                type="button"
                data-testid="step"
                disabled={!held}
                onClick={() => setStepAt(line.moves.length)}
              >
                Step
              </button>
            )}
            {ui.passMove && (
              <button
                type="button"
                data-testid="pass"
                disabled={!humanToMove}
                onClick={() => {
                  if (
                    ui.passEndsGame?.(pos) &&
                    !window.confirm(
                      'Your opponent just passed: passing too ends the game, and the board is scored as it stands. Pass?',
                    )
                  )
                    return;
                  humanMove(ui.passMove!);
                }}
              >
                Pass
              </button>
            )}
            <button
              type="button"
              data-testid="resign"
              disabled={!playing || turn.kind === 'review' || resigner === null}
              onClick={() => resigner !== null && act({ type: 'resign', player: resigner })}
            >
              {resigner !== null && state.players[1 - resigner]?.kind === 'ai'
                ? `Resign (${ui.sides[resigner]})`
                : 'Resign'}
            </button>
            {!atTip(line) && (
              <button type="button" data-testid="continue" onClick={() => act({ type: 'continue' })}>
                Continue from here
              </button>
            )}
          </div>
          <PhoneTabs current={tab} onPick={setTab} />
          <div className="pane" data-pane="game">
            <form
              className="row clock-setting"
              onSubmit={(e) => {
                e.preventDefault();
                const input = e.currentTarget.elements.namedItem('clock') as HTMLInputElement;
                const tc = parseTimeControl(input.value);
                if (!tc.ok) return setMessage(tc.error.message);
                setMessage(null);
                setTimeControl(tc.value);
                saveSetting('clock', input.value.trim());
              }}
            >
              <label htmlFor="clock-text">Clock</label>
              <input
                id="clock-text"
                name="clock"
                data-testid="clock-text"
                defaultValue={loadSetting('clock', '')}
                autoComplete="off"
                placeholder="off, or 5+3 (minutes + seconds per move)"
              />
              <button type="submit" data-testid="clock-set">
                Set clock
              </button>
            </form>
            <form
              className="row move-input"
              onSubmit={(e) => {
                e.preventDefault();
                const input = e.currentTarget.elements.namedItem('move') as HTMLInputElement;
                humanMove(input.value);
                input.value = '';
              }}
            >
              <label htmlFor="move-text">Move</label>
              <input
                id="move-text"
                name="move"
                data-testid="move-text"
                autoComplete="off"
                placeholder="type a move"
              />
              <button type="submit">Play</button>
            </form>
          </div>
        </div>
        <div className="right">
          <div className="pane players" data-pane="players">
            {([0, 1] as const).map((i) => (
              <PlayerPanel
                key={`${game.spec}-${i}`}
                index={i}
                side={ui.sides[i]}
                config={state.players[i]}
                searchers={searchers}
                defaultLimits={ui.defaultLimits}
                optionDefaults={ui.searcherDefaults ?? {}}
                toMove={pos.toMove === i && playing}
                onChange={(c) => setPlayer(i, c)}
              />
            ))}
          </div>
          <div className="pane" data-pane="ai">
            <ThinkingPanel
              info={ai.info}
              thinking={ai.thinking}
              who={ai.who}
              progress={ai.progress}
              budgetMs={ai.budgetMs}
              onMoveNow={ai.moveNow}
            />
            <EvalBar score={ai.info?.score ?? null} side={ai.side} sides={ui.sides} />
          </div>
          <div className="pane" data-pane="moves">
            {ui.notations && ui.notations.length > 1 && (
              <label className="row">
                Notation
                <select
                  data-testid="notation"
                  value={notation?.id}
                  onChange={(e) => act({ type: 'notation', id: e.target.value })}
                >
                  {ui.notations.map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <MoveList
              notation={facts.notation}
              cursor={line.cursor}
              firstSide={startPos.toMove}
              onGoTo={(ply) => act({ type: 'goto', ply })}
            />
            <Variations items={variations} onPick={(index) => act({ type: 'variation', index })} />
          </div>
          <section className="panel explorer" data-pane="ai" aria-label="tree explorer">
            <strong>Tree explorer</strong>
            {ui.Explorer && <ui.Explorer game={game} pos={pos} />}
            <SearchTree
              searchId={ai.lastSearch?.id ?? null}
              title={ai.lastSearch ? `Search tree of ${ai.lastSearch.title}` : ''}
              tree={ai.tree}
            />
          </section>
          <div className="pane" data-pane="game">
            <ImportExport
              formatName={ui.formatName}
              exportPosition={() => (ui.exportPosition ? ui.exportPosition(game, pos) : game.encode(pos))}
              exportMoves={() => numberedMoveList(facts.notation.slice(0, line.cursor), startPos.toMove)}
              shareUrl={() => `${location.origin}${location.pathname}${shareHash(toSaved(state))}`}
              importPosition={(text) => {
                const t = text.trim();
                // A game record (Go: SGF) brings its own size, komi, moves and variations.
                const record = ui.importRecord?.(game, t);
                if (record) {
                  if (!record.ok) return describeError(record.error);
                  const { game: g, start, moves, variations } = record.value;
                  return newGame(g, start, moves, variations);
                }
                const decoded = game.decode(t);
                if (!decoded.ok) return describeError(decoded.error);
                return newGame(game, game.encode(decoded.value));
              }}
              importMoves={(text) => {
                // Every notation the Move box reads, with or without move numbers.
                const moves = parseMoves(game, startPos, moveListTokens(text), (p, t) =>
                  ui.parseMove ? ui.parseMove(game, p, t) : game.parseMove(p, t),
                );
                if (!moves.ok) return describeError(moves.error);
                const s = newGameState(game, {
                  start: state.start,
                  players: state.players,
                  moves: moves.value,
                  flipped: state.flipped,
                  notation: state.notation,
                });
                if (!s.ok) return describeError(s.error);
                act({ type: 'replace', state: s.value });
                return null;
              }}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
