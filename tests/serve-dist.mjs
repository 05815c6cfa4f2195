// A tiny static file server for the release build: Playwright's `webServer`
// (see playwright.config.ts) and the README's `bash scripts/serve.sh`. No
// dependencies, loopback only.
//
//   node serve-dist.mjs [dir] [port] [--compress]   (defaults: ../dist, 4173)
//
// `--compress` (what scripts/serve.sh passes) serves what a well-configured
// host serves: Brotli or gzip, whichever the browser accepts (Brotli first),
// for the text-like files (HTML, JS, wasm, CSS, JSON, SVG). A `.br` or `.gz`
// file beside the original is sent as it is; otherwise the file is
// compressed once and kept in memory. Without the flag every file goes out
// as it is on disk, which is what the e2e tests measure.
//
// Explicit MIME types: `.wasm` must be `application/wasm`, or the browser
// refuses `WebAssembly.instantiateStreaming`. Directory requests serve their
// index.html; the app routes with the URL hash, so no SPA fallback is needed.
//
// Every response carries the strict Content-Security-Policy that
// docs/HOSTING.md recommends, the one the build's index.html states for
// itself (scripts/csp.mjs), so every e2e test runs under it twice, as a
// header and as the page's own (a violation is a console error, which
// fails the test).
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePolicy, policy } from '../scripts/csp.mjs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const [dirArg, portArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = flags.filter((f) => f !== '--compress');
if (unknown.length > 0) {
  console.error(`serve-dist: unknown option ${unknown.join(' ')} (usage: node serve-dist.mjs [dir] [port] [--compress])`);
  process.exit(2);
}
const compress = flags.includes('--compress');
const root = resolve(here, dirArg ?? process.env.E2E_DIST ?? '../dist');
const port = Number(portArg ?? process.env.E2E_PORT ?? 4173);
const host = '127.0.0.1';

/**
 * The policy the build's index.html states for itself (scripts/csp.mjs,
 * written by scripts/extern-loader.mjs), read again when the file changes;
 * the policy with no inline script allowed for a build that states none.
 */
let stated = { mtimeMs: -1, policy: policy() };
async function currentPolicy() {
  const page = join(root, 'index.html');
  const info = await stat(page);
  if (info.mtimeMs !== stated.mtimeMs) {
    stated = { mtimeMs: info.mtimeMs, policy: pagePolicy(await readFile(page, 'utf8')) ?? policy() };
  }
  return stated.policy;
}

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

// Files worth compressing: everything text-like, and wasm (images are
// compressed already).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg', '.txt', '.ftl']);

// The encodings, best first: the name in Accept-Encoding, the file ending of
// a precompressed copy, and how to make one.
const ENCODINGS = [
  {
    name: 'br',
    ending: '.br',
    make: (body) =>
      promisify(brotliCompress)(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  },
  { name: 'gzip', ending: '.gz', make: (body) => promisify(gzip)(body, { level: 9 }) },
];

/** Compressed bodies made so far, by encoding, path, size and time. */
const made = new Map();

/** The best encoding the request accepts (q=0 refuses one), or null. */
function acceptedEncoding(req) {
  const accepted = new Map();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  return ENCODINGS.find((e) => (accepted.get(e.name) ?? accepted.get('*') ?? 0) > 0) ?? null;
}

/** The body to send for `file` in `encoding`: its precompressed copy, or one made once. */
async function encodedBody(file, info, encoding) {
  try {
    const copy = await stat(file + encoding.ending);
    if (copy.isFile() && copy.mtimeMs >= info.mtimeMs) return readFile(file + encoding.ending);
  } catch {
    // no precompressed copy: make one
  }
  const key = `${encoding.name} ${file} ${info.size} ${info.mtimeMs}`;
  if (!made.has(key)) made.set(key, readFile(file).then(encoding.make));
  return made.get(key);
}

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

const server = createServer((req, res) => {
  respond(req, res).catch((error) => {
    console.error(`serve-dist: ${req.url}: ${error}`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`500 ${req.url}\n`);
  });
});

async function respond(req, res) {
  const file = await resolveFile(req.url ?? '/').catch(() => null);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`404 ${req.url}\n`);
    return;
  }
  const type = extname(file).toLowerCase();
  // What docs/HOSTING.md asks of a host: revalidate every time (a new
  // build is seen at once), and answer "not modified" when the browser's
  // copy is current, so frames of one page share one download of the app.
  const info = await stat(file);
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': MIME[type] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag,
    'content-security-policy': await currentPolicy(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body;
  const negotiated = compress && COMPRESSIBLE.has(type);
  if (negotiated) headers.vary = 'Accept-Encoding';
  const encoding = negotiated ? acceptedEncoding(req) : null;
  if (encoding) {
    body = await encodedBody(file, info, encoding);
    headers['content-encoding'] = encoding.name;
  } else {
    body = await readFile(file);
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

try {
  await stat(join(root, 'index.html'));
} catch {
  console.error(`serve-dist: ${join(root, 'index.html')} is missing; run \`trunk build --release\` first.`);
  process.exit(1);
}

server.listen(port, host, () => {
  console.log(`serve-dist: serving ${root} at http://${host}:${port}/${compress ? ' (Brotli or gzip)' : ''}`);
  if (compress) warmUp();
});

/** Starts compressing every compressible file, so the first visit waits less. */
async function warmUp() {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const info = await stat(file);
    for (const encoding of ENCODINGS) encodedBody(file, info, encoding).catch(() => {});
  }
}
