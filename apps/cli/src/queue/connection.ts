import { Redis } from 'ioredis';
import { usageError } from '../io.js';

/** The one BullMQ queue every run shares; job ids carry the run, so workers need no per-run setup. */
export const QUEUE_NAME = 'qi-games';

/** Checks a `--queue` URL (`redis://[:password@]host:port[/db]`, or `rediss://` for TLS). */
export function parseQueueUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usageError(`--queue: expected redis://host:port/db, got "${text}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw usageError(`--queue: expected a redis:// or rediss:// URL, got "${text}"`);
  if (url.hostname === '') throw usageError(`--queue: no host in "${text}"`);
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) throw usageError(`--queue: the database must be a number, got "${db}"`);
  return text;
}

/** The URL with its password hidden, for messages. */
export function safeUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return text;
  }
}

/** A connection as BullMQ wants it (no per-request retry limit: workers block on the queue). */
export const redisConnection = (url: string): Redis => new Redis(url, { maxRetriesPerRequest: null });

/** Closes connections politely (QUIT), or drops them when Redis is gone. */
export async function closeConnections(connections: readonly Redis[]): Promise<void> {
  await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
}

/** Fails fast with a clear message when Redis cannot be reached (ioredis itself would retry forever). */
export async function checkRedis(url: string, timeoutMs = 5000): Promise<void> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than the rejected connect().
  let cause: unknown = null;
  probe.on('error', (e) => {
    cause ??= e;
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    const why = cause ?? e;
    throw usageError(
      `--queue: cannot reach Redis at ${safeUrl(url)}: ${why instanceof Error ? why.message : why}`,
    );
  } finally {
    probe.disconnect();
  }
}
