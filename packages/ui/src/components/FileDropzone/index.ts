export { FileDropzone } from './FileDropzone.tsx';
export type { FileDropzoneProps } from './FileDropzone.tsx';
export {
  acceptedImageExtensions,
  formatFileSize,
  hasAcceptedImageExtension,
  imageDimensionsMessage,
  mergeFiles,
} from './FileDropzone.rules.ts';
export type { ImageMinimum } from './FileDropzone.rules.ts';
