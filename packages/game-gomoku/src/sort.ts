/** Insertion sort of `moves[0..n)` by descending `keys` (same indices); ties keep their order. Lists are short. */
export function sortByKeyDesc(moves: Int32Array, keys: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const m = moves[i]!;
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! < k) {
      moves[j + 1] = moves[j]!;
      keys[j + 1] = keys[j]!;
      j--;
    }
    moves[j + 1] = m;
    keys[j + 1] = k;
  }
}
