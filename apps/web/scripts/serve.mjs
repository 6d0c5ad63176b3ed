// Serves the built app (dist/) and prints its URL; serves until stopped (Ctrl+C, SIGTERM, kill).
// Address: --host H / QI_HOST (default 127.0.0.1; 0.0.0.0 for every interface) and --port N / QI_PORT
// (or PORT; default 5173). --check starts, checks the server answers, and exits (CI).
// stdin is never read, so `setsid nohup pnpm start >log 2>&1 </dev/null &`, Docker without -i and
// systemd units all keep serving.
import { existsSync } from 'node:fs';
import { preview } from 'vite';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) {
    console.error(`serve: --${name} needs a value`);
    process.exit(2);
  }
  return v;
};
const known = new Set(['--host', '--port', '--check']);
for (const [i, a] of args.entries())
  if (a.startsWith('--') && !known.has(a)) {
    console.error(`serve: unknown option ${a} (known: --host H, --port N, --check)`);
    process.exit(2);
  } else if (!a.startsWith('--') && !['--host', '--port'].includes(args[i - 1] ?? '')) {
    console.error(`serve: unexpected argument "${a}"`);
    process.exit(2);
  }

const root = new URL('..', import.meta.url).pathname;
// QI_WEB_DIST: another build folder (the e2e suite serves its private build this way).
const outDir = process.env.QI_WEB_DIST ?? `${root}dist`;
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`apps/web: ${outDir}/index.html is missing; run \`pnpm --filter @qi/web build\` first`);
  process.exit(1);
}
const host = flag('host') ?? process.env.QI_HOST ?? '127.0.0.1';
const portText = flag('port') ?? process.env.QI_PORT ?? process.env.PORT ?? '5173';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: the port must be an integer 0–65535, got "${portText}"`);
  process.exit(2);
}

const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { host, port, strictPort: true, open: false },
});
const url = `http://${host}:${port}/`;
console.log(`Qi web app: ${url}${host === '0.0.0.0' ? ' (every interface)' : ''}`);

// Check it answers (through loopback when listening on every interface).
const local = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}/`;
const res = await fetch(local).catch((e) => e);
if (res instanceof Error || !res.ok) {
  console.error(`the server did not answer ${local}: ${res instanceof Error ? res.message : res.status}`);
  process.exit(1);
}

const stop = async (why) => {
  console.log(`stopping the web server (${why})`);
  await server.close();
  process.exit(0);
};
if (args.includes('--check')) await stop('--check: it answers');
process.on('SIGINT', () => stop('interrupted'));
process.on('SIGTERM', () => stop('terminated'));
// No SIGHUP handler: under nohup the hang-up must stay ignored.
console.log('serving until stopped (Ctrl+C, or kill the process)');
