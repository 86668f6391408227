// Runs `mtame check`'s tasks here (`--jobs 1`) or on worker threads. A worker that dies (out of
// memory, a crash in the runtime) is replaced and its task handed back as failed, so one bad
// batch never hangs or ends the run: the caller decides what to do with it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { CheckSession, type SetupData, type Task, type TaskResult } from './check-session.js';
import type { WorkerAnswer, WorkerMessage } from './check-worker.js';

/** node:worker_threads, loaded when a worker is first started (~5 ms a one-thread run skips). */
let threads: typeof import('node:worker_threads') | undefined;
function workerThreads(): typeof import('node:worker_threads') {
  return (threads ??= createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads'));
}

/** A task's outcome: its result, or why its thread could not give one. */
export type Outcome = { ok: true; result: TaskResult } | { ok: false; message: string };

/** Where the tasks run: here (`jobs` 1), or on worker threads. */
export interface TaskRunner {
  readonly threads: number;
  setup(data: SetupData): Promise<void>;
  /** Runs the tasks; `done` is called once per task, as each ends (in any order), `step`
   *  after each step of a task (a file checked, a file's value analysis). */
  runAll(tasks: Task[], done: (index: number, outcome: Outcome) => void, step?: () => void): Promise<void>;
  close(): Promise<void>;
}

export class InProcessRunner implements TaskRunner {
  readonly threads = 1;
  private readonly session: CheckSession;

  constructor(setup: SetupData) {
    this.session = new CheckSession(setup);
  }

  setup(data: SetupData): Promise<void> {
    this.session.setup(data);
    return Promise.resolve();
  }

  runAll(tasks: Task[], done: (index: number, outcome: Outcome) => void, step?: () => void): Promise<void> {
    tasks.forEach((t, i) => done(i, runSafely(this.session, t, step)));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A runner made when it is first given work: a run the cache answers whole starts no thread
 *  (a worker's start, loading mtame again, is most of a re-check of an unchanged tree). */
export class LazyRunner implements TaskRunner {
  private made?: TaskRunner;

  constructor(readonly threads: number, private readonly make: () => TaskRunner) {}

  private runner(): TaskRunner {
    return (this.made ??= this.make());
  }

  setup(data: SetupData): Promise<void> {
    return this.runner().setup(data);
  }

  runAll(tasks: Task[], done: (index: number, outcome: Outcome) => void, step?: () => void): Promise<void> {
    return tasks.length === 0 ? Promise.resolve() : this.runner().runAll(tasks, done, step);
  }

  close(): Promise<void> {
    return this.made?.close() ?? Promise.resolve();
  }
}

/** A task run in this thread: a failure is its outcome, as a worker's is, not an exception. */
function runSafely(session: CheckSession, task: Task, step?: () => void): Outcome {
  try {
    return { ok: true, result: session.run(task, step) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The compiled worker module; under the tests (TypeScript sources) the one in `dist/`. */
export function workerScript(): URL | undefined {
  const here = import.meta.url;
  // From the TypeScript sources, dist's modules; from the bundle, the bundle's worker.
  const url = here.endsWith('.ts') ? new URL('../../dist/cli/check-worker.js', here) : new URL(here.endsWith('.cjs') ? './check-worker.cjs' : './check-worker.js', here);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Loads the worker module from an eval'd script (so the tests, run from TypeScript sources,
 *  can start the compiled worker). */
const BOOTSTRAP = `import(require('node:worker_threads').workerData.script);`;

/** A worker's young generation: the value analysis makes many short-lived values, and with
 *  V8's default size many of them live just long enough to be
 *  copied and promoted. Octave's library checked 4 times each way, alternating: 13.3 s median
 *  with 64 MB against 14.7 s with the default, for 30 MB more peak memory (session 33). */
const YOUNG_GENERATION_MB = 64;

/** One worker thread and the tasks it holds. */
interface Slot {
  worker: Worker;
  /** Task indexes sent and not answered yet, oldest first. */
  busy: number[];
  /** The worker module loaded (a thread that dies before this is not started again). */
  started: boolean;
  /** The thread has the setup. */
  ready: boolean;
}

type Event = WorkerAnswer | { kind: 'started' } | { kind: 'died'; message: string };

export class WorkerRunner implements TaskRunner {
  private slots: Slot[] = [];
  private setupData?: SetupData;
  /** This thread's session, when no worker thread is left. */
  private local?: CheckSession;
  /** What the pool does with each event (set while `setup` or `runAll` runs). */
  private listener: (slot: Slot, event: Event) => void = () => {};

  constructor(readonly threads: number, private readonly first: SetupData, private readonly script: URL, private readonly heapMB?: number) {
    for (let k = 0; k < threads; k++) this.slots.push(this.start());
  }

  private start(): Slot {
    const worker = new (workerThreads().Worker)(BOOTSTRAP, {
      eval: true,
      workerData: { script: this.script.href, setup: this.first },
      resourceLimits: { ...(this.heapMB ? { maxOldGenerationSizeMb: this.heapMB } : {}), maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, busy: [], started: false, ready: false };
    let died = false;
    const die = (message: string): void => {
      if (died) return;
      died = true;
      this.slots = this.slots.filter((s) => s !== slot);
      void worker.terminate();
      this.listener(slot, { kind: 'died', message });
    };
    worker.on('message', (m: WorkerAnswer | { kind: 'started' }) => {
      if (m.kind === 'started') slot.started = true;
      else this.listener(slot, m);
    });
    worker.on('error', (e) => die(e.message));
    worker.on('exit', (code) => die(`exit code ${code}`));
    if (this.setupData) worker.postMessage({ kind: 'setup', data: this.setupData } satisfies WorkerMessage);
    return slot;
  }

  /** Sends the setup to every thread and waits until all have it. */
  setup(data: SetupData): Promise<void> {
    // Kept for threads started later.
    this.setupData = data;
    const posted = data;
    this.local?.setup(posted);
    return new Promise((resolve, reject) => {
      this.listener = (slot, event) => {
        if (event.kind === 'died' || event.kind === 'failed') reject(new Error(`a worker thread failed while loading the library: ${event.message}`));
        else if (event.kind === 'ready') slot.ready = true;
        if (this.slots.every((s) => s.ready)) resolve();
      };
      for (const s of this.slots) s.worker.postMessage({ kind: 'setup', data: posted } satisfies WorkerMessage);
      // No thread left: the tasks will run here.
      if (this.slots.length === 0) resolve();
    });
  }

  runAll(tasks: Task[], done: (index: number, outcome: Outcome) => void, step?: () => void): Promise<void> {
    return new Promise((resolve) => {
      const queue = tasks.map((_, i) => i);
      let finished = 0;
      const finish = (index: number, outcome: Outcome): void => {
        done(index, outcome);
        if (++finished === tasks.length) resolve();
      };
      const give = (slot: Slot): void => {
        const id = queue.shift();
        if (id === undefined) return;
        slot.busy.push(id);
        slot.worker.postMessage({ kind: 'task', id, task: tasks[id] } satisfies WorkerMessage);
      };
      this.listener = (slot, event) => {
        switch (event.kind) {
          case 'step':
            step?.();
            return;
          case 'done':
          case 'failed':
            slot.busy = slot.busy.filter((id) => id !== event.id);
            finish(event.id, event.kind === 'done' ? { ok: true, result: event.result } : { ok: false, message: event.message });
            give(slot);
            return;
          case 'died': {
            // The oldest task of the thread is the one it died on: it fails; the others go
            // back to the queue. A thread that had started is started again.
            const dead = slot.started ? slot.busy[0] : undefined;
            const others = slot.started ? slot.busy.slice(1) : slot.busy;
            queue.unshift(...others);
            if (slot.started) {
              const fresh = this.start();
              this.slots.push(fresh);
              give(fresh);
              give(fresh);
            }
            if (dead !== undefined) finish(dead, { ok: false, message: event.message });
            // No thread left (none could start): the rest runs here.
            if (this.slots.length === 0) for (let id = queue.shift(); id !== undefined; id = queue.shift()) finish(id, this.runHere(tasks[id], step));
            return;
          }
          default:
            return;
        }
      };
      if (tasks.length === 0) resolve();
      else if (this.slots.length === 0) for (const id of queue.splice(0)) finish(id, this.runHere(tasks[id], step));
      // Two tasks in flight per worker, so none idles while its answer travels.
      for (let round = 0; round < 2; round++) for (const s of this.slots) give(s);
    });
  }

  private runHere(task: Task, step?: () => void): Outcome {
    if (!this.local) {
      this.local = new CheckSession(this.first);
      if (this.setupData) this.local.setup(this.setupData);
    }
    return runSafely(this.local, task, step);
  }

  async close(): Promise<void> {
    this.listener = () => {};
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
