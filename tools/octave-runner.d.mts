// Types of tools/octave-runner.mjs, for the TypeScript tests that use it.
export interface OctaveRunResult {
  readonly output: string;
  readonly finished: boolean;
  readonly stalled: boolean;
  readonly stderr: string;
}

export function octaveAvailable(): boolean;
export function octaveVersion(): string;
export function runOctave(makeScript: (outfile: string) => string, options?: { stallSeconds?: number }): Promise<OctaveRunResult>;
