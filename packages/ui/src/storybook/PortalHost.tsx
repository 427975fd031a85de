import { useState, type ReactNode } from 'react';

/**
 * Story-only helper: an element that an open popup (a Select's list) is portalled into, inside
 * the story's screenshot root and tall enough to hold it. Children render once the host exists,
 * so an initially open popup is never portalled anywhere else first.
 */
export function PortalHost({
  width = 280,
  height = 340,
  children,
}: {
  width?: number;
  height?: number;
  children: (host: HTMLElement) => ReactNode;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost} data-portal-host="" style={{ width, minHeight: height }}>
      {host ? children(host) : null}
    </div>
  );
}
