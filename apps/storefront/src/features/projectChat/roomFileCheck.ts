import {
  checkRoomFile,
  projectToolMessages,
  roomFileContentTypes,
  roomFileExtensions,
  roomFileRule,
} from '@showroom/api';

/** A room file that passed the §5 rule in the browser, ready to send as base64 pieces. */
export interface ReadyRoomFile {
  readonly file: File;
  /** The file as a `data:…;base64,` URL (the contract allows the prefix in the first piece). */
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

export type RoomFileCheck =
  { readonly ok: true; readonly ready: ReadyRoomFile } | { readonly ok: false; readonly message: string };

/** What the picker's hint says, from the same rule the check applies. */
export const roomFileHint = `${roomFileExtensions.map((extension) => extension.toUpperCase()).join(', ')}; at least ${roomFileRule.width} × ${roomFileRule.height} pixels; up to ${roomFileRule.maxBytes / 1024} KB.`;

function hasRoomFileExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot !== -1 && (roomFileExtensions as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

/** Base64 of bytes in slices, since one `String.fromCharCode(...bytes)` overflows the call stack past ~100 KB. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * §5 for a room file before it is sent, with the server's own messages, first broken rule
 * first: the name's extension, the size (read from the File, so a huge file is never read),
 * then the bytes through the very check the server runs (`checkRoomFile`: an image of the kind
 * its name says, at least `roomFileRule.width` × `height` pixels). A file the browser passes is
 * one the server accepts.
 */
export async function checkRoomFileInBrowser(file: File): Promise<RoomFileCheck> {
  const name = file.name.trim();
  if (!hasRoomFileExtension(name)) return { ok: false, message: projectToolMessages.roomFileType };
  if (file.size === 0) return { ok: false, message: projectToolMessages.roomFileNotImage };
  if (file.size > roomFileRule.maxBytes) return { ok: false, message: projectToolMessages.roomFileTooLarge };
  const base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  const verdict = checkRoomFile({ name, data: base64 });
  if (!verdict.ok) return { ok: false, message: verdict.message };
  // The type the bytes proved, not the one the browser guessed from the name.
  const dataUrl = `data:${roomFileContentTypes[verdict.type]};base64,${base64}`;
  return { ok: true, ready: { file, dataUrl, width: verdict.width, height: verdict.height } };
}
