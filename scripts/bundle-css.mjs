// Trunk post_build hook (Trunk.toml), after extern-loader.mjs: joins the
// app's stylesheets into one, `nimatron.css`, in the order index.html links
// them (so the cascade is the same), and links that one file in their place
// with its own integrity hash.
//
// Why: a phone's browser opens about six connections to a host; thirteen
// stylesheets queued in front of the start script held the whole app's
// download back by about 0.7 s on a slow network (scripts/bench-load.mjs).
// The files stay one per screen in web/, where they are written, with
// their comments; the bundle goes without them and without the spaces
// the syntax does not need (scripts/css-minify.mjs): 19.1 KB of gzip became 12.9,
// on every first load.
//
// Runs in Trunk's staging directory. Fails the build, saying what to do, if
// index.html links no stylesheet the way Trunk 0.21 writes them.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from './css-minify.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('bundle-css.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');
  process.exit(1);
}
const BUNDLE = 'nimatron.css';
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
// Trunk's <link rel="stylesheet" href="./NAME.css" integrity="…"/>.
const link = /<link rel="stylesheet" href="\.\/([\w-]+\.css)"[^>]*>\s*/g;
const links = [...html.matchAll(link)];
if (links.length === 0) {
  console.error('bundle-css.mjs: index.html links no stylesheet as <link rel="stylesheet" href="./NAME.css" …>');
  console.error('bundle-css.mjs: what to do: check that `trunk --version` is 0.21.14, or update the pattern here');
  process.exit(1);
}
const parts = [];
for (const [, name] of links) {
  const text = await readFile(join(dir, name), 'utf8');
  parts.push(minify(text));
}
const css = parts.join('\n');
const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
await writeFile(join(dir, BUNDLE), css);
let first = true;
const out = html.replace(link, () => {
  if (!first) return '';
  first = false;
  return `<link rel="stylesheet" href="./${BUNDLE}" integrity="${integrity}"/>\n    `;
});
await writeFile(page, out);
await Promise.all(links.map(([, name]) => rm(join(dir, name))));
console.log(`bundle-css.mjs: ${links.length} stylesheets in ./${BUNDLE} (${css.length} bytes)`);
