/**
 * How fast a computer-against-computer game goes: the wait before each computer move (on top of its
 * thinking), so a person can follow it. With a person playing, the computer answers at once.
 */
export const SPEEDS: readonly { readonly id: string; readonly label: string; readonly waitMs: number }[] = [
  { id: 'max', label: 'as fast as it thinks', waitMs: 0 },
  { id: 'fast', label: '0.5 s between moves', waitMs: 500 },
  { id: 'normal', label: '1 s between moves', waitMs: 1000 },
  { id: 'slow', label: '2 s between moves', waitMs: 2000 },
];

export const speedOf = (id: string) => SPEEDS.find((s) => s.id === id) ?? SPEEDS[0]!;
