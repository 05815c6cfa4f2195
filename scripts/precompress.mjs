// Trunk post_build hook (Trunk.toml), last: writes a Brotli (`.br`, quality
// 11) and a gzip (`.gz`, level 9) copy beside every text-like file and wasm
// module of a release build, so a host that serves precompressed files
// (docs/HOSTING.md; tests/serve-dist.mjs, which scripts/serve.sh runs) sends
// the app at its smallest with no work per request and no wait on a first
// visit. Brotli carries the whole app's wasm in about a quarter less than
// gzip. A development build (`TRUNK_PROFILE=debug`) writes none.
//
// Runs in Trunk's staging directory, after precache.sh (whose list of files
// to precache names the originals only: a browser asks for `app.wasm` and
// the host picks the copy).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('precompress.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');
  process.exit(1);
}
if ((process.env.TRUNK_PROFILE ?? 'release') !== 'release') {
  console.log('precompress.mjs: development build, nothing compressed');
  process.exit(0);
}
// The same set tests/serve-dist.mjs compresses.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg', '.txt', '.ftl']);

const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name).toLowerCase()))
  .map((e) => join(e.parentPath ?? e.path, e.name));
let raw = 0;
let br = 0;
// Every file at once: zlib works on libuv's thread pool, so the large
// wasm files compress on every core (one after the other, on one core,
// this hook took some 17 s of each release build).
await Promise.all(files.map(async (file) => {
  const body = await readFile(file);
  const [b, g] = await Promise.all([
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    promisify(gzip)(body, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, b);
  await writeFile(`${file}.gz`, g);
  raw += body.length;
  br += b.length;
}));
console.log(`precompress.mjs: ${files.length} files, ${raw} bytes, ${br} bytes as Brotli`);
