export {
  acceptedImageExtensions,
  imageDimensionsMessage,
  hasAcceptedImageExtension,
  maxDimensionsRule,
} from './images.rules.ts';
export type { MeasuredImage, ImageDimensionsRule, ImageDimensionsVerdict } from './images.rules.ts';
