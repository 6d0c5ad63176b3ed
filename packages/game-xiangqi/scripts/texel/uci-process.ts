// A UCI engine process for the labelling scripts: send a line, read lines until one starts with a prefix.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export class UciProcess {
  private readonly proc;
  private readonly queue: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor(path: string) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      const w = this.waiting;
      if (w) {
        this.waiting = null;
        w(l);
      } else this.queue.push(l);
    });
  }

  send(line: string): void {
    this.proc.stdin.write(`${line}\n`);
  }

  private next(): Promise<string> {
    return new Promise((resolve) => {
      const l = this.queue.shift();
      if (l !== undefined) resolve(l);
      else this.waiting = resolve;
    });
  }

  /** The lines up to and including the first that starts with `prefix`. */
  async until(prefix: string): Promise<string[]> {
    const got: string[] = [];
    for (;;) {
      const l = await this.next();
      got.push(l);
      if (l.startsWith(prefix)) return got;
    }
  }

  /** `uci`, the Xiangqi variant, one thread, a small hash. */
  async startXiangqi(): Promise<void> {
    this.send('uci');
    await this.until('uciok');
    this.send('setoption name UCI_Variant value xiangqi');
    this.send('setoption name Threads value 1');
    this.send('setoption name Hash value 16');
    this.send('isready');
    await this.until('readyok');
  }
}
