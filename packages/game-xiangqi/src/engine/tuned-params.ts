import { HAND_EVAL_PARAMS, type XiangqiEvalParams } from './params.js';

export const TUNED_EVAL_PARAMS: XiangqiEvalParams = HAND_EVAL_PARAMS;
