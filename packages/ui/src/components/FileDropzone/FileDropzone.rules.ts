/** SPEC §5 image rule: only files ending in these are accepted. */
export const acceptedImageExtensions = ['jpg', 'jpeg', 'png', 'svg', 'bmp', 'gif'] as const;

/** The same list for the file picker (react-dropzone's `accept`), so the dialog offers only these. */
export const acceptedImageTypes: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/svg+xml': ['.svg'],
  'image/bmp': ['.bmp'],
  'image/gif': ['.gif'],
};

export interface ImageMinimum {
  /** The field's name as the message says it, e.g. 'business logo'. */
  field: string;
  width: number;
  height: number;
}

/** SPEC §5, exactly: 'The {field} field must be Minimum {w} X {h} pixels.' */
export function imageDimensionsMessage({ field, width, height }: ImageMinimum): string {
  return `The ${field} field must be Minimum ${width} X ${height} pixels.`;
}

export function hasAcceptedImageExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return false;
  return (acceptedImageExtensions as readonly string[]).includes(fileName.slice(dot + 1).toLowerCase());
}

/** Whether measured dimensions meet the minimum; an image that could not be read does not. */
export function meetsMinimum(
  size: { width: number; height: number } | null,
  minimum: { width: number; height: number },
): boolean {
  return size !== null && size.width >= minimum.width && size.height >= minimum.height;
}

/** '512 B', '2.4 KB', '1.2 MB': for the list of chosen files. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/**
 * The files to keep after a drop: one file replaces the last when `max` is 1; otherwise the new
 * files are added after the kept ones, up to `max`. `overflow` counts what did not fit.
 */
export function mergeFiles<T>(
  current: readonly T[],
  added: readonly T[],
  max: number,
): { files: T[]; overflow: number } {
  const limit = Math.max(1, Math.floor(max));
  if (limit === 1) return { files: added.slice(-1), overflow: Math.max(0, added.length - 1) };
  const files = [...current, ...added].slice(0, limit);
  return { files, overflow: current.length + added.length - files.length };
}
