import type {
  ApiClient,
  ApiRequests,
  Notification,
  Paginated,
  PayoutSettings,
  PayoutSettingsUpdate,
  Profile,
} from '@showroom/api';
import type { NotificationsStore } from '../state/notificationsStore.ts';

/** PUT /api/profile's body (name, phone with its country code, shipping address). */
export type ProfileUpdate = NonNullable<ApiRequests['updateProfile']['body']>;

/** The §3 pagination record of one page of notifications. */
export type NotificationPage = Paginated<Notification>;

/** Which notifications a list shows: the unread ones only (`pending=1`, §7) or all of them. */
export type NotificationFilter = 'unread' | 'all';

/** How far "mark all as read" got: `failed` is set when it stopped before the end. */
export interface MarkAllResult {
  readonly marked: number;
  readonly total: number;
  readonly failed: unknown;
}

/** The account pages' calls: profile, payout settings and notifications, with the header kept in step. */
export interface AccountService {
  loadProfile(): Promise<Profile>;
  saveProfile(update: ProfileUpdate): Promise<{ profile: Profile; message: string }>;
  loadPayoutSettings(): Promise<PayoutSettings>;
  savePayoutSettings(update: PayoutSettingsUpdate): Promise<{ settings: PayoutSettings; message: string }>;
  listNotifications(filter: NotificationFilter, page: number): Promise<NotificationPage>;
  markRead(id: number): Promise<Notification>;
  /**
   * Marks every unread notification read. The contract has no bulk call, so it collects the
   * unread ids and sends `PUT /api/notification/{id}` one at a time, oldest request first; the
   * header count drops with each confirmed one. A failure stops the queue (what is done stays done).
   */
  markAllRead(onProgress?: (marked: number, total: number) => void): Promise<MarkAllResult>;
}

export interface AccountServiceDependencies {
  /** The API client, loaded on first use (the runtime chunk). */
  readonly api: () => Promise<ApiClient>;
  readonly notifications: NotificationsStore;
}

/** The largest page the contract allows: unread ids are collected in as few requests as possible. */
const UNREAD_PAGE_SIZE = 100;

export function createAccountService({ api, notifications }: AccountServiceDependencies): AccountService {
  async function unreadIds(): Promise<number[]> {
    const client = await api();
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.listNotifications({
        query: { pending: '1', page, per_page: UNREAD_PAGE_SIZE },
      });
      ids.push(...answer.data.data.filter((entry) => entry.read_at === null).map((entry) => entry.id));
      if (answer.data.current_page >= answer.data.last_page) return ids;
    }
  }

  async function markRead(id: number): Promise<Notification> {
    const answer = await (await api()).markNotificationRead({ params: { id } });
    notifications.getState().markedRead(1);
    return answer.data;
  }

  return {
    async loadProfile() {
      return (await (await api()).getProfile()).data;
    },
    async saveProfile(update) {
      const answer = await (await api()).updateProfile({ body: update });
      return { profile: answer.data, message: answer.message };
    },
    async loadPayoutSettings() {
      return (await (await api()).getPayoutSettings()).data;
    },
    async savePayoutSettings(update) {
      const answer = await (await api()).updatePayoutSettings({ body: update });
      return { settings: answer.data, message: answer.message };
    },
    async listNotifications(filter, page) {
      const query = filter === 'unread' ? { pending: '1' as const, page } : { page };
      return (await (await api()).listNotifications({ query })).data;
    },
    markRead,
    async markAllRead(onProgress) {
      const ids = await unreadIds();
      let marked = 0;
      onProgress?.(marked, ids.length);
      for (const id of ids) {
        try {
          await markRead(id);
        } catch (failed) {
          void notifications.getState().load();
          return { marked, total: ids.length, failed };
        }
        marked += 1;
        onProgress?.(marked, ids.length);
      }
      // Notifications that arrived meanwhile: the header shows the server's count again.
      void notifications.getState().load();
      return { marked, total: ids.length, failed: null };
    },
  };
}

const services = new WeakMap<object, AccountService>();

/** The one account service of an app's services (created on first use, so the shell never loads it). */
export function accountServiceOf(app: {
  runtime(): Promise<{ readonly api: ApiClient }>;
  readonly notifications: NotificationsStore;
}): AccountService {
  let service = services.get(app);
  if (!service) {
    service = createAccountService({ api: async () => (await app.runtime()).api, notifications: app.notifications });
    services.set(app, service);
  }
  return service;
}
