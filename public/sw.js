/* The push service worker, served at /sw.js. It shows each push as a system notification and, on
 * click, focuses an open back-office tab on the notification's screen (or opens a new one).
 * The payload is JSON: {title, body|message|content, link (a screen path such as /sale/order),
 * url (absolute, wins over link), tag, icon}. */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** Screens live under the SPA's hash routing: /sale/order -> {origin}/#/sale/order. */
function targetUrl(data) {
  if (data.url) return new URL(data.url, self.location.origin).href;
  const link = typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/';
  return `${self.location.origin}/#${link}`;
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = data.title || 'Notification';
  const options = {
    body: data.body || data.message || data.content || '',
    tag: data.tag,
    icon: data.icon,
    data: { url: targetUrl(data) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || `${self.location.origin}/`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (same) {
        await same.focus();
        if ('navigate' in same) return same.navigate(url).catch(() => undefined);
        return undefined;
      }
      return self.clients.openWindow(url);
    }),
  );
});
