// Trunk post_build hook (Trunk.toml): puts web/nimatron-start.js in place of
// the inline `<script type="module">` loader Trunk 0.21 writes into
// index.html for the app, and removes Trunk's preload links of the whole
// app's wasm and glue.
//
// Why: nimatron-start.js picks the module by the address (the home page's
// small module, or the whole app; crates/app/src/first_load.rs), and a
// preload would fetch the whole app on every first load. It is also an
// external script, so the app runs under a strict Content-Security-Policy
// with no inline script (docs/HOSTING.md).
//
// Runs in Trunk's staging directory. Fails the build if Trunk's loader is
// not the one expected (one inline script importing ./nimatron-app.js): a
// Trunk upgrade that changes it must be looked at.
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('extern-loader.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');
  process.exit(1);
}
const START = 'nimatron-start.js';
const APP = 'nimatron-app';
const fail = (message) => {
  console.error(`extern-loader.mjs: ${message}`);
  process.exit(1);
};

await access(join(dir, START)).catch(() => fail(`no ${START} in the build (index.html copies it from web/)`));
await access(join(dir, 'nimatron-home.js')).catch(() => fail('no nimatron-home.js in the build'));

const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
// An inline script: a <script> whose attributes (if any) name no `src`.
const inline = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
const found = [...html.matchAll(inline)].filter((m) => m[2].trim() !== '');
if (found.length !== 1 || !found[0][2].includes(`'./${APP}.js'`)) {
  fail(`expected one inline loader importing ./${APP}.js, found ${found.length}`);
}
let out = html.replace(found[0][0], `<script type="module" src="./${START}"></script>`);
// Trunk's preloads of the whole app: <link rel="modulepreload" href="./nimatron-app.js" …>
// and <link rel="preload" href="./nimatron-app_bg.wasm" …>.
const preload = new RegExp(`<link rel="(?:module)?preload" href="\\./${APP}(?:\\.js|_bg\\.wasm)"[^>]*>`, 'g');
const preloads = out.match(preload) ?? [];
if (preloads.length !== 2) {
  fail(`expected Trunk's two preload links of ${APP}, found ${preloads.length}`);
}
out = out.replace(preload, '');
await writeFile(page, out);
console.log(`extern-loader.mjs: index.html starts with ./${START}`);
