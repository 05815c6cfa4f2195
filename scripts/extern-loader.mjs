// Trunk post_build hook (Trunk.toml): moves the inline
// `<script type="module">` loader that Trunk 0.21 writes into index.html
// into its own file, nimatron-start.js, so the app runs under a strict
// Content-Security-Policy with no inline script (docs/HOSTING.md).
// Any other inline script Trunk writes (e.g. for another bin) goes to
// nimatron-start-2.js, -3.js, … the same way. Runs in Trunk's staging
// directory; fails the build if there is no loader at all (a Trunk upgrade
// that changes it must be looked at).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('extern-loader.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');
  process.exit(1);
}
const START = 'nimatron-start.js';
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
// An inline script: a <script> whose attributes (if any) name no `src`.
const inline = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
const found = [...html.matchAll(inline)].filter((m) => m[2].trim() !== '');
if (found.length === 0) {
  console.error('extern-loader.mjs: no inline loader script in index.html');
  process.exit(1);
}
let out = html;
for (const [i, [tag, attributes, body]] of found.entries()) {
  const name = i === 0 ? START : START.replace('.js', `-${i + 1}.js`);
  await writeFile(
    join(dir, name),
    `// Trunk's loader, moved out of index.html by scripts/extern-loader.mjs.\n${body.trim()}\n`,
  );
  out = out.replace(tag, `<script${attributes} src="./${name}"></script>`);
}
await writeFile(page, out);
console.log(`extern-loader.mjs: index.html loads ${found.length} external loader(s)`);
