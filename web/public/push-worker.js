/* global self, URL */
// Vaultbox's service worker: it only shows push notifications (docs/product.md, Notifications) and opens the app at
// the notification's link when one is clicked. No caching, no fetch handler: the app works as before without it.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload the server sends ({title, body, link}, already in the reader's language), or a plain notice. */
function readPayload(event) {
  try {
    const payload = event.data ? event.data.json() : {};
    return {
      title: typeof payload.title === 'string' && payload.title ? payload.title : 'Vaultbox',
      body: typeof payload.body === 'string' ? payload.body : '',
      link: typeof payload.link === 'string' && payload.link.startsWith('/') ? payload.link : '/dashboard',
    };
  } catch {
    return { title: 'Vaultbox', body: event.data ? event.data.text() : '', link: '/dashboard' };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, link } = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(title, { body, icon: '/favicon.svg', badge: '/favicon.svg', data: { link } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/dashboard';
  // Only a path of this app: a link that would leave it is not followed.
  const target = new URL(link.startsWith('/') && !link.startsWith('//') ? link : '/dashboard', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        return open.navigate(target.href).catch(() => self.clients.openWindow(target.href));
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
