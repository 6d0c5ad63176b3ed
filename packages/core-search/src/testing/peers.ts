import { existsSync } from 'node:fs';

/**
 * Whether a real peer the tests need (a Debian engine, a built CLI) is at `path`. Outside CI a
 * missing peer skips its tests with a note; under `CI=true` it is an error, so a CI run can never
 * pass by silently skipping the tests that need a peer.
 */
export function peerPresent(path: string, what: string): boolean {
  if (existsSync(path)) return true;
  const message = `${what} not found at ${path}`;
  if (process.env.CI === 'true') throw new Error(`${message}: required under CI=true (run tooling/setup.sh)`);
  console.log(`${message}: its tests are skipped (they fail under CI=true)`);
  return false;
}
