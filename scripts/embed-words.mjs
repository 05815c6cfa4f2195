// Trunk post_build hook (Trunk.toml): writes the words nimatron-frames.js
// shows on a teacher's page (a frame's name, "this game could not be loaded
// here", the link to open it) into the staged copy, from the app's message
// files (crates/i18n/locales/<lang>/teach.ftl), every language the app has.
//
// Why at build time: the script runs on another origin's page, where it can
// fetch nothing of the app's without CORS headers; and the words must come
// from the one place every word lives, the .ftl files, not a second copy.
//
// Runs in Trunk's staging directory. Fails the build if the marker line is
// missing, or a message is missing in a language or is not plain text.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.env.TRUNK_STAGING_DIR;
const fail = (message) => {
  console.error(`embed-words.mjs: ${message}`);
  process.exit(1);
};
if (!dir) fail('runs as a Trunk post_build hook (no TRUNK_STAGING_DIR)');

const locales = fileURLToPath(new URL('../crates/i18n/locales/', import.meta.url));
const FILE = 'teach.ftl';
// The script's name for each word, and the message that holds it.
const IDS = { frameTitle: 'embed-frame-title', notLoaded: 'embed-not-loaded', open: 'embed-open' };
const MARKER = /^( *)const WORDS = \{\}; \/\/ EMBED_WORDS$/m;

/** The single-line, plain-text messages `ids` of one .ftl file. */
function messages(text, where) {
  const lines = text.split('\n');
  const out = {};
  for (const [key, id] of Object.entries(IDS)) {
    const at = lines.findIndex((l) => l.startsWith(`${id} =`));
    if (at < 0) fail(`${where} has no message ${id}`);
    const value = lines[at].slice(id.length + 2).trim();
    const continued = (lines[at + 1] ?? '').startsWith(' ');
    if (!value || continued || /[{}]/.test(value)) fail(`${where}: ${id} must be one line of plain text`);
    out[key] = value;
  }
  return out;
}

const words = {};
const langs = (await readdir(locales, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
// English first: the words of last resort.
langs.sort((a, b) => (b === 'en') - (a === 'en'));
for (const lang of langs) {
  const where = join(locales, lang, FILE);
  words[lang] = messages(await readFile(where, 'utf8'), where);
}
if (!words.en) fail('no English words');

const target = join(dir, 'nimatron-frames.js');
const script = await readFile(target, 'utf8');
if (!MARKER.test(script)) fail(`${target} has no line "const WORDS = {}; // EMBED_WORDS"`);
await writeFile(target, script.replace(MARKER, (_, indent) => `${indent}const WORDS = ${JSON.stringify(words)};`));
console.log(`embed-words.mjs: nimatron-frames.js speaks ${Object.keys(words).join(', ')}`);
