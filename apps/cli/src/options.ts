import { InvalidArgumentError } from 'commander';

/** Commander argument parser for integers in [min, max]; the error names the value and the range. */
export function intOption(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    const n = /^[+-]?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n)) throw new InvalidArgumentError(`expected an integer, got "${text}".`);
    if (n < min) throw new InvalidArgumentError(`${n} is below the minimum ${min}.`);
    if (n > max) throw new InvalidArgumentError(`${n} is above the maximum ${max}.`);
    return n;
  };
}

export const seedOption = intOption(0, 0xffffffff);
