export { LoadingOverlay } from './LoadingOverlay.tsx';
export type { LoadingOverlayProps } from './LoadingOverlay.tsx';
