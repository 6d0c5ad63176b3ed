/** Insertion sort of `moves[0..n)` by descending `keys` (same indices); ties keep their order. Lists are short. */
export function sortByKeyDesc(moves: Int32Array, keys: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) insertDesc(moves, keys, i - 1, moves[i]!, keys[i]!);
}

/**
 * The first `k` moves of what `sortByKeyDesc` would give (ties keep their order), in `moves[0..k)`;
 * returns how many that is (`min(n, k)`). Only that prefix counts: a move pushed out of it is overwritten, so
 * `moves[k..n)` no longer holds the moves that did not make it.
 * A bounded insertion: a move that cannot enter the top `k` costs one comparison.
 */
export function topByKeyDesc(moves: Int32Array, keys: Int32Array, n: number, k: number): number {
  if (n <= k) {
    sortByKeyDesc(moves, keys, n);
    return n;
  }
  sortByKeyDesc(moves, keys, k);
  for (let i = k; i < n; i++) {
    const key = keys[i]!;
    // Equal keys keep their order: a later move with the k-th key stays out; one that enters drops the k-th.
    if (key > keys[k - 1]!) insertDesc(moves, keys, k - 2, moves[i]!, key);
  }
  return k;
}

/** Puts (move, key) into the descending run `[0..last+1]`, after equal keys, shifting lower ones up by one. */
function insertDesc(moves: Int32Array, keys: Int32Array, last: number, move: number, key: number): void {
  let j = last;
  while (j >= 0 && keys[j]! < key) {
    moves[j + 1] = moves[j]!;
    keys[j + 1] = keys[j]!;
    j--;
  }
  moves[j + 1] = move;
  keys[j + 1] = key;
}
