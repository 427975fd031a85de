import type { RenderedEmail } from '@showroom/emails';
import { Worker } from 'node:worker_threads';
import { renderEmailJob, type EmailJob } from './emailJobs.ts';

/** Run from source (tests, tsx), e-mails render in place; the built server has the thread. */
export const rendersInPlace = import.meta.url.endsWith('.ts');

type Reply = { id: number; mail: RenderedEmail } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (mail: RenderedEmail) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  // Built, the thread's code is `dist/mailWorker.js` beside this module's chunk.
  const started = new Worker(new URL('mailWorker.js', import.meta.url));
  // The thread never keeps the server's process alive.
  started.unref();
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply.mail);
  });
  started.on('error', (error) => {
    worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the e-mail rendering thread stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/**
 * Renders an order e-mail on a thread of its own in the built server, so placing an order or
 * changing a status does not wait for React on the event loop; run from source (tests, tsx) it
 * renders in place.
 */
export function renderEmail(job: EmailJob): Promise<RenderedEmail> {
  if (rendersInPlace) return renderEmailJob(job);
  const id = nextId++;
  return new Promise<RenderedEmail>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread().postMessage({ id, job });
  });
}
