/**
 * A type guard backed by identity: a plugin marks the game objects it creates, and its own searchers
 * accept exactly those. Proves "this game came from me" without structural probes or casts.
 */
export interface Brand<T extends object> {
  mark<U extends T>(value: U): U;
  is(value: object): value is T;
}

export function createBrand<T extends object>(): Brand<T> {
  const marked = new WeakSet<object>();
  return {
    mark(value) {
      marked.add(value);
      return value;
    },
    is: (value): value is T => marked.has(value),
  };
}
