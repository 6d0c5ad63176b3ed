import type { GameRecord } from '@qi/arena';
import { createTaskRunner, type TaskPayload } from '@qi/arena/node';
import { engineHooks } from './players.js';
import { createRegistry } from './registry.js';

// A worker thread of `qi match --workers N`: plays one scheduled game per call. Searchers and game
// instances are kept for the next game; engines are started per game so none outlives its game.
const runner = createTaskRunner(createRegistry(), { ...engineHooks, keepEngines: false });

export default function playTask(payload: TaskPayload): Promise<GameRecord> {
  return runner.run(payload);
}
