import type { ParamSpec } from '@qi/core-search';
import { DEFAULT_POLICY, type PlayoutKnobs } from '../playout.js';

const probability = (name: keyof PlayoutKnobs, description: string): ParamSpec => ({
  name,
  type: 'number',
  default: DEFAULT_POLICY[name] as number,
  min: 0,
  max: 1,
  description,
});

/** The playouts' and priors' knowledge switches (playout.ts `PlayoutKnobs`) as engine options. */
export const KNOB_OPTIONS: readonly ParamSpec[] = [
  probability('capture', 'playouts: chance to capture or save a string in atari next to the last move first'),
  probability('pattern', 'playouts: chance to play a 3×3 shape point around the last move'),
  {
    name: 'avoidSelfAtari',
    type: 'bool',
    default: DEFAULT_POLICY.avoidSelfAtari,
    description: 'playouts: random moves never put a string of 2+ stones in atari (lone throw-ins stay)',
  },
  {
    name: 'ladders',
    type: 'bool',
    default: DEFAULT_POLICY.ladders,
    description:
      'read ladders: playouts skip atari escapes a ladder captures; priors for ladder escapes and attacks',
  },
  {
    name: 'priorEven',
    type: 'number',
    default: DEFAULT_POLICY.priorEven,
    min: 0,
    max: 1000,
    description:
      "priors: neutral visits at 0.5 every move starts with, before the heuristics' wins and losses",
  },
  {
    name: 'priorPattern',
    type: 'number',
    default: DEFAULT_POLICY.priorPattern,
    min: 0,
    max: 1000,
    description: 'priors: wins for a 3×3 shape point',
  },
  {
    name: 'priorSelfAtari',
    type: 'number',
    default: DEFAULT_POLICY.priorSelfAtari,
    min: 0,
    max: 1000,
    description: 'priors: losses for a self-atari that captures nothing (halved for a lone stone)',
  },
];

/** The knobs resolved options ask for (every `KNOB_OPTIONS` name is in `all`). */
export function knobsFromOptions(all: Readonly<Record<string, number | boolean | string>>): PlayoutKnobs {
  return {
    capture: all.capture as number,
    pattern: all.pattern as number,
    avoidSelfAtari: all.avoidSelfAtari as boolean,
    ladders: all.ladders as boolean,
    priorEven: all.priorEven as number,
    priorPattern: all.priorPattern as number,
    priorSelfAtari: all.priorSelfAtari as number,
  };
}
