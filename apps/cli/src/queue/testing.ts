import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { findExecutable } from '@qi/arena/node';
import { Redis } from 'ioredis';

/** Test helpers: a real redis-server on a free loopback port, and `qi` child processes from sources. */

export const REDIS_SERVER = findExecutable('redis-server') ?? findExecutable('/usr/bin/redis-server');

/** Tests that need redis-server skip without it, except under CI, where they must fail instead. */
export const skipWithoutRedis = REDIS_SERVER === null && process.env.CI !== 'true';

export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `redis-server` on 127.0.0.1 with nothing saved to disk; resolves once it answers PING. */
export async function startRedis(): Promise<TestRedis> {
  if (REDIS_SERVER === null) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}/0`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (e) {
      probe.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${port}: ${e}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

const cliDir = fileURLToPath(new URL('../..', import.meta.url));

export interface QiProcess {
  readonly child: ChildProcess;
  /** Everything written to stderr so far. */
  stderr(): string;
  stdout(): string;
  /** Resolves with the exit code (or the signal's name). */
  readonly exited: Promise<number | string>;
}

/** Runs `qi …` from sources in a child process (no build needed). */
export function spawnQi(args: readonly string[], cwd = cliDir): QiProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@qi/source', '--import', 'tsx', `${cliDir}/src/bin.ts`, ...args],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, stderr: () => err, stdout: () => out, exited };
}

/** Waits until `test` holds, checking every 50 ms, or throws after `timeoutMs`. */
export async function waitFor(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
