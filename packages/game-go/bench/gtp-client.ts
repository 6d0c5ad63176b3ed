/**
 * A small GTP controller for benchmarks and tests: spawns an engine, sends one command at a time
 * and reads its answer (`=`/`?` up to the empty line).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

export interface GtpAnswer {
  readonly ok: boolean;
  readonly text: string;
}

export class GtpClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiting: ((a: GtpAnswer) => void) | null = null;
  private failed: ((e: Error) => void) | null = null;
  exited = false;
  exitCode: number | null = null;
  stderr = '';

  constructor(
    readonly label: string,
    command: string,
    args: readonly string[],
    options: { cwd?: string; keepStderr?: boolean } = {},
  ) {
    this.child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (d: string) => {
      this.buffer += d;
      this.flush();
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d: string) => {
      if (options.keepStderr) this.stderr = (this.stderr + d).slice(-200_000);
    });
    this.child.on('exit', (code) => {
      this.exited = true;
      this.exitCode = code;
      this.failed?.(new Error(`${label} exited (code ${code}) while a command was pending`));
      this.waiting = null;
      this.failed = null;
    });
    this.child.stdin.on('error', () => {});
  }

  private flush(): void {
    const end = this.buffer.indexOf('\n\n');
    if (end < 0 || this.waiting === null) return;
    const raw = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end + 2);
    const ok = raw.startsWith('=');
    const text = raw.replace(/^[=?]\d*\s?/, '');
    const w = this.waiting;
    this.waiting = null;
    this.failed = null;
    w({ ok, text });
  }

  /** Sends one command and waits for its answer (rejects if the engine dies or times out). */
  send(command: string, timeoutMs = 600_000): Promise<GtpAnswer> {
    if (this.exited) return Promise.reject(new Error(`${this.label} has exited`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.label}: no answer to "${command}" in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiting = (a) => {
        clearTimeout(timer);
        resolve(a);
      };
      this.failed = (e) => {
        clearTimeout(timer);
        reject(e);
      };
      this.child.stdin.write(`${command}\n`);
      this.flush();
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    try {
      await this.send('quit', 5000);
    } catch {
      // already gone
    }
    if (!this.exited) this.child.kill();
  }
}
