/** A typed result for input boundaries: parsers and factories never throw on bad input. */
export interface QiError<Code extends string = string> {
  /** Stable machine-readable code, e.g. `unknown-game`, `fen-syntax`. */
  readonly code: Code;
  /** Human-readable message naming what is wrong and where. */
  readonly message: string;
  /** Where the problem is: a character offset, a line:column, a field name… */
  readonly at?: string | number;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = QiError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <Code extends string>(
  code: Code,
  message: string,
  at?: string | number,
): Err<QiError<Code>> => ({ ok: false, error: at === undefined ? { code, message } : { code, message, at } });

/** Unwraps a result or throws an Error carrying the code: for tests and trusted literals only. */
export function unwrap<T, E extends QiError>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = new Error(`${r.error.code}: ${r.error.message}`);
  (e as Error & { code?: string }).code = r.error.code;
  throw e;
}
