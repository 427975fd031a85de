/**
 * The project tools' limits, the §5 room-file rule and every text the server and mocks answer,
 * with no zod: a page that checks a room file or counts a message's characters imports these
 * without pulling the schemas into its chunk. `entities/projects.ts` re-exports them.
 */

/** Checklist titles are compared trimmed and without regard to case: 'Order samples' is there once. */
export const MAX_CHECKLIST_TITLE_LENGTH = 200;
export const MAX_CHECKLIST_ITEMS_PER_REQUEST = 50;
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
export const MAX_ROOM_FILE_NAME_LENGTH = 255;

/**
 * §5 image rule for room files (the minimum is designed: §5 gives the rule, not the numbers).
 * The size limit keeps a base64 upload inside the server's 1 MB request body. The largest side
 * (designed) bounds what decoding costs: a 700 KB file can declare a picture of any size, and
 * the server decodes every raster upload to resize it (a 12-megapixel phone photo is 4032 px).
 */
export const roomFileRule = {
  field: 'room file',
  width: 300,
  height: 300,
  maxSide: 8000,
  maxBytes: 700 * 1024,
} as const;
/**
 * A room file travels as base64 text cut into pieces of at most this many characters: the
 * server refuses any single text longer than its 2000-character limit (http/inputGuards.ts).
 */
export const ROOM_FILE_CHUNK_LENGTH = 2000;
/** Enough pieces for a file half again over the size limit, so the size rule, not the count, answers. */
export const ROOM_FILE_MAX_CHUNKS = Math.ceil((roomFileRule.maxBytes * 2) / ROOM_FILE_CHUNK_LENGTH);
/** Cuts base64 text (a `data:…;base64,` prefix allowed) into the pieces `RoomFileUpload.data` takes. */
export function toRoomFileChunks(base64: string): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < base64.length; start += ROOM_FILE_CHUNK_LENGTH) {
    chunks.push(base64.slice(start, start + ROOM_FILE_CHUNK_LENGTH));
  }
  return chunks;
}
/** §5: only files ending in these are accepted. */
export const roomFileExtensions = ['jpg', 'jpeg', 'png', 'svg', 'bmp', 'gif'] as const;

/** What the project tools answer (server and mocks alike); the room-file texts follow §5 and Laravel's wording. */
export const projectToolMessages = {
  projectsLoaded: 'Your projects.',
  checklistLoaded: "The project's checklist.",
  checklistUpdated: 'Checklist updated successfully.',
  checklistNothingNew: 'These items are already in your checklist.',
  checklistTitleTaken: 'This item is already in the checklist.',
  checklistItemNotFound: 'Checklist item not found.',
  checklistNothingToChange: 'Send a new title or is_done.',
  productInvalid: 'The selected product id is invalid.',
  noShowroom: 'This project has no showroom to share with.',
  chatLoaded: "The project's chat.",
  chatsLoaded: 'Your project chats.',
  chatEmpty: 'Write a message or attach a room file.',
  messageSent: 'Message sent.',
  roomFileSent: 'Room file uploaded.',
  messageAndFileSent: 'Message and room file sent.',
  roomFileType: `The ${roomFileRule.field} field must be a file of type: ${roomFileExtensions.join(', ')}.`,
  roomFileNotImage: `The ${roomFileRule.field} field must be an image.`,
  roomFileTooLarge: `The ${roomFileRule.field} field must not be greater than ${roomFileRule.maxBytes / 1024} kilobytes.`,
  /** §5, exactly: 'The {field} field must be Minimum {w} X {h} pixels.' */
  roomFileDimensions: `The ${roomFileRule.field} field must be Minimum ${roomFileRule.width} X ${roomFileRule.height} pixels.`,
  roomFileTooLargeInPixels: `The ${roomFileRule.field} field must be at most ${roomFileRule.maxSide} X ${roomFileRule.maxSide} pixels.`,
  designersLoaded: 'Designers for your project.',
  designerInvalid: 'The selected designer id is invalid.',
  designerHired: 'Designer hired successfully.',
  designerAlreadyHired: 'This designer is already hired for this project.',
} as const;

/** 'Project shared with Reyes Remodeling Co.' (again: 'Project already shared with …'). */
export const projectShareMessage = (companyName: string, already: boolean): string =>
  // 'Reyes Remodeling Co.' ends its own sentence.
  `Project ${already ? 'already ' : ''}shared with ${companyName}${companyName.endsWith('.') ? '' : '.'}`;
