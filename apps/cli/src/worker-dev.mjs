// Worker entry when the CLI runs from its TypeScript sources (tests, tsx): registers the TypeScript
// loader in this thread, then loads the real worker. The built CLI uses dist/worker.js directly.
import { register } from 'tsx/esm/api';

register();
const mod = await import('./worker.ts');
export default mod.default;
