import { SERVICE_WORKER_PATH } from '../../contract/notifications';
import { notificationApi } from '../features/notifications/notifications-api';

/** The VAPID key as PushManager.subscribe wants it. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const toBase64Url = (buffer: ArrayBuffer | null): string =>
  buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

/** Whether this browser can receive push and what its user allowed so far. */
export function pushState(): PushState {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof window === 'undefined' || !('PushManager' in window)) return 'unsupported';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/**
 * Registers /sw.js and, once the user has allowed notifications, saves this browser's push
 * subscription for the signed-in user. `ask` asks for the permission first (only from a click:
 * browsers ignore or quieten a prompt nobody asked for). Failures are only logged (spec, first
 * document, section 8): a browser without push still works. Returns the resulting state.
 */
export async function subscribeToPush({ ask = false } = {}): Promise<PushState> {
  try {
    if (pushState() === 'unsupported') return 'unsupported';
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (ask && Notification.permission === 'default') await Notification.requestPermission();
    if (Notification.permission !== 'granted') return pushState();
    const { publicKey } = await notificationApi.vapidPublicKey();
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await notificationApi.saveSubscription({
      endpoint: subscription.endpoint,
      keys: { p256dh: toBase64Url(subscription.getKey('p256dh')), auth: toBase64Url(subscription.getKey('auth')) },
    });
  } catch (error) {
    console.warn('push subscription failed', error);
  }
  return pushState();
}

/** How long sign-out waits for the server to forget this browser's subscription. */
const UNSUBSCRIBE_WAIT_MS = 2000;

/**
 * At sign-out (while the token still works): the server forgets this browser's subscription and the
 * browser drops it, so the next user of a shared browser gets none of the previous user's pushes.
 * Never holds sign-out up for long, never fails it.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const work = (async () => {
    if (pushState() === 'unsupported') return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await notificationApi.deleteSubscription(subscription.endpoint).catch((error) => console.warn('push subscription not removed', error));
    await subscription.unsubscribe();
  })().catch((error) => console.warn('push unsubscribe failed', error));
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS))]);
}
