// Serves the built app (dist/) on 127.0.0.1 and prints its URL.
// Port: --port N or PORT (default 5173). With no terminal on stdin (CI's `pnpm start </dev/null`),
// the server checks that it answers and stops when stdin closes; QI_WEB_KEEP=1 keeps it running.
import { existsSync } from 'node:fs';
import { preview } from 'vite';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}dist/index.html`)) {
  console.error('apps/web: dist/ is missing; run `pnpm --filter @qi/web build` first');
  process.exit(1);
}
const arg = process.argv.indexOf('--port');
const port = Number(arg > 0 ? process.argv[arg + 1] : (process.env.PORT ?? 5173));
const host = '127.0.0.1';

const server = await preview({
  root,
  logLevel: 'warn',
  preview: { host, port, strictPort: true, open: false },
});
const url = `http://${host}:${port}/`;
console.log(`Qi web app: ${url}`);

const res = await fetch(url);
if (!res.ok) {
  console.error(`the server answered ${res.status} for ${url}`);
  process.exit(1);
}

const stop = async (why) => {
  console.log(`stopping the web server (${why})`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => stop('interrupted'));
process.on('SIGTERM', () => stop('terminated'));
if (!process.stdin.isTTY && process.env.QI_WEB_KEEP !== '1') {
  process.stdin.on('end', () => stop('stdin closed; set QI_WEB_KEEP=1 to keep serving without a terminal'));
  process.stdin.resume();
} else {
  console.log('press Ctrl+C to stop');
}
