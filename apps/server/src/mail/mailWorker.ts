import { parentPort } from 'node:worker_threads';
import { renderEmailJob, type EmailJob } from './emailJobs.ts';

/**
 * The e-mail renderer's thread (emailRenderer.ts): React and the plain-text conversion take a
 * few milliseconds an e-mail, which on the event loop came straight off order placing (the
 * bench: 667 orders a second without e-mails, 118 with them rendered there).
 */
const port = parentPort;
if (!port) throw new Error('mailWorker.ts runs as a worker thread (emailRenderer.ts starts it)');

port.on('message', ({ id, job }: { id: number; job: EmailJob }) => {
  renderEmailJob(job).then(
    (mail) => port.postMessage({ id, mail }),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
