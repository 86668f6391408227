// Runs `mtame check`'s tasks on worker threads while the caller waits synchronously (so `main`
// stays a plain function): each worker posts its answers on a message port and bumps a shared
// counter; the main thread sleeps on the counter (Atomics.wait) and drains the ports with
// receiveMessageOnPort. Answers are returned in task order, whichever worker ran them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { CheckSession, type SetupData, type Task, type TaskResult } from './check-session.js';
import type { WorkerMessage } from './check-worker.js';

type Answer = { kind: 'ready' } | { kind: 'step' } | { kind: 'done'; id: number; result: TaskResult } | { kind: 'failed'; id: number; message: string };

/** Where the tasks run: here (`jobs` 1), or on worker threads. */
export interface TaskRunner {
  readonly threads: number;
  setup(data: SetupData): void;
  /** Runs the tasks; `progress` is called after each one with its index, `step` after each
   *  step of a task (a file checked, a file's value analysis). */
  runAll(tasks: Task[], progress?: (index: number, result: TaskResult) => void, step?: () => void): TaskResult[];
  close(): void;
}

export class InProcessRunner implements TaskRunner {
  readonly threads = 1;
  private readonly session: CheckSession;

  constructor(setup: SetupData) {
    this.session = new CheckSession(setup);
  }

  setup(data: SetupData): void {
    this.session.setup(data);
  }

  runAll(tasks: Task[], progress?: (index: number, result: TaskResult) => void, step?: () => void): TaskResult[] {
    return tasks.map((t, i) => {
      const r = this.session.run(t, step);
      progress?.(i, r);
      return r;
    });
  }

  close(): void {}
}

/** The compiled worker module; under the tests (TypeScript sources) the one in `dist/`. */
export function workerScript(): URL | undefined {
  const here = import.meta.url;
  const url = here.endsWith('.ts') ? new URL('../../dist/cli/check-worker.js', here) : new URL('./check-worker.js', here);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Loads the worker module; a module that fails to load answers 'failed' instead of leaving
 *  the main thread waiting for an answer that never comes. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.script).catch((e) => {
  workerData.port.postMessage({ kind: 'failed', id: -1, message: String((e && e.stack) || e) });
  Atomics.add(workerData.signal, 0, 1);
  Atomics.notify(workerData.signal, 0);
});
`;

export class WorkerRunner implements TaskRunner {
  private readonly workers: Worker[] = [];
  private readonly ports: MessagePort[] = [];
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private seen = 0;

  constructor(readonly threads: number, setup: SetupData, script: URL) {
    for (let k = 0; k < threads; k++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { script: script.href, port: port2, signal: this.signal, setup }, transferList: [port2] });
      worker.unref();
      this.workers.push(worker);
      this.ports.push(port1);
    }
  }

  setup(data: SetupData): void {
    for (const port of this.ports) port.postMessage({ kind: 'setup', data } satisfies WorkerMessage);
    let ready = 0;
    while (ready < this.ports.length) {
      for (const { answer } of this.drain()) {
        if (answer.kind === 'failed') throw new Error(`mtame check: a worker thread failed: ${answer.message}`);
        if (answer.kind === 'ready') ready++;
      }
    }
  }

  runAll(tasks: Task[], progress?: (index: number, result: TaskResult) => void, step?: () => void): TaskResult[] {
    const results: TaskResult[] = new Array(tasks.length);
    let next = 0;
    let done = 0;
    const give = (k: number): void => {
      if (next >= tasks.length) return;
      this.ports[k].postMessage({ kind: 'task', id: next, task: tasks[next] } satisfies WorkerMessage);
      next++;
    };
    // Two tasks in flight per worker, so none idles while its answer travels.
    for (let round = 0; round < 2; round++) for (let k = 0; k < this.ports.length; k++) give(k);
    while (done < tasks.length) {
      for (const { worker, answer } of this.drain()) {
        if (answer.kind === 'failed') throw new Error(`mtame check: a worker thread failed: ${answer.message}`);
        if (answer.kind === 'step') step?.();
        if (answer.kind !== 'done') continue;
        results[answer.id] = answer.result;
        done++;
        progress?.(answer.id, answer.result);
        give(worker);
      }
    }
    return results;
  }

  /** Waits until some answer is in, then takes every answer waiting. */
  private drain(): Array<{ worker: number; answer: Answer }> {
    for (;;) {
      const out: Array<{ worker: number; answer: Answer }> = [];
      for (const [k, port] of this.ports.entries()) {
        for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) out.push({ worker: k, answer: m.message as Answer });
      }
      if (out.length > 0) return out;
      const now = Atomics.load(this.signal, 0);
      if (now === this.seen) Atomics.wait(this.signal, 0, now, 1000);
      this.seen = Atomics.load(this.signal, 0);
    }
  }

  close(): void {
    for (const port of this.ports) port.close();
    for (const w of this.workers) void w.terminate();
  }
}
