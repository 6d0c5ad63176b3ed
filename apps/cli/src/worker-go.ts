// Entry of the Go engine's search threads in the built CLI (`qi gtp --threads N`): the engine,
// bundled into this program, looks for this module (dist/worker-go.js) beside its own chunk.
export { searchWorkerMain } from '@qi/game-go';
