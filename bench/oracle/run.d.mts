// Types of run.mjs, for the TypeScript tests that use it.
import type { TameOutput } from './compare.mjs';

export function runTame(name: string, options?: { root?: string; timeoutSeconds?: number }): {
  status: 'ok' | 'unknown-command' | 'failed';
  json?: TameOutput;
  message?: string;
};
