import { createQiRegistry } from '@qi/catalog';
import type { Registry } from '@qi/core-search';

/**
 * Every game and searcher the app offers: the catalog's plugins, the same list the CLI builds from.
 * Shared by the page (forms, move parsing) and the AI worker (searching), so both sides agree on specs.
 */
export function createRegistry(): Registry {
  return createQiRegistry();
}
