import type { PictureSubject } from './pictureSubject.ts';
import type { PictureView } from './pictureViews.ts';

/** What the server asks its painting thread for: one view of one product at one width. */
export interface PaintJob {
  readonly id: number;
  readonly subject: PictureSubject;
  readonly view: PictureView;
  readonly width: number;
}

/** The thread's answer: the painted pixels (8-bit RGB), or why it could not paint them. */
export type PaintReply =
  | { readonly id: number; readonly width: number; readonly height: number; readonly pixels: Uint8Array }
  | { readonly id: number; readonly error: string };
