import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Packs the package in `dir` with `pnpm pack` into the empty folder `dest`; returns the tarball path. */
export function packPackage(dir, dest) {
  mkdirSync(dest, { recursive: true });
  execFileSync('pnpm', ['pack', '--pack-destination', dest], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const tarballs = readdirSync(dest).filter((f) => f.endsWith('.tgz'));
  if (tarballs.length !== 1)
    throw new Error(`pnpm pack in ${dir} left ${tarballs.length} tarballs in ${dest}`);
  return join(dest, tarballs[0]);
}

/** `packPackage` without blocking, so several packages pack at once. */
export async function packPackageAsync(dir, dest) {
  mkdirSync(dest, { recursive: true });
  await promisify(execFile)('pnpm', ['pack', '--pack-destination', dest], { cwd: dir });
  const tarballs = readdirSync(dest).filter((f) => f.endsWith('.tgz'));
  if (tarballs.length !== 1)
    throw new Error(`pnpm pack in ${dir} left ${tarballs.length} tarballs in ${dest}`);
  return join(dest, tarballs[0]);
}

/** Paths inside a tarball, relative to its "package/" folder. */
export function tarballFiles(tgz) {
  return execFileSync('tar', ['-tzf', tgz], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('package/') && !line.endsWith('/'))
    .map((line) => line.slice('package/'.length))
    .sort();
}

/** Unpacks a tarball into `dest` (the files land in dest/package). Returns that folder. */
export function unpack(tgz, dest) {
  mkdirSync(dest, { recursive: true });
  execFileSync('tar', ['-xzf', tgz, '-C', dest]);
  return join(dest, 'package');
}
