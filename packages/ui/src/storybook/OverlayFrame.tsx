import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';

/**
 * Story-only helper: a fixed-size box that plays the part of the browser window for an open
 * overlay. Its `transform` makes it the containing block of `position: fixed` descendants, and
 * the ThemeProvider inside it is where overlays portal to, so a dialog, drawer or toast (scrim
 * included) is drawn inside the box: inside the story's screenshot, under the frame's theme.
 */
export interface OverlayFrameProps {
  width?: number;
  height?: number;
  shopColor?: string | undefined;
  /** Names the frame for tests (`data-frame`). */
  name?: string;
  children: ReactNode;
}

export function OverlayFrame({ width = 640, height = 420, shopColor, name, children }: OverlayFrameProps) {
  return (
    <div
      data-frame={name ?? ''}
      style={{
        position: 'relative',
        width,
        height,
        transform: 'translateZ(0)',
        overflow: 'hidden',
        outline: '1px solid #d5d9de',
        background: '#ffffff',
      }}
    >
      <ThemeProvider shopColor={shopColor}>{children}</ThemeProvider>
    </div>
  );
}
