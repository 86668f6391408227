// One grammar conformance case: a file's text and the verdict MATLAB and Octave give it.
export type Verdict = 'ok' | 'error';

export interface Case {
  name: string;
  /** A file's text (a script unless it starts with `function` or `classdef`). */
  code: string;
  matlab: Verdict;
  octave: Verdict;
  /** Where MATLAB's documentation settles the MATLAB verdict. */
  ref: string;
  /** Octave is no fair judge here (its parser rejects what it does not implement). */
  notOctave?: true;
}
