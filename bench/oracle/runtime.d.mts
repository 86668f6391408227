// Types of runtime.mjs, for the TypeScript tests that use it.
import type { Site } from './instrument.mjs';

export interface RuntimeRecord extends Site {
  id: number;
  class: string;
  size: number[];
  complex: boolean;
  fields?: Array<{ name: string; class: string; size?: number[] }>;
  cells?: Array<{ class: string; size: number[] }>;
}
export interface DriverRun {
  stdout: string;
  stderr: string;
  status: number;
  timedOut: boolean;
  seconds?: number;
  wallSeconds: number;
}
export interface ProgramRun {
  name: string;
  files: string[];
  ok: boolean;
  errors: string[];
  sameOutput: boolean;
  seconds?: number;
  instrumentedSeconds?: number;
  wallSeconds: number;
  stdout: string;
  table: Site[];
  records: RuntimeRecord[];
  counts: Map<number, number>;
  work?: string;
}
export interface RunOptions {
  root?: string;
  timeoutSeconds?: number;
  cap?: number;
  keep?: boolean;
}
export const PROGRAMS_DIR: string;
export function octaveAvailable(): boolean;
export function listPrograms(root?: string): string[];
export function runDriver(dir: string, name: string, options?: { timeoutSeconds?: number; after?: string }): Promise<DriverRun>;
export function parseLog(text: string, table: Site[]): { records: RuntimeRecord[]; counts: Map<number, number> };
export function runProgram(name: string, options?: RunOptions): Promise<ProgramRun>;
export function runPrograms(names: string[], options?: RunOptions & { concurrency?: number; onResult?: (r: ProgramRun) => void }): Promise<ProgramRun[]>;
