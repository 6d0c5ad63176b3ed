/** Xiangqi with the engine's capabilities, shared with the CLI (alpha-beta can play it). */
export { xiangqiWithEngine } from '@qi/game-xiangqi';
