import type { ParamValue, SearcherDef } from '@qi/core-search';
import {
  aiPlayer,
  describeLimits,
  HUMAN,
  LEVELS,
  type Limits,
  levelOf,
  type OptionDefaults,
  type PlayerConfig,
} from '../state/players.js';
import { ParamForm } from './ParamForm.js';

interface Props {
  readonly index: 0 | 1;
  readonly side: string;
  readonly config: PlayerConfig;
  readonly searchers: readonly SearcherDef[];
  readonly defaultLimits: Limits;
  readonly optionDefaults: OptionDefaults;
  readonly toMove: boolean;
  onChange(config: PlayerConfig): void;
}

const LIMIT_FIELDS: readonly { key: keyof Limits; label: string; title: string }[] = [
  { key: 'timeMs', label: 'time ms', title: 'time per move in milliseconds (0 = none)' },
  { key: 'depth', label: 'depth', title: 'search depth in plies (0 = none)' },
  { key: 'nodes', label: 'nodes', title: 'nodes (alpha-beta) or playouts (MCTS) per move (0 = none)' },
];

/** One side: a person, or a searcher with its options (from its ParamSpec) and its strength limits. */
export function PlayerPanel({
  index,
  side,
  config,
  searchers,
  defaultLimits,
  optionDefaults,
  toMove,
  onChange,
}: Props) {
  const id = `p${index}`;
  const def = config.kind === 'ai' ? searchers.find((s) => s.id === config.searcher) : undefined;
  const choose = (value: string) => {
    if (value === 'human') return onChange(HUMAN);
    const next = searchers.find((s) => s.id === value);
    if (next) onChange(aiPlayer(next, config.kind === 'ai' ? config.limits : defaultLimits, optionDefaults));
  };
  return (
    <section className={`panel player${toMove ? ' to-move' : ''}`} aria-label={`${side} player`}>
      <div className="row">
        <label htmlFor={`${id}-kind`} className="side">
          {side}
        </label>
        <select
          id={`${id}-kind`}
          data-testid={`${id}-kind`}
          value={config.kind === 'human' ? 'human' : config.searcher}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="human">Human</option>
          {searchers.map((s) => (
            <option key={s.id} value={s.id} title={s.description}>
              AI: {s.name}
            </option>
          ))}
        </select>
        {config.kind === 'ai' && <span className="muted small">{describeLimits(config.limits)}</span>}
      </div>
      {config.kind === 'ai' && (
        <label className="row" htmlFor={`${id}-level`}>
          Level
          <select
            id={`${id}-level`}
            data-testid={`${id}-level`}
            value={String(levelOf(config.limits))}
            onChange={(e) => {
              const level = LEVELS[Number(e.target.value)];
              if (level) onChange({ ...config, limits: level.limits });
            }}
          >
            {LEVELS.map((l, i) => (
              <option key={l.name} value={String(i)}>
                {l.name} ({describeLimits(l.limits)})
              </option>
            ))}
            <option value="-1" disabled>
              custom (see advanced)
            </option>
          </select>
        </label>
      )}
      {config.kind === 'ai' && (
        <details>
          <summary>advanced: limits and engine options</summary>
          <div className="group-label">limits per move (0 = off)</div>
          <div className="param-form">
            {LIMIT_FIELDS.map((f) => (
              <label key={f.key} className="param" title={f.title} htmlFor={`${id}-${f.key}`}>
                <span className="param-name">{f.label}</span>
                <input
                  id={`${id}-${f.key}`}
                  data-testid={`${id}-${f.key}`}
                  type="number"
                  min={0}
                  value={config.limits[f.key]}
                  onChange={(e) =>
                    onChange({
                      ...config,
                      limits: {
                        ...config.limits,
                        [f.key]: Math.max(0, Math.floor(Number(e.target.value) || 0)),
                      },
                    })
                  }
                />
              </label>
            ))}
          </div>
          {def && def.options.length > 0 && <div className="group-label">{def.name} options</div>}
          {def && def.options.length > 0 && (
            <ParamForm
              schema={def.options}
              values={config.options}
              idPrefix={`${id}-opt`}
              onChange={(name: string, v: ParamValue) =>
                onChange({ ...config, options: { ...config.options, [name]: v } })
              }
            />
          )}
        </details>
      )}
    </section>
  );
}
