import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { intOption } from '../options.js';
import { parseQueueUrl } from '../queue/connection.js';
import { runWorker } from '../queue/worker.js';

interface WorkerFlags {
  queue: string;
  concurrency: number;
  lockMs: number;
}

export function registerWorker(program: Command, ctx: Ctx): void {
  program
    .command('worker')
    .summary('play games from a Redis queue for qi match / tournament / tune --queue')
    .description(
      'Take games from the queue and play them until stopped (Ctrl-C finishes the games in play).\n' +
        'Workers may join and leave at any time; a game whose worker dies is given to another.\n' +
        'Engine specs (gtp:…, uci:…) are started here, so their binaries must exist on this machine.\n' +
        'See docs/distributed.md for several machines and the security note.',
    )
    .requiredOption(
      '--queue <url>',
      'Redis URL, e.g. redis://10.0.0.5:6379/0 (redis://:password@host:port/db)',
    )
    .option('--concurrency <n>', 'games played at once (one per core is a good start)', intOption(1, 64), 1)
    .option(
      '--lock-ms <ms>',
      'a game whose worker is silent this long is given to another worker',
      intOption(1000),
      10_000,
    )
    .addHelpText(
      'after',
      ['', 'Examples:', '  qi worker --queue redis://127.0.0.1:6379 --concurrency 2'].join('\n'),
    )
    .action(async (flags: WorkerFlags) => {
      const url = parseQueueUrl(flags.queue);
      const controller = new AbortController();
      const onSignal = () => controller.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      try {
        await runWorker({
          url,
          concurrency: flags.concurrency,
          registry: ctx.registry,
          log: (line) => ctx.io.stderr.write(`qi worker: ${line}\n`),
          signal: controller.signal,
          lockMs: flags.lockMs,
        });
      } finally {
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
      }
    });
}
