import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/** A UCI engine in a child process, driven line by line (bench code: Qi's engine and Fairy-Stockfish). */
export class UciProcess {
  private buffer = '';
  private readonly lines: string[] = [];
  private waiter: (() => void) | null = null;
  private exitCode: number | null = null;
  readonly log: string[] = [];

  private constructor(
    readonly name: string,
    private readonly proc: ChildProcessWithoutNullStreams,
  ) {
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl = this.buffer.indexOf('\n');
      while (nl >= 0) {
        const line = this.buffer.slice(0, nl).trim();
        this.buffer = this.buffer.slice(nl + 1);
        this.lines.push(line);
        nl = this.buffer.indexOf('\n');
      }
      this.waiter?.();
    });
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => this.log.push(`stderr: ${chunk}`));
    proc.on('exit', (code) => {
      this.exitCode = code ?? -1;
      this.waiter?.();
    });
    proc.stdin.on('error', () => {});
  }

  static async start(
    name: string,
    command: string,
    args: readonly string[],
    options: string[] = [],
  ): Promise<UciProcess> {
    const p = new UciProcess(name, spawn(command, args, { stdio: 'pipe' }));
    p.send('uci');
    await p.until((l) => l === 'uciok', 30_000);
    for (const o of options) p.send(o);
    p.send('isready');
    await p.until((l) => l === 'readyok', 60_000);
    return p;
  }

  get exited(): boolean {
    return this.exitCode !== null;
  }

  send(line: string): void {
    if (!this.exited) this.proc.stdin.write(`${line}\n`);
  }

  /** Lines up to and including the first that matches; rejects on exit or timeout. */
  async until(done: (line: string) => boolean, timeoutMs: number): Promise<string[]> {
    const out: string[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.lines.length > 0) {
        const line = this.lines.shift()!;
        out.push(line);
        if (done(line)) return out;
      }
      if (this.exited) throw new Error(`${this.name} exited (code ${this.exitCode})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.name}: no answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  async quit(): Promise<void> {
    this.send('quit');
    await new Promise((r) => setTimeout(r, 50));
    if (!this.exited) this.proc.kill();
  }
}
