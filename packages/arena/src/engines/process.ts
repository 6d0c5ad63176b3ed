import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/** Why an engine could not answer: it did not start, crashed, timed out or broke its protocol. */
export class EngineError extends Error {
  constructor(
    message: string,
    /** The last lines the engine wrote to stderr, for the record. */
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

const live = new Set<EngineProcess>();
let exitHookInstalled = false;

/** Kills every engine process still running (the CLI calls it on exit and on Ctrl-C). */
export function killAllEngines(): void {
  for (const p of live) p.kill();
}

/**
 * A protocol engine as a child process: line-based stdin/stdout, stderr kept as a short tail for
 * error messages. Every read has a timeout; an exit while a read waits rejects it with the exit
 * status. Engines are killed when the Node process exits.
 */
export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly queue: string[] = [];
  private waiter: { resolve: (line: string) => void; reject: (e: Error) => void } | null = null;
  private pending = '';
  private stderrTail: string[] = [];
  private ended: string | null = null;

  constructor(
    readonly argv: readonly string[],
    readonly label: string,
  ) {
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', killAllEngines);
    }
    const [file, ...args] = argv;
    this.child = spawn(file!, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    live.add(this);
    this.child.stdout.setEncoding('utf8');
    this.child.stderr.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr.on('data', (chunk: string) => {
      this.stderrTail.push(...chunk.split(/\r?\n/).filter((l) => l.trim() !== ''));
      if (this.stderrTail.length > 5) this.stderrTail = this.stderrTail.slice(-5);
    });
    // Writing to an engine that has died raises EPIPE on stdin: the exit handler reports it.
    this.child.stdin.on('error', () => {});
    this.child.on('error', (e) => this.end(`cannot start ${argv[0]}: ${e.message}`));
    this.child.on('exit', (code, signal) =>
      this.end(signal ? `engine killed by ${signal}` : `engine exited with code ${code}`),
    );
  }

  get stderr(): string {
    return this.stderrTail.join(' | ');
  }

  get alive(): boolean {
    return this.ended === null;
  }

  private onData(chunk: string): void {
    this.pending += chunk;
    let nl = this.pending.indexOf('\n');
    while (nl >= 0) {
      const line = this.pending.slice(0, nl).replace(/\r$/, '');
      this.pending = this.pending.slice(nl + 1);
      this.push(line);
      nl = this.pending.indexOf('\n');
    }
  }

  private push(line: string): void {
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w.resolve(line);
    } else this.queue.push(line);
  }

  private end(reason: string): void {
    if (this.ended !== null) return;
    this.ended = reason;
    live.delete(this);
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w.reject(new EngineError(reason, this.stderr));
    }
  }

  send(line: string): void {
    if (this.ended !== null) throw new EngineError(this.ended, this.stderr);
    this.child.stdin.write(`${line}\n`);
  }

  /** The next line the engine writes, or an EngineError after `timeoutMs` or when it exits. */
  readLine(timeoutMs: number, signal?: AbortSignal): Promise<string> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended !== null) return Promise.reject(new EngineError(this.ended, this.stderr));
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => finish(() => reject(new EngineError('aborted')));
      const timer = setTimeout(
        () => finish(() => reject(new EngineError(`no answer within ${timeoutMs} ms`, this.stderr))),
        timeoutMs,
      );
      const finish = (f: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.waiter = null;
        f();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiter = {
        resolve: (line) => finish(() => resolve(line)),
        reject: (e) => finish(() => reject(e)),
      };
    });
  }

  /** Reads lines until one satisfies `done`; every line read is passed to `onLine` first. */
  async readUntil(
    done: (line: string) => boolean,
    timeoutMs: number,
    onLine?: (line: string) => void,
    signal?: AbortSignal,
  ): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = await this.readLine(Math.max(1, deadline - Date.now()), signal);
      onLine?.(line);
      if (done(line)) return line;
    }
  }

  /** Asks the engine to quit (with `quitCommand`), then kills it if it is still running after `graceMs`. */
  async close(quitCommand: string | null, graceMs = 300): Promise<void> {
    if (this.ended !== null) return;
    if (quitCommand !== null) {
      try {
        this.send(quitCommand);
      } catch {
        // Already gone.
      }
    }
    this.child.stdin.end();
    await new Promise<void>((resolve) => {
      if (this.ended !== null) return resolve();
      const timer = setTimeout(() => {
        this.kill();
        resolve();
      }, graceMs);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.end('engine killed');
  }
}
