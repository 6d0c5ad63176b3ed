import { describeError, type Game, type ParamValue } from '@qi/core-search';
import { useState } from 'react';
import { GAME_UIS, gameUi } from '../games/index.js';
import { ParamForm } from './ParamForm.js';

interface Props {
  /** The game now on screen: the picker starts from its id and parameters. */
  readonly current: Game;
  /** Starts the game from `start` (position text) or its initial position; returns an error or null. */
  onNewGame(game: Game, start: string | null): string | null;
}

/** Chooses a game and its parameters (size, rule, komi…) from the plugin's own schema. */
export function GamePicker({ current, onNewGame }: Props) {
  const [id, setId] = useState(current.meta.id);
  const [params, setParams] = useState<Record<string, Record<string, ParamValue>>>({
    [current.meta.id]: { ...current.params },
  });
  const [error, setError] = useState<string | null>(null);
  const ui = gameUi(id) ?? GAME_UIS[0]!;
  const values = params[id] ?? {};
  const setupSchema = ui.setupParams ?? [];
  // Set-up choices (Go handicap) are not game parameters: split them off before creating the game.
  const gameValues = Object.fromEntries(
    Object.entries(values).filter(([k]) => !setupSchema.some((s) => s.name === k)),
  );
  const setupValues = Object.fromEntries(
    Object.entries(values).filter(([k]) => setupSchema.some((s) => s.name === k)),
  );
  const start = () => {
    const g = ui.plugin.create(gameValues);
    if (!g.ok) return setError(describeError(g.error));
    const setup = ui.setup ? ui.setup(g.value, setupValues) : null;
    if (setup && !setup.ok) return setError(describeError(setup.error));
    setError(onNewGame(g.value, setup ? setup.value : null));
  };
  return (
    <section className="panel picker" aria-label="new game">
      <div className="row">
        <label htmlFor="game-select">Game</label>
        <select id="game-select" data-testid="game-select" value={id} onChange={(e) => setId(e.target.value)}>
          {GAME_UIS.map((g) => (
            <option key={g.plugin.meta.id} value={g.plugin.meta.id}>
              {g.plugin.meta.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid="new-game" onClick={start}>
          New game
        </button>
      </div>
      <ParamForm
        schema={[...ui.plugin.meta.params, ...setupSchema]}
        values={values}
        idPrefix="game"
        onChange={(name, v) => setParams({ ...params, [id]: { ...values, [name]: v } })}
      />
      <p className="muted small">{ui.plugin.meta.description}</p>
      {error && <p className="error">{error}</p>}
    </section>
  );
}
