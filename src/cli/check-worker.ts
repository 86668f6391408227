// A worker thread of `mtame check --jobs N`: one `CheckSession`, fed tasks through a message
// port; each answer is posted back and signalled on a shared counter, so the main thread can
// wait for it synchronously (see `worker-pool.ts`).
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { CheckSession, type SetupData, type Task } from './check-session.js';

interface Start {
  port: MessagePort;
  signal: Int32Array;
  setup: SetupData;
}

export type WorkerMessage = { kind: 'setup'; data: SetupData } | { kind: 'task'; id: number; task: Task };

if (parentPort && workerData) {
  const { port, signal, setup } = workerData as Start;
  const session = new CheckSession(setup);
  const answer = (message: unknown): void => {
    port.postMessage(message);
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  };
  // Anything thrown outside a task (there should be nothing) fails the run rather than hang it.
  process.on('uncaughtException', (e) => answer({ kind: 'failed', id: -1, message: e.stack ?? e.message }));
  port.on('message', (m: WorkerMessage) => {
    try {
      if (m.kind === 'setup') {
        session.setup(m.data);
        answer({ kind: 'ready' });
      } else {
        // Steps (files done) are posted as they happen, for the progress bar.
        answer({ kind: 'done', id: m.id, result: session.run(m.task, () => answer({ kind: 'step' })) });
      }
    } catch (e) {
      answer({ kind: 'failed', id: m.kind === 'task' ? m.id : -1, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
