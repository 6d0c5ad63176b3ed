import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Fairy-Stockfish as a test oracle (Debian package `fairy-stockfish`, GPL: run as a separate process,
 * never bundled). Speaks UCI with `UCI_Variant=xiangqi`, so moves are UCI text with ranks 1–10.
 * Test and bench code only; not exported from the package.
 */
export const FAIRY_STOCKFISH_PATH = process.env.QI_FAIRY_STOCKFISH ?? '/usr/games/fairy-stockfish';

export const fairyStockfishAvailable = (): boolean => existsSync(FAIRY_STOCKFISH_PATH);

export interface OraclePerft {
  readonly total: number;
  /** Leaf count per root move (UCI text). */
  readonly divide: ReadonlyMap<string, number>;
}

export class FairyStockfish {
  private buffer = '';
  private lines: string[] = [];
  private waiter: (() => void) | null = null;
  private exited = false;

  private constructor(private readonly proc: ChildProcessWithoutNullStreams) {
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl = this.buffer.indexOf('\n');
      while (nl >= 0) {
        this.lines.push(this.buffer.slice(0, nl).trim());
        this.buffer = this.buffer.slice(nl + 1);
        nl = this.buffer.indexOf('\n');
      }
      this.waiter?.();
    });
    proc.on('exit', () => {
      this.exited = true;
      this.waiter?.();
    });
  }

  static async start(path = FAIRY_STOCKFISH_PATH): Promise<FairyStockfish> {
    const fsf = new FairyStockfish(spawn(path, [], { stdio: 'pipe' }));
    fsf.send('uci');
    await fsf.until((l) => l === 'uciok');
    fsf.send('setoption name UCI_Variant value xiangqi');
    fsf.send('isready');
    await fsf.until((l) => l === 'readyok');
    return fsf;
  }

  private send(line: string): void {
    this.proc.stdin.write(`${line}\n`);
  }

  /** Collects lines up to and including the first one matching `done`. */
  private async until(done: (line: string) => boolean): Promise<string[]> {
    const out: string[] = [];
    for (;;) {
      while (this.lines.length > 0) {
        const line = this.lines.shift()!;
        out.push(line);
        if (done(line)) return out;
      }
      if (this.exited) throw new Error(`fairy-stockfish exited; output so far: ${out.join(' | ')}`);
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
      this.waiter = null;
    }
  }

  /** `go perft depth` from a FEN plus UCI moves. */
  async perft(fen: string, depth: number, moves: readonly string[] = []): Promise<OraclePerft> {
    this.send(`position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`);
    this.send(`go perft ${depth}`);
    const lines = await this.until((l) => l.startsWith('Nodes searched'));
    const divide = new Map<string, number>();
    for (const line of lines) {
      const m = /^([a-i]\d+[a-i]\d+): (\d+)$/.exec(line);
      if (m) divide.set(m[1]!, Number(m[2]));
    }
    const total = Number(/Nodes searched: (\d+)/.exec(lines[lines.length - 1]!)![1]);
    return { total, divide };
  }

  /** The legal moves (UCI text, sorted) of a FEN plus UCI moves. */
  async legalMoves(fen: string, moves: readonly string[] = []): Promise<string[]> {
    return [...(await this.perft(fen, 1, moves)).divide.keys()].sort();
  }

  /**
   * CPU seconds (user + system) the engine process has used so far, from Linux /proc (clock ticks of
   * 1/100 s); null where /proc is unavailable. Lets a benchmark compare CPU time on a loaded machine.
   */
  cpuSeconds(): number | null {
    try {
      const stat = readFileSync(`/proc/${this.proc.pid}/stat`, 'utf8');
      // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  }

  close(): void {
    if (!this.exited) this.send('quit');
    this.proc.stdin.end();
  }
}
