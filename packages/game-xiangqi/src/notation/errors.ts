import { type Err, err, type QiError } from '@qi/core-search';

/** Move text errors: not in the notation's form, no legal move matches, or several do. */
export type MoveErrorCode = 'move-syntax' | 'move-illegal' | 'move-ambiguous';
export type MoveError = QiError<MoveErrorCode>;

export const moveError = (code: MoveErrorCode, message: string, at?: string): Err<MoveError> =>
  err(code, message, at);
