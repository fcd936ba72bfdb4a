import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFailure } from './node-adapter.ts';

let guarded = false;

/**
 * Keeps the local server running through an error nothing caught: a rejection no one awaited (a failure in work done
 * after an answer, which no visitor waits for) or an exception thrown from a callback (an `error` event no one
 * listens to). It is logged by its kind, never with its data, and every later visitor is still answered. Node's
 * default would end the process. Installed once per process.
 */
export function surviveUncaughtErrors(log: (message: string) => void = console.error): void {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection (${kindOf(reason)}); the server keeps running.`));
  process.on('uncaughtException', (error) => log(`Uncaught exception (${kindOf(error)}); the server keeps running.`));
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * A request listener whose throw or rejection is answered, not left to end the process: logged by its kind, a 500
 * with an `error` when no answer was started (else the answer is cut short), and the server goes on.
 */
export function answeringFailures(listener: Listener, log: (message: string) => void = console.error): Listener {
  return (req, res) => {
    const failed = (error: unknown) => {
      log(`A request failed (${kindOf(error)}); the server keeps running.`);
      answerFailure(req, res);
    };
    try {
      void Promise.resolve(listener(req, res)).catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}

/** An error's class and code, never its message (which may quote a visitor's value). */
export function kindOf(reason: unknown): string {
  if (!(reason instanceof Error)) return typeof reason;
  const code = (reason as { code?: unknown }).code;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? `${reason.name} ${code}` : reason.name;
}
