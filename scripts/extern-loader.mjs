// Trunk post_build hook (Trunk.toml): puts the start script,
// web/nimatron-start.js, in place of the inline `<script type="module">`
// loader Trunk 0.21 writes into index.html for the app, removes Trunk's
// preload links of the whole app's wasm and glue, and writes the page's
// Content-Security-Policy into it (release builds).
//
// Why: nimatron-start.js picks the module by the address (the home page's
// small modules, or the whole app; crates/app/src/modules/), and a
// preload would fetch the whole app on every first load. It goes into the
// page inline, so the module's download starts while the page is being
// read, one round trip (about 0.15 s on a phone on Slow 4G) sooner than
// an external start script (scripts/bench-load.mjs). The page's own policy
// (scripts/csp.mjs, a <meta> tag) allows that one inline script by its
// hash and no other. A host whose own policy header lacks the hash blocks
// it; web/nimatron-start-fallback.js then loads the same script from its
// file (docs/HOSTING.md).
//
// Runs in Trunk's staging directory, after `trunk build --release` and
// after every rebuild of `trunk serve` (scripts/serve.sh --dev). Trunk serve
// also writes its live-reload script inline at the end of <body>; that one is
// left in place, and a development build states no policy (development only:
// the release build has neither). Fails the
// build, saying what to do, if Trunk's loader is not the one expected (one
// inline script importing ./nimatron-app.js): a Trunk upgrade that changes
// it must be looked at.
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { policy } from './csp.mjs';
import { esbuild } from './esbuild.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('extern-loader.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');
  process.exit(1);
}
const START = 'nimatron-start.js';
const FALLBACK = 'nimatron-start-fallback.js';
const APP = 'nimatron-app';
const fail = (message, todo) => {
  console.error(`extern-loader.mjs: ${message}`);
  console.error(`extern-loader.mjs: what to do: ${todo}`);
  process.exit(1);
};
// What to do when Trunk's output is not what this hook expects.
const TRUNK_CHANGED = [
  'check that `trunk --version` is 0.21.14, the version scripts/lib.sh pins',
  '(`bash scripts/install-tools.sh` installs it);',
  'if index.html gained an inline <script>, move it into a file in web/ (the app runs',
  'under a strict Content-Security-Policy, which allows no inline script but the start script);',
  "if Trunk was upgraded on purpose, look at the new index.html in Trunk's staging",
  'directory and update the patterns in scripts/extern-loader.mjs.',
].join(' ');

for (const file of [START, FALLBACK]) {
  await access(join(dir, file)).catch(() =>
    fail(`no ${file} in the build`, `index.html must copy it: <link data-trunk rel="copy-file" href="web/${file}" />.`),
  );
}
// Every small module the start script names must be in the build.
const startText = await readFile(join(dir, START), 'utf8');
for (const [, name] of startText.matchAll(/\{ name: '([\w-]+)'/g)) {
  await access(join(dir, `${name}.js`)).catch(() =>
    fail(
      `${START} names the module ${name}, which the build lacks`,
      `index.html must build it: <link data-trunk rel="rust" … data-bin="${name}" data-type="worker" …> (crates/app/src/modules/).`,
    ),
  );
}

const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
// An inline script: a <script> whose attributes (if any) name no `src`.
const inline = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
// Trunk serve's live-reload client: it connects to Trunk's websocket.
const isLiveReload = (code) => code.includes('.well-known/trunk/ws');
const scripts = [...html.matchAll(inline)].filter((m) => m[2].trim() !== '');
const found = scripts.filter((m) => !isLiveReload(m[2]));
if (found.length !== 1 || !found[0][2].includes(`'./${APP}.js'`)) {
  const seen = found.map((m) => `«${m[2].trim().replace(/\s+/g, ' ').slice(0, 60)}…»`).join(', ');
  fail(
    `expected Trunk's one inline loader importing ./${APP}.js in index.html, found ${found.length} inline script(s)${seen ? `: ${seen}` : ''}`,
    TRUNK_CHANGED,
  );
}
// The start script inline, minified (esbuild, as scripts/shorten-glue.mjs
// does the glue: its comments, spaces and local names out, 0.6 KB of gzip
// off every first load; the file keeps them), as a classic script at the
// top of <head>, right after
// the policy: the parser runs it as soon as it reaches it, so the module's
// download starts before the stylesheet is asked for (an inline module
// script, even `async`, ran only once the page had been parsed: up to
// 0.3 s later on a phone on Slow 4G, scripts/bench-load.mjs). It waits for
// the page to be read before the app mounts. Trunk's loader makes way for
// the fallback, for a host whose policy blocks the inline copy.
const minified = esbuild.transformSync(startText, { minify: true, target: 'es2020', legalComments: 'none' }).code;
const code = `// web/${START}, minified (scripts/extern-loader.mjs)\n${minified}`;
if (/<\/script/i.test(code)) fail(`${START} contains "</script", which would end the inline copy early`, `write it otherwise in web/${START}.`);
let out = html.replace(found[0][0], () => `<script type="module" async src="./${FALLBACK}"></script>`);
const charset = '<meta charset="utf-8" />';
if (!out.includes(charset)) fail(`index.html has no ${charset} to put the start script after`, 'keep it first in <head>.');
const start = `<script data-nimatron-start>${code}</script>`;
// The page's policy, before any script (a policy applies to what follows
// it); a development build, whose live reload is another inline script
// and which no one hosts, states none.
const release = (process.env.TRUNK_PROFILE ?? 'release') === 'release';
const csp = release ? `\n    <meta http-equiv="Content-Security-Policy" content="${policy([code])}" />` : '';
out = out.replace(charset, () => `${charset}${csp}\n    ${start}`);
// Trunk's preloads of the whole app: <link rel="modulepreload" href="./nimatron-app.js" …>
// and <link rel="preload" href="./nimatron-app_bg.wasm" …>.
const preload = new RegExp(`<link rel="(?:module)?preload" href="\\./${APP}(?:\\.js|_bg\\.wasm)"[^>]*>`, 'g');
const preloads = out.match(preload) ?? [];
if (preloads.length !== 2) {
  fail(`expected Trunk's two preload links of ${APP} in index.html, found ${preloads.length}`, TRUNK_CHANGED);
}
out = out.replace(preload, '');
// The page as a reader's browser gets it: without its comments (the source
// keeps them) and the blank lines the links Trunk takes out leave, some
// 450 bytes of gzip off every first load. Neither is in the start script,
// whose hash the policy names.
out = out.replace(/\s*<!--[\s\S]*?-->/g, '').replace(/\n\s*\n/g, '\n');
if (!out.includes(start)) fail('taking the comments out of index.html changed the start script', 'look at the comments in index.html.');
await writeFile(page, out);
console.log(`extern-loader.mjs: index.html starts with ${START} inline${release ? ', under its own policy' : ''}`);
