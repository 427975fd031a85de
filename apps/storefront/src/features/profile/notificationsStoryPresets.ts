import { DEMO_NOW } from '@showroom/api/demo';
import type { MockState } from '@showroom/api/mocks';

const titles = ['Order shipped', 'Item approved', 'New message', 'Order delivered', 'Return received'] as const;

/**
 * A story world's `prepare`: replaces this demo account's notifications with `unread` unread
 * ones (newest first), then `read` read ones, for the pages and counts a story needs.
 */
export function withNotifications(
  email: string,
  counts: { readonly unread: number; readonly read: number },
): (state: MockState) => void {
  return (state) => {
    const user = state.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No demo user ${email}.`);
    state.notifications = [
      ...state.notifications.filter((entry) => entry.user_id !== user.id),
      ...Array.from({ length: counts.unread + counts.read }, (_, index) => {
        const title = titles[index % titles.length]!;
        // Before the demo's "now", which the mocks stamp a new read with.
        const created = new Date(DEMO_NOW - (index + 1) * 5 * 3_600_000);
        return {
          id: 7000 + index,
          user_id: user.id,
          title,
          message: `${title}: order WV-2026-00${3100 + index} has news for you.`,
          link: index % 3 === 0 ? '/your_orders' : null,
          read_at: index < counts.unread ? null : new Date(created.getTime() + 3_600_000).toISOString(),
          created_at: created.toISOString(),
        };
      }),
    ];
  };
}
