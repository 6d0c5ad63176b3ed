import type { Game, Position } from '@qi/core-search';
import { NO_MOVE, type Player as Side } from '@qi/core-search';
import type { MoveChoice, MoveRequest, Player } from '../player.js';
import { gameCodec, type MoveCodec } from './codec.js';
import { boardSize, type EnginePlayerOptions, engineLimits, forfeit, moveTimeout } from './common.js';
import { gridStones } from './grid.js';
import { EngineError, EngineProcess } from './process.js';
import type { EngineSpec } from './spec.js';
import { startPosition } from './start.js';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';
const colour = (side: Side) => (side === 0 ? 'B' : 'W');

const nextId = new WeakMap<EngineProcess, number>();

/**
 * Sends one GTP command with an id and returns the answer text; a `?` answer is an EngineError.
 * Answers with another id (a late answer to a command that timed out) are skipped, so a slow
 * engine cannot shift every later answer by one.
 */
export async function gtpCommand(proc: EngineProcess, command: string, timeoutMs: number): Promise<string> {
  const id = (nextId.get(proc) ?? 0) + 1;
  nextId.set(proc, id);
  proc.send(`${id} ${command}`);
  const ours = new RegExp(`^[=?]${id}(\\s|$)`);
  let first = await proc.readUntil((l) => ours.test(l), timeoutMs);
  const body: string[] = [];
  // The answer ends with an empty line; multi-line answers (showboard) continue until then.
  for (;;) {
    const line = await proc.readLine(timeoutMs);
    if (line.trim() === '') break;
    body.push(line);
  }
  const failed = first.startsWith('?');
  first = first.replace(/^[=?]\d*\s?/, '');
  const text = [first, ...body].join('\n').trim();
  if (failed) throw new EngineError(`GTP "${command}" failed: ${text}`, proc.stderr);
  return text;
}

/**
 * A Go engine speaking GTP 2 as a player. Each game: `boardsize`, `clear_board`, `komi`, and
 * `time_settings` when moves are timed; the start position's stones with `play`; then before each
 * move the moves it has not seen yet (`play`), and `genmove`. `resign` resigns; a crash, a timeout,
 * a `?` answer or an unreadable vertex forfeits the game with that reason. The process is started
 * at the first game and kept for the next ones; after a move timed out, the next game first checks
 * the engine answers again (skipping its late answer by GTP id) and restarts it if it does not.
 *
 * Qi ends a game after two passes and counts the board as it stands (area scoring, no dead-stone
 * removal), so an engine that passes with dead stones on the board would lose points it expects to
 * get. When the engine lists `kgs-genmove_cleanup` (GnuGo does), moves are asked with it: the engine
 * then captures dead stones before it passes. The spec option `cleanup=false` uses plain `genmove`.
 */
export function gtpPlayer<P extends Position>(
  spec: EngineSpec,
  opts: EnginePlayerOptions<P> = {},
): Player<P> {
  let proc: EngineProcess | null = null;
  let codec: MoveCodec<P> | null = null;
  let sent = 0;
  let failure: unknown = null;
  let genmove: string | null = null;
  // Set when a command went unanswered in time: the engine may still answer it later.
  let unsynced = false;
  const setupTimeout = opts.setupTimeoutMs ?? 10_000;
  const limits = engineLimits(spec, opts.limits);

  const ensure = (): EngineProcess => {
    if (!proc?.alive) {
      proc = new EngineProcess(spec.argv, spec.name);
      unsynced = false;
    }
    return proc;
  };

  /**
   * After a timeout, waits for the engine to answer a fresh command (late answers are skipped by
   * id); an engine that still does not answer is restarted, so only the game that timed out is lost.
   */
  const resync = async (): Promise<void> => {
    if (!unsynced || !proc?.alive) return;
    try {
      await gtpCommand(proc, 'protocol_version', setupTimeout);
    } catch {
      proc.kill();
    }
    unsynced = false;
  };

  return {
    name: spec.name,
    async newGame(game: Game<P>) {
      failure = null;
      sent = -1; // the start position is set up at the first move, from the request's text
      codec = opts.codec ?? gameCodec(game);
      try {
        await resync();
        const p = ensure();
        if (genmove === null) {
          const commands = (await gtpCommand(p, 'list_commands', setupTimeout).catch(() => '')).split(/\s+/);
          genmove =
            spec.cleanup !== false && commands.includes('kgs-genmove_cleanup')
              ? 'kgs-genmove_cleanup'
              : 'genmove';
        }
        const size = boardSize(game as Game<Position>);
        await gtpCommand(p, `boardsize ${size}`, setupTimeout);
        await gtpCommand(p, 'clear_board', setupTimeout);
        if (game.params.komi !== undefined) await gtpCommand(p, `komi ${game.params.komi}`, setupTimeout);
        if (limits.movetime !== undefined) {
          // Canadian byo-yomi of one stone per period: a fixed time per move.
          const seconds = Math.max(1, Math.round(limits.movetime / 1000));
          await gtpCommand(p, `time_settings 0 ${seconds} 1`, setupTimeout).catch(() => '');
        }
      } catch (e) {
        if (e instanceof EngineError && e.message.startsWith('no answer')) unsynced = true;
        failure = e;
      }
    },
    async chooseMove(req: MoveRequest<P>): Promise<MoveChoice> {
      if (failure) return forfeit(failure);
      const p = proc!;
      const t0 = performance.now();
      try {
        const size = boardSize(req.game as Game<Position>);
        if (sent < 0) {
          const stones = gridStones(req.start, size);
          if (stones === null) throw new EngineError(`cannot read the start position "${req.start}"`);
          for (const s of stones)
            await gtpCommand(p, `play ${colour(s.side)} ${COLUMNS[s.x]}${size - s.y}`, setupTimeout);
          sent = 0;
        }
        // Replay the moves the engine has not seen, each with the colour of the side that made it.
        const replay = startPosition(req);
        for (let i = 0; i < req.history.length; i++) {
          const move = req.history[i]!;
          if (i >= sent)
            await gtpCommand(p, `play ${colour(replay.toMove)} ${codec!.format(replay, move)}`, setupTimeout);
          replay.make(move);
        }
        sent = req.history.length;
        const answer = await gtpCommand(
          p,
          `${genmove ?? 'genmove'} ${colour(req.side)}`,
          moveTimeout(spec, limits.movetime),
        );
        const timeMs = performance.now() - t0;
        if (answer.toLowerCase() === 'resign') return { move: NO_MOVE, timeMs };
        const move = codec!.parse(req.position, answer);
        if (!move.ok)
          return { move: NO_MOVE, reason: `illegal move ${answer}`, note: move.error.message, timeMs };
        sent = req.history.length + 1; // the engine played its own move on its board
        return { move: move.value, timeMs };
      } catch (e) {
        if (e instanceof EngineError && e.message.startsWith('no answer')) unsynced = true;
        return forfeit(e);
      }
    },
    async close() {
      await proc?.close('quit');
      proc = null;
      genmove = null;
    },
  };
}
