import type { ReactNode } from 'react';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge.tsx';
import { orderStatusTones, statusTone } from './StatusBadge.tones.ts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The status value, e.g. 'Waiting for approval'. */
  status: string;
  /** What to show, e.g. 'Pending Approval'; the status itself when left out. */
  label?: ReactNode;
  /** Status → tone; the order-item statuses by default. Unknown statuses are neutral. */
  tones?: Readonly<Record<string, BadgeTone>>;
  /** Overrides the tone the map gives. */
  tone?: BadgeTone;
}

/** A status as a coloured badge: one tone per status, so a list of orders scans at a glance. */
export function StatusBadge({ status, label, tones = orderStatusTones, tone, ...rest }: StatusBadgeProps) {
  const resolved = tone ?? statusTone(status, tones);
  return (
    <Badge tone={resolved} data-status={status} {...rest}>
      {label ?? status}
    </Badge>
  );
}
