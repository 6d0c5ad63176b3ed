import { describeError, type QiError } from '@qi/core-search';

/** Where the CLI reads and writes: the process streams in `bin.ts`, in-memory streams in tests. */
export interface CliIO {
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
}

export const EXIT_OK = 0;
/** Something went wrong while running a valid command. */
export const EXIT_FAILURE = 1;
/** The command line itself is wrong: unknown game/searcher/option, bad value, bad flag. */
export const EXIT_USAGE = 2;

/** An error that ends the command with a one-line message and an exit code; caught in `main`. */
export class CliError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string): CliError => new CliError(EXIT_USAGE, message);

/** A typed input error from a parser or factory, as a usage error prefixed with where it came from. */
export const inputError = (where: string, e: QiError): CliError =>
  usageError(where ? `${where}: ${describeError(e)}` : describeError(e));

/** Writes lines to stdout. */
export const printer =
  (io: CliIO) =>
  (...lines: string[]): void => {
    for (const line of lines) io.stdout.write(`${line}\n`);
  };
