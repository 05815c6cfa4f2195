// Nimatron's service worker: after the first visit the app, its lesson and
// every file they need work with no network at all.
//
// The list of files and the version below are written by
// scripts/precache.sh (a Trunk post_build hook) from the build itself, so
// they always match dist/. A new build changes this file, so browsers
// install the new version, which replaces the old cache.
//
// Cache first, same origin only: the app never asks any other origin for
// anything, and this worker never does either.
const VERSION = 'dev'; // PRECACHE_VERSION
const FILES = []; // PRECACHE_FILES
const CACHE = `nimatron-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('nimatron-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit ?? fetch(request)),
  );
});
