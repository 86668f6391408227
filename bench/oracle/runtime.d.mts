// Types of runtime.mjs, for the TypeScript tests that use it.
import type { Site } from './instrument.mjs';

export interface RuntimeRecord extends Site {
  id: number;
  class: string;
  size: number[];
  complex: boolean;
  fields?: Array<{ name: string; class: string; size?: number[] }>;
  cells?: Array<{ class: string; size: number[] }>;
  /** A real scalar's number, or a char row's text (up to 32 characters). */
  value?: number | string;
  /** The running function's calling context (instrumented functions only). */
  context?: { fid: number; nargin: number; args: Array<{ class: string; size: number[]; value?: number | string } | null> };
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
  /** The instrumented functions (a site's `fid` is 1-based into it). */
  functions: Array<{ file: string; name: string; line: number }>;
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
