import { parentPort } from 'node:worker_threads';
import { type PaintJob, type PaintReply } from './paintMessages.ts';
import { toRgb8Image } from './raster.ts';
import { renderPicture } from './renderPicture.ts';

/**
 * The picture painter's thread (picturePainter.ts): paints one view at a time and hands its
 * 8-bit pixels back without copying them. Painting is plain JavaScript and takes up to seconds
 * a view; here it never holds the server's requests.
 */
const port = parentPort;
if (!port) throw new Error('pictureWorker.ts runs as a worker thread (picturePainter.ts starts it)');

port.on('message', (job: PaintJob) => {
  let reply: PaintReply;
  try {
    const image = toRgb8Image(renderPicture(job.subject, job.view, job.width));
    reply = { id: job.id, width: image.width, height: image.height, pixels: image.pixels };
    port.postMessage(reply, [image.pixels.buffer as ArrayBuffer]);
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    port.postMessage(reply);
  }
});
