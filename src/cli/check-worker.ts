// A worker thread of `mtame check --jobs N`: one `CheckSession`, fed tasks as messages; each
// answer is posted back (see `worker-pool.ts`).
import { parentPort, workerData } from 'node:worker_threads';
import { CheckSession, type SetupData, type Task, type TaskResult } from './check-session.js';

export type WorkerMessage = { kind: 'setup'; data: SetupData } | { kind: 'task'; id: number; task: Task };

export type WorkerAnswer =
  | { kind: 'ready' }
  | { kind: 'step' }
  | { kind: 'done'; id: number; result: TaskResult }
  | { kind: 'failed'; id: number; message: string };

/** Test hook: a worker stops dead (as if out of memory) when a check task holds a file whose
 *  path ends with this text. */
const DIE_ON = process.env.MTAME_TEST_WORKER_DIES_ON;
/** Test hook: a worker stops dead when a task of several files (a batch too big for its heap)
 *  holds a file whose path ends with this text; the file alone goes through. */
const DIE_ON_BATCH = process.env.MTAME_TEST_WORKER_DIES_ON_BATCH;

function batchHolds(task: Task, name: string): boolean {
  const files = task.kind === 'summarize' ? task.paths : task.kind === 'check' ? task.files : [];
  return files.length > 1 && files.some((f) => f.endsWith(name));
}

const port = parentPort;
if (port && workerData) {
  const session = new CheckSession((workerData as { setup: SetupData }).setup);
  const answer = (message: WorkerAnswer): void => port.postMessage(message);
  port.postMessage({ kind: 'started' });
  port.on('message', (m: WorkerMessage) => {
    try {
      if (m.kind === 'setup') {
        session.setup(m.data);
        answer({ kind: 'ready' });
        return;
      }
      if (DIE_ON && m.task.kind === 'check' && m.task.values !== false && m.task.files.some((f) => f.endsWith(DIE_ON))) process.exit(70);
      if (DIE_ON_BATCH && batchHolds(m.task, DIE_ON_BATCH)) process.exit(70);
      // Steps (files done) are posted as they happen, for the progress bar.
      answer({ kind: 'done', id: m.id, result: session.run(m.task, () => answer({ kind: 'step' })) });
    } catch (e) {
      answer({ kind: 'failed', id: m.kind === 'task' ? m.id : -1, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
