// This browser's side of Web Push: whether it can get alerts, and subscribing it
// with the server's VAPID key. The browser's permission is asked only from turnOnPush(), which a
// button calls: never on page load.
import type { PushSubscriptionBody } from '@haat/shared';

/** What this browser can do: alerts on here, not yet, refused in its settings, or never. */
export type PushDeviceState = 'on' | 'off' | 'blocked' | 'unsupported';

export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The site's service worker (lib/service-worker.ts registers it in production builds). */
async function registration() {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription() {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** What the card and the prompt show for this browser. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentPushSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64Url: string) {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/**
 * Asks the browser's permission (the seller pressed the button), subscribes with the server's
 * key (again, if an older key was used) and answers what the server must keep; 'blocked' when
 * the seller or the browser said no.
 */
export async function turnOnPush(
  publicKey: string,
): Promise<Omit<PushSubscriptionBody, 'language'> | 'blocked'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const worker = await registration();
  if (!worker) throw new Error('no service worker');
  const key = applicationServerKey(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription; answers its endpoint for the server to forget. */
export async function turnOffPush() {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
