/**
 * Garbage collection outside the moves. Measured (bench/clock.ts --gc-log, 100 games at 100 ms):
 * inside the moves 326 scavenges (up to 14 ms) and 27 mark-compacts (median 8.5 ms, up to 21.5 ms)
 * paused the search in 2779 moves, against a 20 ms clock margin. So the engine collects while it
 * waits: a full collection when a session starts (after the warm-up, before its OK), and after each
 * answered move a young-generation collection, or a full one once the heap has grown by
 * `growthBytes` since the last full one.
 */
export type IdleMoment = 'started' | 'answered';

/** A collection of the young generation ('minor') or of the whole heap ('major'). */
export type Collect = (kind: 'minor' | 'major') => void;

/** The default growth of the used heap that makes an idle collection a full one: 8 MiB. */
export const IDLE_FULL_GROWTH = 8 * 2 ** 20;

/** Decides the collection for each idle moment; `heapUsed` reports the used heap in bytes. */
export function idleCollector(
  collect: Collect,
  heapUsed: () => number,
  growthBytes = IDLE_FULL_GROWTH,
): (moment: IdleMoment) => void {
  let afterFull = Number.NEGATIVE_INFINITY;
  return (moment) => {
    if (moment === 'started' || heapUsed() - afterFull >= growthBytes) {
      collect('major');
      afterFull = heapUsed();
    } else collect('minor');
  };
}
