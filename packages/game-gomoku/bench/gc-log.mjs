// Preloaded into a pbrain-qi process by bench/clock.ts --gc-log (node --import): appends one line per
// garbage collection to the file in QI_GC_LOG: "<epoch ms at its start> <pause ms> <kind> <pid>"
// (kind: 1 minor/scavenge, 2 major/mark-compact, 4 incremental marking, 8 weak callbacks), and one line
// "<epoch ms> <process CPU ms so far> W <pid>" when the engine writes an answer (a line not starting
// with MESSAGE): the CPU between two answers against the wall time tells a descheduled process.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.QI_GC_LOG;
if (file) {
  const origin = performance.timeOrigin;
  new PerformanceObserver((list) => {
    const lines = list
      .getEntries()
      .map(
        (e) =>
          `${(origin + e.startTime).toFixed(2)} ${e.duration.toFixed(2)} ${e.detail?.kind ?? 0} ${process.pid}\n`,
      );
    appendFileSync(file, lines.join(''));
  }).observe({ entryTypes: ['gc'] });
  const write = process.stdout.write.bind(process.stdout);
  const writes = [];
  process.stdout.write = (chunk, ...rest) => {
    if (typeof chunk === 'string' && !chunk.startsWith('MESSAGE')) {
      const cpu = process.cpuUsage();
      writes.push(
        `${(origin + performance.now()).toFixed(2)} ${((cpu.user + cpu.system) / 1000).toFixed(2)} W ${process.pid}\n`,
      );
    }
    return write(chunk, ...rest);
  };
  // Flushed between moves (not inside one: the write must not delay the answer it stamps).
  setInterval(() => {
    if (writes.length > 0) appendFileSync(file, writes.splice(0).join(''));
  }, 50).unref();
}
