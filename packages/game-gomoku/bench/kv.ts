/** `name=value` command-line arguments as options: true/false as booleans, anything else as a number. */
export function parseOptions(args: readonly string[]): Record<string, boolean | number> {
  return Object.fromEntries(
    args.map((kv) => {
      const [k, v] = kv.split('=');
      return [k!, v === 'true' ? true : v === 'false' ? false : Number(v)];
    }),
  );
}
