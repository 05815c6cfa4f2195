// Trunk post_build hook (Trunk.toml): writes each build's words, one file per
// language, beside its wasm: BUILD.words.LANG.txt (module-nim.words.es.txt),
// the message files crates/app/src/modules/words.txt lists for that build,
// read from crates/i18n/locales/LANG/, without their comments, each after a
// line `# NAME.ftl` (crates/i18n/src/bundle.rs reads them back).
//
// Why: the page's WebAssembly carries no words (the app's feature
// `fetched-words`), and a reader reads one language. The start script
// (web/nimatron-start.js) fetches the words of the language it expects
// beside the wasm; crates/app/src/words.rs hands them to the localiser, and
// fetches another language's before the app switches to it.
//
//   node scripts/words-files.mjs          as the hook (TRUNK_STAGING_DIR)
//   node scripts/words-files.mjs --list   prints each build's files as JSON
//                                         (the app's tests read its lists so)
//
// Fails on a word that names no file and no group, or a build with no files.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const LIST = join(root, 'crates/app/src/modules/words.txt');
const LOCALES = join(root, 'crates/i18n/locales');
// The command line's own words: never the page's.
const NOT_THE_PAGES = new Set(['cli']);

const fail = (message) => {
  console.error(`words-files.mjs: ${message}`);
  process.exit(1);
};

/** The message files (names without `.ftl`) of one language's folder. */
async function filesOf(lang) {
  return (await readdir(join(LOCALES, lang)))
    .filter((f) => f.endsWith('.ftl'))
    .map((f) => f.slice(0, -'.ftl'.length))
    .filter((f) => !NOT_THE_PAGES.has(f))
    .sort();
}

/** Each line `NAME = WORD …` of words.txt, its words expanded to files. */
async function lists() {
  const every = await filesOf('en');
  const groups = new Map();
  for (const [n, raw] of (await readFile(LIST, 'utf8')).split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at < 0) fail(`${LIST}:${n + 1}: no "NAME = files"`);
    const name = line.slice(0, at).trim();
    const files = [];
    for (const word of line.slice(at + 1).trim().split(/\s+/)) {
      let found;
      if (groups.has(word)) found = groups.get(word);
      else if (word === '*') found = every;
      else if (word.endsWith('*')) found = every.filter((f) => f.startsWith(word.slice(0, -1)));
      else if (every.includes(word)) found = [word];
      else fail(`${LIST}:${n + 1}: "${word}" is no message file and no group above`);
      for (const f of found) if (!files.includes(f)) files.push(f);
    }
    if (files.length === 0) fail(`${LIST}:${n + 1}: ${name} has no files`);
    groups.set(name, files);
  }
  return groups;
}

/** A message file without its comments (as crates/i18n/build.rs does). */
const withoutComments = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');

const builds = await lists();
if (process.argv.includes('--list')) {
  console.log(JSON.stringify(Object.fromEntries(builds)));
  process.exit(0);
}

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) fail('runs as a Trunk post_build hook (no TRUNK_STAGING_DIR), or with --list');
const langs = (await readdir(LOCALES, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
// A build is a line naming a wasm this build wrote; a group is not.
const wasm = new Set((await readdir(dir)).filter((f) => f.endsWith('_bg.wasm')).map((f) => f.slice(0, -'_bg.wasm'.length)));
let written = 0;
for (const [build, files] of builds) {
  if (!wasm.has(build)) continue;
  for (const lang of langs) {
    let out = '';
    for (const file of files) {
      const text = withoutComments(await readFile(join(LOCALES, lang, `${file}.ftl`), 'utf8'));
      out += `# ${file}.ftl\n${text}${text.endsWith('\n') ? '' : '\n'}`;
    }
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${build}.words.${lang}.txt`), out);
    written += 1;
  }
}
// Every message id a build's wasm names is in its words: a screen of a
// small module never asks for a word its words.txt line leaves out. (An id
// the code composes, `game-{name}-title`, is not seen here: those files,
// `games` and `game-*`, go whole to every build that makes the game.)
const idsOf = async (file) =>
  [...(await readFile(join(LOCALES, 'en', `${file}.ftl`), 'utf8')).matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]);
const idsIn = new Map();
for (const file of await filesOf('en')) idsIn.set(file, await idsOf(file));
const every = [...idsIn.values()].flat();
for (const [build, files] of builds) {
  if (!wasm.has(build)) continue;
  const carried = new Set(files.flatMap((f) => idsIn.get(f)));
  if (every.every((id) => carried.has(id))) continue;
  const bytes = (await readFile(join(dir, `${build}_bg.wasm`))).toString('latin1');
  const asked = [];
  for (const id of every) {
    if (carried.has(id)) continue;
    for (let at = bytes.indexOf(id); at >= 0; at = bytes.indexOf(id, at + 1)) {
      // Part of a longer id (`teach-copy` in `teach-copy-named`): not this one.
      const within = every.some((other) => {
        if (other.length <= id.length) return false;
        const k = other.indexOf(id);
        return k >= 0 && at >= k && bytes.startsWith(other, at - k);
      });
      // Followed by more of a name (`min-nim-cells`, no id) unless that is
      // where the next string starts (strings abut in the wasm).
      const next = bytes[at + id.length] ?? '';
      const runsOn = /[a-z0-9-]/.test(next) && !every.some((other) => bytes.startsWith(other, at + id.length));
      if (!within && !runsOn) {
        asked.push(id);
        break;
      }
    }
  }
  if (asked.length) fail(`${build}_bg.wasm names ${asked.join(', ')}, which its words (${LIST}) leave out`);
}

const missing = [...wasm].filter((b) => b !== 'worker' && !builds.has(b));
if (missing.length) fail(`no words listed for ${missing.join(', ')} in ${LIST}`);
console.log(`words-files.mjs: ${written} files (${[...builds.keys()].filter((b) => wasm.has(b)).length} builds, ${langs.join(', ')})`);
