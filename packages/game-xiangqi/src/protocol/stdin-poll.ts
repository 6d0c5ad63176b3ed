/** The parts of Node's `fs` the poller uses (looked up at run time, so browsers never load it). */
interface NodeFs {
  fstatSync(fd: number): { isFIFO(): boolean; isSocket(): boolean };
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: null): number;
}

interface NodeReadable {
  readonly fd?: unknown;
  read?: () => unknown;
}

const POLL_BYTES = 1 << 16;

/**
 * A synchronous reader of what has arrived on a Node pipe, for a search that holds the thread: first
 * the bytes the stream already buffered, then whatever waits in the pipe. Only for pipes and sockets,
 * which Node puts in non-blocking mode (a read with nothing there fails with EAGAIN instead of waiting);
 * null for anything else (a terminal, a file, a test's iterable), where lines are read between
 * iterations only. Any unexpected error turns the poller off.
 */
export function stdinPoller(input: unknown): (() => Uint8Array | string | null) | null {
  const stream = input as NodeReadable;
  const fd = stream.fd;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof fd !== 'number' || typeof stream.read !== 'function' || !proc?.getBuiltinModule) return null;
  const fs = proc.getBuiltinModule('node:fs') as NodeFs | undefined;
  if (!fs) return null;
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFIFO() && !st.isSocket()) return null;
  } catch {
    return null;
  }
  const buf = new Uint8Array(POLL_BYTES);
  let on = true;
  return () => {
    if (!on) return null;
    const parts: Uint8Array[] = [];
    for (let c = stream.read!(); c !== null && c !== undefined; c = stream.read!())
      parts.push(typeof c === 'string' ? new TextEncoder().encode(c) : (c as Uint8Array));
    try {
      for (;;) {
        const n = fs.readSync(fd, buf, 0, POLL_BYTES, null);
        if (n <= 0) break;
        parts.push(buf.slice(0, n));
        if (n < POLL_BYTES) break;
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') on = false;
    }
    if (parts.length === 0) return null;
    if (parts.length === 1) return parts[0]!;
    const all = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    return all;
  };
}
