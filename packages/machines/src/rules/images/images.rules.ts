/** §5 'maxdimensions': only these extensions are accepted. */
export const acceptedImageExtensions = ['jpg', 'jpeg', 'png', 'svg', 'bmp', 'gif'] as const;

/** Decoding an image needs the DOM, so the host measures it and passes the numbers here. */
export interface MeasuredImage {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

export interface ImageDimensionsRule {
  /** The field's display name, inserted into the message. */
  readonly field: string;
  readonly width: number;
  readonly height: number;
}

export type ImageDimensionsVerdict = { readonly valid: true } | { readonly valid: false; readonly message: string };

/** §5: the exact message, including the capital M and the upper-case X. */
export function imageDimensionsMessage(rule: ImageDimensionsRule): string {
  return `The ${rule.field} field must be Minimum ${rule.width} X ${rule.height} pixels.`;
}

export function hasAcceptedImageExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (acceptedImageExtensions as readonly string[]).includes(extension);
}

/**
 * §5 image rule. The spec names it 'maxdimensions' although it checks minimums; the behaviour
 * follows the description. Every file must be an accepted image at least `width` × `height`.
 * A message from the server, when given, replaces the default text.
 */
export function maxDimensionsRule(
  files: readonly MeasuredImage[],
  rule: ImageDimensionsRule,
  serverMessage?: string | null,
): ImageDimensionsVerdict {
  const allFit = files.every(
    (file) => hasAcceptedImageExtension(file.name) && file.width >= rule.width && file.height >= rule.height,
  );
  if (allFit) return { valid: true };
  const message =
    serverMessage !== null && serverMessage !== undefined && serverMessage.trim() !== ''
      ? serverMessage
      : imageDimensionsMessage(rule);
  return { valid: false, message };
}
