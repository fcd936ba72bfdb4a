import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardText } from './card-input.ts';

interface Job {
  id: number;
  card: CardText;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Draws cards on worker threads, one per core: drawing (satori's layout, resvg's pixels) is all CPU, so one thread
 * would leave the other cores idle. The workers start with the first card asked for; `close()` ends them.
 */
export function drawPool(size = availableParallelism()) {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  let started = false;
  let nextId = 0;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job);
      worker.postMessage({ id: job.id, card: job.card });
    }
  };

  const start = () => {
    started = true;
    for (let i = 0; i < size; i++) {
      // The worker runs with the build's loader (tsx) and environment (NODE_ENV=production: React's production runtime).
      const worker = new Worker(new URL('./card-worker.ts', import.meta.url));
      worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
        const job = busy.get(worker)!;
        busy.delete(worker);
        idle.push(worker);
        if (message.png) job.resolve(Buffer.from(message.png));
        else job.reject(new Error(`Drawing the card "${job.card.title}": ${message.error}`));
        dispatch();
      });
      // A worker that died: its card fails, and so does every card still waiting, so the build stops naming why.
      worker.on('error', (error) => {
        busy.get(worker)?.reject(error);
        busy.delete(worker);
        for (const job of queue.splice(0)) job.reject(error);
      });
      idle.push(worker);
    }
  };

  return {
    draw(card: CardText): Promise<Buffer> {
      if (!started) start();
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, card, resolve, reject });
        dispatch();
      });
    },
    close: () => Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate())),
  };
}
