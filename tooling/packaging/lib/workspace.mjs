import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file lives in tooling/packaging/lib). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Workspace folder patterns from pnpm-workspace.yaml. Only the "dir/*" and plain "dir" forms are
 * understood, which is all Qi uses; anything else is refused rather than silently skipped.
 */
export function workspacePatterns(root) {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages && /^\S/.test(line)) break;
    const m = inPackages ? /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line) : null;
    if (m) patterns.push(m[1]);
  }
  for (const p of patterns)
    if (p.includes('*') && !/^[^*]+\/\*$/.test(p))
      throw new Error(`pnpm-workspace.yaml pattern "${p}" is not of the form "dir/*"`);
  return patterns;
}

export function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** Every workspace package as { dir, manifest }, sorted by folder. */
export function workspacePackages(root = repoRoot) {
  const dirs = [];
  for (const pattern of workspacePatterns(root)) {
    if (pattern.endsWith('/*')) {
      const parent = join(root, pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true }))
        if (entry.isDirectory()) dirs.push(join(parent, entry.name));
    } else dirs.push(join(root, pattern));
  }
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .sort()
    .map((dir) => ({ dir, manifest: readManifest(dir) }));
}

/** The packages that are published: every workspace package not marked private. */
export function publishedPackages(root = repoRoot) {
  return workspacePackages(root).filter((p) => p.manifest.private !== true);
}
