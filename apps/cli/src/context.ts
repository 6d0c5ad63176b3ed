import type { Registry } from '@qi/core-search';
import type { CliIO } from './io.js';

/** What every command gets: the registry and the streams. */
export interface Ctx {
  readonly registry: Registry;
  readonly io: CliIO;
}
