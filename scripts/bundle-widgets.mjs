// Trunk post_build hook (Trunk.toml), after embed-words.mjs: puts the
// frames helper (nimatron-frames.js, its words embedded) at the top of
// nimatron-widgets.js in the build.
//
// Why: a teacher's page with the widget snippet alone loads
// nimatron-widgets.js, which needs the frames helper before it can make a
// frame. Fetched on its own, the helper was one more round trip, after the
// widgets script had arrived and run, on the way to the first widget
// (about 0.3 s on a phone on a slow network, where each new connection
// costs two). Built in, it is there at once. A page with both snippets
// still runs the helper once: nimatron-frames.js returns at once when a
// copy has run (`window.nimatronFrames`), and nimatron-widgets.js asks for
// the file only when no copy has. web/ keeps the two files apart, as
// teachers' pages name them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
const fail = (message) => {
  console.error(`bundle-widgets.mjs: ${message}`);
  process.exit(1);
};
if (!dir) fail('runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');

const frames = await readFile(join(dir, 'nimatron-frames.js'), 'utf8');
if (frames.includes('// EMBED_WORDS')) fail('nimatron-frames.js has no words yet: run embed-words.mjs first');
const target = join(dir, 'nimatron-widgets.js');
const widgets = await readFile(target, 'utf8');
await writeFile(target, `${frames.trimEnd()}\n\n${widgets}`);
console.log('bundle-widgets.mjs: nimatron-widgets.js carries the frames helper');
