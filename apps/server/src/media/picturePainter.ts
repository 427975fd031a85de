import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PaintJob, PaintReply } from './paintMessages.ts';
import type { PictureSubject } from './pictureSubject.ts';
import type { PictureView } from './pictureViews.ts';
import { type Rgb8Image, toRgb8Image } from './raster.ts';
import { renderPicture } from './renderPicture.ts';

/** Paints a view's pixels; the picture store encodes and keeps them. */
export interface PicturePainter {
  paint(subject: PictureSubject, view: PictureView, width: number): Promise<Rgb8Image>;
  close(): Promise<void>;
}

/**
 * Paints on the calling thread: for scripts that time the renderer itself. A server must not
 * use it: a view takes up to seconds of plain JavaScript, and every request would wait.
 */
export const paintOnThisThread: PicturePainter = {
  paint: async (subject, view, width) => toRgb8Image(renderPicture(subject, view, width)),
  close: async () => undefined,
};

/**
 * How the thread is started. Built, its code is `dist/pictureWorker.js`, beside this module
 * (the server's build makes it an entry of its own). Run from source (tests, scripts), it is the
 * TypeScript file, required through tsx's CommonJS hooks, which a thread can register for
 * itself (Node 20 applies no `--import` or `register()` ESM hooks to a worker's own modules).
 */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    const built = 'pictureWorker.js';
    return new Worker(new URL(built, import.meta.url));
  }
  const source = fileURLToPath(new URL('pictureWorker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, {
    eval: true,
  });
}

/**
 * Paints on a thread of its own, one view at a time, so the server's event loop stays free for
 * requests. The thread starts with the first picture and is started again if it ever dies (its
 * picture then fails and is made again when next asked for).
 */
export function createThreadPainter(): PicturePainter {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (image: Rgb8Image) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startThread();
    started.on('message', (reply: PaintReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve({ width: reply.width, height: reply.height, pixels: reply.pixels });
    });
    started.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the picture painting thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return {
    paint(subject, view, width) {
      const id = nextId++;
      const job: PaintJob = { id, subject, view, width };
      return new Promise<Rgb8Image>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread().postMessage(job);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      failAll(new Error('the picture painter was closed'));
      if (running) await running.terminate();
    },
  };
}
