import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { type PictureFormat, type PictureView, pictureExtensions, pictureFormats, pictureViews } from '@showroom/api';
import { encodePlaceholder, encodeVariant } from './pictureEncoding.ts';
import { pictureKey } from './pictureKeys.ts';
import type { PictureSubject } from './pictureSubject.ts';
import { type PicturePainter, createThreadPainter } from './picturePainter.ts';
import { largestWidth, viewWidths } from './pictureViews.ts';

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PictureStoreStats {
  /** Variant requests answered from disk, and answered with a placeholder. */
  hits: number;
  misses: number;
  /** Views painted and variants encoded since start. */
  viewsMade: number;
  variantsWritten: number;
  queued: number;
}

/**
 * Pictures made once and kept on disk (`{dir}/{key}/{view}-{width}.{ext}`). Making is queued
 * and runs one view at a time (painted once at the largest width on the painter's own thread,
 * then encoded at every width × format by libvips off the event loop), so a busy 2-core machine
 * keeps a core for requests. A request for a picture not made yet moves it to the front of the
 * queue; start-up can warm the whole catalogue behind it.
 */
export interface PictureStore {
  /** The variant's bytes, or null when it is not made yet. */
  read(key: string, view: PictureView, width: number, format: PictureFormat): Promise<Buffer | null>;
  /** Queues a view: `first` for one a browser is waiting for, else behind the others. */
  request(subject: PictureSubject, view: PictureView, first?: boolean): void;
  /** Queues every view of every subject, swatches first (cards need them first). */
  warm(subjects: readonly PictureSubject[]): void;
  /** A flat colour image of the variant's size, cached in memory. */
  placeholder(colour: string, width: number, height: number, format: PictureFormat): Promise<Buffer>;
  /** Resolves when the queue is empty. */
  idle(): Promise<void>;
  stats(): PictureStoreStats;
  close(): Promise<void>;
}

export function createPictureStore(
  dir: string,
  log: Logger,
  painter: PicturePainter = createThreadPainter(),
): PictureStore {
  const pathOf = (key: string, view: PictureView, width: number, format: PictureFormat) =>
    join(dir, key, `${view}-${width}.${pictureExtensions[format]}`);
  interface Job {
    readonly id: string;
    readonly subject: PictureSubject;
    readonly view: PictureView;
  }
  const queue: Job[] = [];
  const queued = new Map<string, Job>();
  const placeholders = new Map<string, Promise<Buffer>>();
  const counts = { hits: 0, misses: 0, viewsMade: 0, variantsWritten: 0 };
  let running: Promise<void> | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  async function isMade(key: string, view: PictureView): Promise<boolean> {
    try {
      // The last variant written is the largest AVIF: when it is there, the view is complete.
      await stat(pathOf(key, view, largestWidth(view), 'avif'));
      return true;
    } catch {
      return false;
    }
  }

  async function make(subject: PictureSubject, view: PictureView): Promise<void> {
    const key = pictureKey(subject);
    if (await isMade(key, view)) return;
    const picture = await painter.paint(subject, view, largestWidth(view));
    counts.viewsMade += 1;
    await mkdir(join(dir, key), { recursive: true });
    // AVIF last, so `isMade` only sees a view whose every variant is on disk.
    for (const format of [...pictureFormats].reverse()) {
      for (const width of viewWidths[view]) {
        if (closed) return;
        const bytes = await encodeVariant(picture, width, format);
        const target = pathOf(key, view, width, format);
        // Written aside and renamed: a reader never sees half a file.
        const partial = `${target}.${process.pid}.part`;
        await writeFile(partial, bytes);
        await rename(partial, target);
        counts.variantsWritten += 1;
        await yieldToRequests();
      }
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0 && !closed) {
      const job = queue.shift();
      if (!job) break;
      queued.delete(job.id);
      try {
        await make(job.subject, job.view);
      } catch (error) {
        if (!closed) log.error({ err: error, product: job.subject.id, view: job.view }, 'picture could not be made');
      }
      await yieldToRequests();
    }
    running = null;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function enqueue(subject: PictureSubject, view: PictureView, first: boolean): void {
    if (closed) return;
    const id = `${pictureKey(subject)}/${view}`;
    const waiting = queued.get(id);
    if (waiting) {
      const at = first ? queue.indexOf(waiting) : -1;
      if (at > 0) queue.unshift(...queue.splice(at, 1));
      return;
    }
    const job: Job = { id, subject, view };
    queued.set(id, job);
    if (first) queue.unshift(job);
    else queue.push(job);
    running ??= drain();
  }

  return {
    async read(key, view, width, format) {
      try {
        const bytes = await readFile(pathOf(key, view, width, format));
        counts.hits += 1;
        return bytes;
      } catch {
        counts.misses += 1;
        return null;
      }
    },
    request: (subject, view, first = true) => enqueue(subject, view, first),
    warm(subjects) {
      const started = Date.now();
      for (const view of pictureViews) for (const subject of subjects) enqueue(subject, view, false);
      void this.idle().then(() =>
        log.info({ products: subjects.length, ms: Date.now() - started, ...counts }, 'pictures warmed'),
      );
    },
    placeholder(colour, width, height, format) {
      const id = `${colour}/${width}x${height}.${format}`;
      let bytes = placeholders.get(id);
      if (!bytes) {
        // A handful of sizes and one colour per product: bounded by the catalogue; cleared if it grows.
        if (placeholders.size > 2000) placeholders.clear();
        bytes = encodePlaceholder(colour, width, height, format);
        placeholders.set(id, bytes);
      }
      return bytes;
    },
    idle: () => (running ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    stats: () => ({ ...counts, queued: queue.length }),
    async close() {
      closed = true;
      queue.length = 0;
      queued.clear();
      await painter.close();
      await running;
    },
  };
}
