#!/usr/bin/env python3
"""Time MiSS_HIT's MATLAB/Octave parser over a corpus, the same way bench/parse.mjs times mtame.

This is our own driver (not MiSS_HIT code). It imports miss_hit_core from a checkout given by
--misshit (bench/parse.mjs extracts one into bench/peers/miss_hit, which is gitignored) and
uses only the Python standard library: miss_hit_core itself needs nothing else for parsing.

Usage:
    python3 bench/misshit-driver.py --misshit DIR [--runs N] [--warmup N]
        [--mode auto|matlab|octave] [--json] < file-list

The file list on stdin holds NUL-separated paths. Files are read into memory before any timing.

What one "parse" is: what MiSS_HIT's own mh_debug_parser and mh_style do per file, i.e.
MATLAB_Lexer -> Token_Buffer (lexes the whole file) -> MATLAB_Parser.parse_file(), with a fresh
Message_Handler per file. MiSS_HIT stops at the first error in a file (it raises `Error`), so a
file it fails on is cheaper for it than a file it parses fully.

Language mode: MiSS_HIT does not detect Octave syntax; a user picks MATLAB or Octave in
miss_hit.cfg. With --mode auto (the default) an untimed selection pass parses each file in
MATLAB mode and keeps MATLAB mode if that succeeds, else uses Octave mode. (Failing files go
to Octave mode on purpose: in MATLAB mode an Octave file usually dies at once on its leading
`## Copyright` comment, which would make failures nearly free and inflate the MB/s figure.)
The timed passes then parse each file once, in its chosen mode.

Octave coverage: this MiSS_HIT does not parse Octave's `endif`/`endfunction`/... keywords nor
default parameter values (`function f (x = 0)`); its CHANGELOG lists the end_X keywords as
missing. On Octave's own library most files therefore fail, in either mode.

Output: the whole-pass times, plus each file's time in each pass, so that parse.mjs can also
compare the two parsers on just the files both parse without error.
"""

import argparse
import json
import os
import resource
import statistics
import sys
import time


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--misshit", required=True, help="MiSS_HIT checkout (holds miss_hit_core/)")
    ap.add_argument("--runs", type=int, default=3, help="timed passes over the corpus")
    ap.add_argument("--warmup", type=int, default=1, help="untimed passes before timing")
    ap.add_argument("--mode", choices=["auto", "matlab", "octave"], default="auto")
    ap.add_argument("--json", action="store_true", help="print one JSON object (for parse.mjs)")
    return ap.parse_args()


def load_misshit(checkout):
    """Import the few MiSS_HIT classes the parse needs, from the checkout rather than site-packages."""
    sys.path.insert(0, os.path.abspath(checkout))
    # pylint: disable=import-outside-toplevel
    from miss_hit_core.config import Config
    from miss_hit_core.errors import ICE, Error, Message_Handler
    from miss_hit_core.m_language import MATLAB_Latest_Language, Octave_Latest_Language
    from miss_hit_core.m_lexer import MATLAB_Lexer, Token_Buffer
    from miss_hit_core.m_parser import MATLAB_Parser

    languages = {"matlab": MATLAB_Latest_Language(), "octave": Octave_Latest_Language()}
    config = Config()

    def parse_one(path, text, mode):
        """Parse one file; return None on success, else a one-line reason."""
        mh = Message_Handler("debug")
        mh.register_file(path)
        try:
            lexer = MATLAB_Lexer(languages[mode], mh, text, path)
            tbuf = Token_Buffer(lexer, config)
            MATLAB_Parser(mh, tbuf, config).parse_file()
            return None
        except Error as e:
            return "error: %s" % e.message
        except ICE as e:
            return "ICE: %s" % e.reason
        except RecursionError:
            return "crash: RecursionError"
        # Any other exception is a MiSS_HIT bug; it still counts as a failed file, not a driver crash.
        except Exception as e:  # pylint: disable=broad-except
            return "crash: %s: %s" % (type(e).__name__, e)

    return parse_one


def read_corpus(paths):
    """Read every file up front. Invalid UTF-8 becomes U+FFFD, as Node's readFileSync(..., 'utf8') does."""
    corpus = []
    for path in paths:
        with open(path, "rb") as fd:
            data = fd.read()
        corpus.append((path, data.decode("utf-8", errors="replace"), len(data)))
    return corpus


def choose_modes(parse_one, corpus, mode):
    """Untimed: pick each file's language mode (see the module docstring)."""
    if mode != "auto":
        return [mode] * len(corpus)
    return ["matlab" if parse_one(path, text, "matlab") is None else "octave"
            for path, text, _ in corpus]


def parse_pass(parse_one, corpus, modes):
    """One pass over the whole corpus: ({path: reason} for failures, [seconds per file])."""
    failures = {}
    file_times = []
    clock = time.perf_counter
    for (path, text, _), mode in zip(corpus, modes):
        start = clock()
        reason = parse_one(path, text, mode)
        file_times.append(clock() - start)
        if reason is not None:
            failures[path] = reason
    return failures, file_times


def time_passes(parse_one, corpus, modes, runs, warmup):
    for _ in range(warmup):
        parse_pass(parse_one, corpus, modes)
    times = []
    cpu_shares = []  # CPU time / wall time: below 1 when other processes took the core
    per_file = []
    failures = {}
    for _ in range(runs):
        cpu_start = time.process_time()
        start = time.perf_counter()
        failures, file_times = parse_pass(parse_one, corpus, modes)
        seconds = time.perf_counter() - start
        times.append(seconds)
        cpu_shares.append((time.process_time() - cpu_start) / seconds)
        per_file.append(file_times)
    return times, cpu_shares, per_file, failures


def main():
    args = parse_args()
    paths = [p for p in sys.stdin.read().split("\0") if p]
    if not paths:
        sys.exit("misshit-driver: no files on stdin")
    parse_one = load_misshit(args.misshit)
    corpus = read_corpus(paths)
    modes = choose_modes(parse_one, corpus, args.mode)
    times, cpu_shares, per_file, failures = time_passes(parse_one, corpus, modes, max(1, args.runs), max(0, args.warmup))

    total_bytes = sum(size for _, _, size in corpus)
    best, median = min(times), statistics.median(times)
    result = {
        "files": len(corpus),
        "bytes": total_bytes,
        "octaveModeFiles": modes.count("octave"),
        "ok": len(corpus) - len(failures),
        "failures": failures,
        "times": times,
        "cpuShares": cpu_shares,
        "perFileSeconds": per_file,
        "bestSeconds": best,
        "medianSeconds": median,
        # ru_maxrss is in KiB on Linux.
        "peakRssBytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(result))
        return
    print("MiSS_HIT parse: %d files, %.2f MB, %d in Octave mode"
          % (len(corpus), total_bytes / 1e6, result["octaveModeFiles"]))
    print("  best   %.3f s  %.3f MB/s" % (best, total_bytes / 1e6 / best))
    print("  median %.3f s  %.3f MB/s" % (median, total_bytes / 1e6 / median))
    print("  parsed without error: %d / %d" % (result["ok"], len(corpus)))
    for path, reason in sorted(failures.items()):
        print("    %s: %s" % (path, reason))


if __name__ == "__main__":
    main()
