/** Why a stone move is not legal (0 = legal). */
export const LEGAL = 0;
export const OCCUPIED = 1;
export const KO = 2;
export const SUICIDE = 3;
export const SUPERKO = 4;
export const GAME_OVER = 5;
export const OFF_BOARD = 6;
export const ILLEGAL_REASONS = [
  'legal',
  'the point is occupied',
  'it retakes a ko',
  'it is suicide',
  'it repeats an earlier position (superko)',
  'the game is over',
  'it is not a point on the board',
] as const;
