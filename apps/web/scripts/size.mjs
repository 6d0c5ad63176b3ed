// Prints the production bundle's JavaScript size, raw and gzipped, and fails above the budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP = 300 * 1024;
const dir = new URL('../dist/', import.meta.url).pathname;

const files = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.js')) files.push(p);
  }
};
walk(dir);

let raw = 0;
let gz = 0;
for (const f of files.sort()) {
  const bytes = readFileSync(f);
  const g = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += g;
  console.log(
    `  ${f.slice(dir.length).padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(g / 1024).toFixed(1).padStart(7)} kB`,
  );
}
const verdict = gz <= BUDGET_GZIP ? 'within' : 'OVER';
console.log(
  `bundle JS: ${files.length} files, ${(raw / 1024).toFixed(1)} kB, gzipped ${(gz / 1024).toFixed(1)} kB (${verdict} the ${BUDGET_GZIP / 1024} kB budget)`,
);
if (gz > BUDGET_GZIP) process.exit(1);
