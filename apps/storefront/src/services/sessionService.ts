import { ONE_TIME_CODE_REQUIRED_MESSAGE } from '@showroom/domain';
import type { ApiClient, User } from '@showroom/api';
import type { ToastStore } from '@showroom/ui';
import {
  isOpenOneTimeCode,
  sessionMachine,
  type AiUser,
  type LogoutResult,
  type LogoutStorageKey,
  type OtpRequestResult,
  type OtpVerification,
  type PendingOneTimeCode,
  type SessionUser,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import type { CartStore } from '../state/cartStore.ts';
import type { NotificationsStore } from '../state/notificationsStore.ts';
import type { Persistence } from '../state/persistence.ts';
import type { SessionStore } from '../state/sessionStore.ts';
import { storageKeys, type StorageKey, type TabStorageKey } from '../state/storageKeys.ts';
import type { RouterBridge } from './router.ts';
import { withdrawNotice, type Notifier } from './notifier.ts';

export interface SessionDependencies {
  readonly api: ApiClient;
  readonly persistence: Persistence;
  /** The tab's storage: the Admin's open one-time code is kept there across a reload. */
  readonly tab: Persistence<TabStorageKey>;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly notifications: NotificationsStore;
  readonly router: RouterBridge;
  readonly notify: Notifier;
  readonly toasts: Pick<ToastStore, 'dismiss'>;
}

/** §9's logout keys are storage keys of ours; this fails to compile if one of them is not. */
const logoutKeys: Record<LogoutStorageKey, StorageKey> = {
  cart_id: storageKeys.cartId,
  project: storageKeys.project,
  showroom: storageKeys.showroom,
  category: storageKeys.category,
  breadcrumb: storageKeys.breadcrumb,
  recently_viewed: storageKeys.recentlyViewed,
  product_category: storageKeys.productCategory,
  product_list: storageKeys.productList,
  customer_viewed: storageKeys.customerViewed,
  top_product: storageKeys.topProduct,
  my_item: storageKeys.myItem,
  visual_redirect: storageKeys.visualRedirect,
  'new-layout': storageKeys.newLayout,
};

/** The session machine of @showroom/machines with the storefront's real effects. */
export function createSessionActor(deps: SessionDependencies) {
  const { api, persistence, tab, session, cart, notifications, router, notify, toasts } = deps;
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise<SessionUser, { readonly token: string }>(async () => (await api.getAuthUser()).data),
      loadAiUser: fromPromise<AiUser, { readonly token: string }>(async () => (await api.getAiUser()).data),
      logout: fromPromise<LogoutResult, { readonly token: string }>(async () => ({
        message: (await api.logout()).message,
      })),
      requestOneTimeCode: fromPromise<OtpRequestResult, undefined>(async () => {
        const { message, data } = await api.oneTimeCode();
        return { message, expiresAt: data.expires_at ?? null, attemptsLeft: data.attempts_left ?? null };
      }),
      verifyOneTimeCode: fromPromise<OtpVerification, { readonly code: string }>(async ({ input }) => {
        const { message, data } = await api.oneTimeCode({ query: { otp: input.code } });
        const refused = data.outcome === 'sent' || data.outcome === 'valid' ? undefined : data.outcome;
        return {
          valid: data.valid_otp === true,
          message,
          refusal: refused ?? null,
          expiresAt: data.expires_at ?? null,
          attemptsLeft: data.attempts_left ?? null,
        };
      }),
    },
    actions: {
      removeToken: () => session.getState().removeToken(),
      removeAiToken: () => persistence.remove(storageKeys.aiToken, storageKeys.aiUser, storageKeys.aiCredits),
      clearUserData: () => {
        session.getState().setUser(null, 'signedOut');
        notifications.getState().clear();
      },
      removeStoredItems: (_, params) => persistence.remove(...params.keys.map((key) => logoutKeys[key])),
      clearCart: () => cart.getState().clear(),
      rememberUserType: (_, params) => persistence.rememberUserType(params.type),
      loadCart: () => void cart.getState().load(),
      loadNotifications: () => void notifications.getState().load(),
      markOneTimeCodeVerified: () => {
        persistence.markOneTimeCodeVerified();
        // A page that asked too early said so; the code is verified now.
        withdrawNotice(toasts, 'error', ONE_TIME_CODE_REQUIRED_MESSAGE);
      },
      navigate: (_, params) => router.navigate(params.to),
      notify: (_, params) => notify(params.kind, params.message),
    },
  });
  const actor = createActor(machine, {
    input: {
      token: session.getState().token,
      aiToken: persistence.read(storageKeys.aiToken),
      otpVerified: persistence.isOneTimeCodeVerified(),
      pendingOneTimeCode: tab.readJson(OPEN_CODE_KEY, (value) => isOpenOneTimeCode(value, Date.now())),
    },
  });
  keepOpenCode(actor, tab);
  // The header and guards read the store; the machine is where the session's truth lives.
  actor.subscribe((snapshot) => {
    const user = snapshot.context.user as User | null;
    const status = snapshot.matches({ user: 'signedIn' })
      ? 'signedIn'
      : snapshot.matches({ user: 'signedOut' })
        ? 'signedOut'
        : 'loading';
    const current = session.getState();
    if (current.user !== user || current.status !== status) {
      const justLoaded = current.status === 'loading' && status === 'signedIn';
      current.setUser(user, status);
      // The first page's NAVIGATED arrives while the user is still loading, when the machine
      // ignores it; replay it once the user is there, so the user check, cart and notifications run.
      if (justLoaded) {
        const path = router.currentPath();
        const redirect = new URLSearchParams(path.split('?')[1] ?? '').get('redirect');
        queueMicrotask(() => actor.send({ type: 'NAVIGATED', path, redirect }));
      }
    }
  });
  return actor;
}

export type SessionActor = ReturnType<typeof createSessionActor>;

const OPEN_CODE_KEY: TabStorageKey = 'one_time_code';

/**
 * §1: an Admin's code step survives a reload. While a code is open, what its request said
 * (expiry, tries left, message) is kept in the tab's storage; the next page's session starts
 * from it (`pendingOneTimeCode`). Verified, spent, signed out or signed in anew: the context
 * holds no expiry any more, and the kept code goes.
 */
function keepOpenCode(actor: SessionActor, tab: Persistence<TabStorageKey>): void {
  let kept: string | null = null;
  actor.subscribe(({ context }) => {
    const open: PendingOneTimeCode | null =
      context.otpExpiresAt === null
        ? null
        : { expiresAt: context.otpExpiresAt, attemptsLeft: context.otpAttemptsLeft, message: context.otpMessage };
    const text = open === null ? null : JSON.stringify(open);
    if (text === kept) return;
    kept = text;
    if (text === null) tab.remove(OPEN_CODE_KEY);
    else tab.write(OPEN_CODE_KEY, text);
  });
}
