import { type Game, NO_MOVE, type Position, type Score } from '@qi/core-search';
import type { MoveChoice, MoveRequest, Player } from '../player.js';
import { gameCodec, type MoveCodec } from './codec.js';
import { type EnginePlayerOptions, engineLimits, forfeit, moveTimeout } from './common.js';
import { EngineError, EngineProcess } from './process.js';
import type { EngineSpec } from './spec.js';
import { startPosition } from './start.js';

export interface UciPlayerOptions<P extends Position = Position> extends EnginePlayerOptions<P> {
  /** Sent as the `UCI_Variant` option unless the spec sets it (e.g. `xiangqi` for Fairy-Stockfish). */
  readonly variant?: string;
}

/** Reads the score of a UCI/UCCI `info` line, from the engine's side to move. */
export function infoScore(line: string): Score | null {
  const m = /\bscore\s+(cp|mate)\s+(-?\d+)/.exec(line);
  if (!m) return null;
  return m[1] === 'cp' ? { kind: 'cp', value: Number(m[2]) } : { kind: 'mate', moves: Number(m[2]) };
}

const infoNumber = (line: string, key: string): number | null => {
  const m = new RegExp(`\\b${key}\\s+(\\d+)`).exec(line);
  return m ? Number(m[1]) : null;
};

/**
 * A chess-like engine speaking UCI or UCCI as a player (Fairy-Stockfish with UCI_Variant xiangqi,
 * UCCI Xiangqi engines). Handshake `uci`/`ucci`, options, `isready`; each move `position fen …
 * moves …` and `go movetime|depth|nodes` (UCCI: `go time … movestogo 1` for a move time); the
 * last `info` line's score, depth and nodes go to the record. `bestmove (none)`, `0000` and
 * `nobestmove` resign; a crash, a timeout or an unreadable move forfeits.
 */
export function uciPlayer<P extends Position>(
  spec: EngineSpec & { readonly protocol: 'uci' | 'ucci' },
  opts: UciPlayerOptions<P> = {},
): Player<P> {
  const ucci = spec.protocol === 'ucci';
  let proc: EngineProcess | null = null;
  let ready = false;
  let codec: MoveCodec<P> | null = null;
  let failure: unknown = null;
  // Set when a search overran its timeout: the engine must prove it is listening before the next game.
  let unsynced = false;
  const setupTimeout = opts.setupTimeoutMs ?? 10_000;
  const limits = engineLimits(spec, opts.limits);
  const setoption = (name: string, value: string) =>
    ucci ? `setoption ${name} ${value}` : `setoption name ${name} value ${value}`;

  const isReady = async (p: EngineProcess) => {
    p.send('isready');
    await p.readUntil((l) => l.trim() === 'readyok', setupTimeout);
  };

  return {
    name: spec.name,
    async newGame(game: Game<P>) {
      failure = null;
      codec = opts.codec ?? gameCodec(game);
      try {
        if (unsynced && proc?.alive) {
          // After `stop`, its late bestmove is skipped while waiting for readyok; an engine that
          // does not answer is restarted, so only the game that timed out is lost.
          await isReady(proc).catch(() => proc?.kill());
        }
        unsynced = false;
        if (!proc?.alive) {
          proc = new EngineProcess(spec.argv, spec.name);
          ready = false;
        }
        const p = proc;
        if (!ready) {
          p.send(ucci ? 'ucci' : 'uci');
          await p.readUntil((l) => l.trim() === (ucci ? 'ucciok' : 'uciok'), setupTimeout);
          const options: Record<string, string> = { ...spec.options };
          if (opts.variant && !('UCI_Variant' in options)) options.UCI_Variant = opts.variant;
          for (const [k, v] of Object.entries(options)) p.send(setoption(k, v));
          await isReady(p);
          ready = true;
        }
        if (!ucci) p.send('ucinewgame');
        await isReady(p);
      } catch (e) {
        failure = e;
      }
    },
    async chooseMove(req: MoveRequest<P>): Promise<MoveChoice> {
      if (failure) return forfeit(failure);
      const p = proc!;
      const t0 = performance.now();
      try {
        const replay = startPosition(req);
        const moves: string[] = [];
        for (const m of req.history) {
          moves.push(codec!.format(replay, m));
          replay.make(m);
        }
        p.send(`position fen ${req.start}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
        const { movetime, depth, nodes } = limits;
        const go =
          movetime !== undefined
            ? ucci
              ? `go time ${movetime} movestogo 1`
              : `go movetime ${movetime}`
            : depth !== undefined
              ? `go depth ${depth}`
              : nodes !== undefined
                ? `go nodes ${nodes}`
                : ucci
                  ? 'go time 1000 movestogo 1'
                  : 'go movetime 1000';
        p.send(go);
        let score: Score | null = null;
        let searched = 0;
        let reached = 0;
        const line = await p.readUntil(
          (l) => l.startsWith('bestmove') || l.startsWith('nobestmove'),
          moveTimeout(spec, movetime ?? (depth || nodes ? undefined : 1000)),
          (l) => {
            if (!l.startsWith('info')) return;
            score = infoScore(l) ?? score;
            searched = infoNumber(l, 'nodes') ?? searched;
            reached = infoNumber(l, 'depth') ?? reached;
          },
          req.signal,
        );
        const timeMs = performance.now() - t0;
        const stats = { score, nodes: searched, depth: reached, timeMs };
        const text = line.split(/\s+/)[1] ?? '';
        if (line.startsWith('nobestmove') || text === '' || text === '(none)' || text === '0000')
          return { move: NO_MOVE, ...stats };
        const move = codec!.parse(req.position, text);
        if (!move.ok)
          return { move: NO_MOVE, reason: `illegal move ${text}`, note: move.error.message, ...stats };
        return { move: move.value, ...stats };
      } catch (e) {
        if (e instanceof EngineError && e.message.startsWith('no answer')) {
          // A search that overran: stop it so the process is usable for the next game.
          unsynced = true;
          try {
            p.send('stop');
          } catch {
            // gone
          }
        }
        return forfeit(e);
      }
    },
    async close() {
      await proc?.close('quit');
      proc = null;
    },
  };
}
