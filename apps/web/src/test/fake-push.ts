// A browser's Push API for component tests (jsdom has none): the permission, the service worker's
// registration and a push manager that keeps one subscription.
import { vi } from 'vitest';

export type FakePush = {
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  setPermission: (value: NotificationPermission) => void;
  subscription: () => PushSubscription | null;
};

export const TEST_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/test-phone';
export const TEST_KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

function fakeSubscription(key: ArrayBuffer | null, onEnd: () => void) {
  return {
    endpoint: TEST_ENDPOINT,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint: TEST_ENDPOINT, keys: TEST_KEYS }),
    unsubscribe: vi.fn(async () => {
      onEnd();
      return true;
    }),
  } as unknown as PushSubscription;
}

/** Installs the fake; `answer` is what the permission prompt answers when asked. */
export function installFakePush(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribedWith?: Uint8Array;
}): FakePush {
  let permission = options.permission ?? 'default';
  let current: PushSubscription | null = options.subscribedWith
    ? fakeSubscription(options.subscribedWith.slice().buffer, () => (current = null))
    : null;
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  const subscribe = vi.fn(async (init: PushSubscriptionOptionsInit) => {
    const key = init.applicationServerKey as Uint8Array;
    current = fakeSubscription(key.slice().buffer, () => (current = null));
    return current;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return {
    requestPermission,
    subscribe,
    setPermission: (value) => (permission = value),
    subscription: () => current,
  };
}

export function removeFakePush() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
