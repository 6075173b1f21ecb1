// The certificate page's worker when the server runs from source (tsx, Vitest): Node 20 does not apply the parent's
// `--import tsx` to a worker's entry, so this registers tsx in the worker, then loads the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./certificate-worker.ts');
