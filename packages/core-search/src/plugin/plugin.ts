import type { GamePlugin } from '../game.js';
import type { ParamSpec, ParamValue } from '../params.js';
import type { SearcherDef } from '../search.js';

/** The streams and services a protocol loop gets from its host (the CLI). */
export interface ProtocolIo {
  readonly input: AsyncIterable<string | Uint8Array>;
  readonly output: { write(text: string): unknown };
  /** A diagnostic line (the CLI writes it to stderr; protocols keep stdout clean). */
  readonly log: (line: string) => void;
  /** Reads a file the controller names (UCCI `bookfiles`); throws when it cannot. */
  readonly readFile: (path: string) => Uint8Array;
}

/** A protocol loop: reads commands from `io.input` until quit or end of input. */
export type ProtocolLoop = (io: ProtocolIo, options: Readonly<Record<string, ParamValue>>) => Promise<void>;

/** A protocol front-end a plugin brings (GTP, UCCI, UCI, Gomocup): `qi <name>` runs it. */
export interface ProtocolDef {
  readonly name: string;
  readonly summary: string;
  /**
   * The command's flags. The host validates what the user gave against this schema and passes only
   * those values, so a loop's own defaults (and controller commands such as `boardsize`) still apply.
   */
  readonly options: readonly ParamSpec[];
  readonly examples: readonly string[];
  /** Loads the loop on demand, so apps that never speak a protocol (the browser) never run its code. */
  load(): Promise<ProtocolLoop>;
}

/**
 * A plugin: everything one package brings, as one typed object. Apps build their registry from a list
 * of these (see `Registry`), so games, their engines and their protocols cannot drift apart.
 */
export interface QiPlugin {
  /** The package name, for listings and errors (`@qi/game-go`). */
  readonly name: string;
  readonly games: readonly GamePlugin[];
  readonly searchers: readonly SearcherDef[];
  readonly protocols: readonly ProtocolDef[];
  /** The searcher that plays each of this plugin's games best, by game id (the apps' default). */
  readonly strongest: Readonly<Record<string, string>>;
}

/** Fills the parts a plugin does not bring with empty lists. */
export function definePlugin(plugin: {
  readonly name: string;
  readonly games?: readonly GamePlugin[];
  readonly searchers?: readonly SearcherDef[];
  readonly protocols?: readonly ProtocolDef[];
  readonly strongest?: Readonly<Record<string, string>>;
}): QiPlugin {
  return {
    name: plugin.name,
    games: plugin.games ?? [],
    searchers: plugin.searchers ?? [],
    protocols: plugin.protocols ?? [],
    strongest: plugin.strongest ?? {},
  };
}
