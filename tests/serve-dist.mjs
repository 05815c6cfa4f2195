// A tiny static file server for the release build, used by Playwright's
// `webServer` (see playwright.config.ts). No dependencies, loopback only.
//
//   node serve-dist.mjs [dir] [port]      (defaults: ../dist, 4173)
//
// Explicit MIME types: `.wasm` must be `application/wasm`, or the browser
// refuses `WebAssembly.instantiateStreaming`. Directory requests serve their
// index.html; the app routes with the URL hash, so no SPA fallback is needed.
//
// Every response carries the strict Content-Security-Policy that
// docs/HOSTING.md recommends, so every e2e test runs under it (a violation
// is a console error, which fails the test).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, process.argv[2] ?? process.env.E2E_DIST ?? '../dist');
const port = Number(process.argv[3] ?? process.env.E2E_PORT ?? 4173);
const host = '127.0.0.1';

export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null; // no escaping root
  try {
    const info = await stat(candidate);
    if (info.isDirectory()) return resolveFile(join(decoded, 'index.html'));
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const file = await resolveFile(req.url ?? '/').catch(() => null);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`404 ${req.url}\n`);
    return;
  }
  const body = await readFile(file);
  res.writeHead(200, {
    'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'no-store',
    'content-security-policy': CSP,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

try {
  await stat(join(root, 'index.html'));
} catch {
  console.error(`serve-dist: ${join(root, 'index.html')} is missing; run \`trunk build --release\` first.`);
  process.exit(1);
}

server.listen(port, host, () => {
  console.log(`serve-dist: serving ${root} at http://${host}:${port}/`);
});
