import { parentPort } from 'node:worker_threads';
import type { CardText } from './card-input.ts';
import { drawCard } from './draw-card.tsx';

/** A worker thread of the card pool (draw-pool.ts): draws each card it is sent and sends back its PNG. */
parentPort!.on('message', ({ id, card }: { id: number; card: CardText }) => {
  drawCard(card).then(
    (png) => parentPort!.postMessage({ id, png }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
