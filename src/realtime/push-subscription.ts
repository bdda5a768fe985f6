import { SERVICE_WORKER_PATH } from '../../contract/notifications';
import { notificationApi } from '../customPages/notifications/notifications-api';

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

/**
 * Registers /sw.js and saves this browser's push subscription for the signed-in user. Failures are
 * only logged (spec, first document, section 8): a browser without push still works.
 */
export async function subscribeToPush(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') await Notification.requestPermission();
    if (typeof Notification !== 'undefined' && Notification.permission !== 'granted') return;
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
}
