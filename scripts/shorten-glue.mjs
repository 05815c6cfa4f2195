// Trunk post_build hook (Trunk.toml), release builds only: makes each page
// module's wasm-bindgen glue (`NAME.js` beside `NAME_bg.wasm`: the whole
// app and the first load's small modules) smaller on the wire.
//
// - The names the glue and the wasm share (the wasm's imports,
//   `__wbg_append_child_7e5a1…`, and its exports, `__wbindgen_malloc`,
//   `wasm_bindgen__convert__closures_____invoke__h…`) become short ones
//   (`a`, `b`, …) in both files. Each long name ends in 16 hex digits of a
//   hash, which no compressor can shrink, and every one is written twice:
//   about 190 of them in a small module.
// - The glue is then minified (esbuild): its comments, spaces and local
//   names go.
//
// Together about 8 KB of gzip off every first load (issue 31: any link
// playable in 2.5 s on a phone on a slow network). The glue is renamed
// where the wasm is, so the pair stays one: nothing else on the page names
// the wasm's imports or exports (web/nimatron-start.js calls the glue's
// `default` export, its init). The job worker's glue (a classic script with
// a global, loaded only when a long job starts) is left as it is.
//
// Runs in Trunk's staging directory, before precache.sh and
// precompress.mjs (which list and compress the files as they end up).
// A development build (`TRUNK_PROFILE=debug`) is left as wasm-bindgen
// wrote it, readable.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { esbuild } from './esbuild.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('shorten-glue.mjs runs as a Trunk post_build hook (no TRUNK_STAGING_DIR), or: node scripts/shorten-glue.mjs DIR');
  process.exit(1);
}
if ((process.env.TRUNK_PROFILE ?? 'release') !== 'release') {
  console.log('shorten-glue.mjs: development build, glue left as it is');
  process.exit(0);
}

/// Reads an unsigned LEB128 number at `at`: [value, the offset after it].
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/// `n` as unsigned LEB128 bytes.
function toLeb(n) {
  const out = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

const utf8 = new TextEncoder();
const text = new TextDecoder('utf-8', { fatal: true });

/// A name as the wasm writes it: its length, then its bytes.
function nameBytes(name) {
  const bytes = utf8.encode(name);
  return [...toLeb(bytes.length), ...bytes];
}

/// Reads a name at `at`: [name, the offset after it].
function readName(bytes, at) {
  const [length, start] = leb(bytes, at);
  return [text.decode(bytes.subarray(start, start + length)), start + length];
}

/// The offset after a table's or a memory's limits at `at`.
function skipLimits(bytes, at) {
  const flags = bytes[at++];
  [, at] = leb(bytes, at);
  if (flags & 1) [, at] = leb(bytes, at);
  return at;
}

/// Rewrites the wasm's import and export sections, each name passed through
/// `rename` (which returns the name itself to keep it). Returns the new
/// bytes; every other section is copied as it is.
function renameWasm(bytes, rename) {
  if (text.decode(bytes.subarray(0, 4)) !== '\0asm') throw new Error('not a wasm module');
  const out = [...bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    const end = start + size;
    const body = bytes.subarray(start, end);
    let rewritten = null;
    if (id === 2) rewritten = renameImports(body, rename);
    if (id === 7) rewritten = renameExports(body, rename);
    if (rewritten === null) {
      for (let i = at; i < end; i++) out.push(bytes[i]);
    } else {
      out.push(id, ...toLeb(rewritten.length));
      for (const b of rewritten) out.push(b);
    }
    at = end;
  }
  return Uint8Array.from(out);
}

/// The import section with its module and field names renamed.
function renameImports(body, rename) {
  let [count, at] = leb(body, 0);
  const out = [...toLeb(count)];
  for (let i = 0; i < count; i++) {
    let module, field;
    [module, at] = readName(body, at);
    [field, at] = readName(body, at);
    const descStart = at;
    const kind = body[at++];
    switch (kind) {
      case 0: // a function: its type's index
        [, at] = leb(body, at);
        break;
      case 1: // a table: its element type, then its limits
        at = skipLimits(body, at + 1);
        break;
      case 2: // a memory: its limits
        at = skipLimits(body, at);
        break;
      case 3: // a global: its value type and mutability
        at += 2;
        break;
      case 4: // a tag: its attribute and type index
        [, at] = leb(body, at + 1);
        break;
      default:
        throw new Error(`an import of unknown kind ${kind}`);
    }
    out.push(...nameBytes(rename(module)), ...nameBytes(rename(field)), ...body.subarray(descStart, at));
  }
  if (at !== body.length) throw new Error('the import section was not read to its end');
  return out;
}

/// The export section with its names renamed.
function renameExports(body, rename) {
  let [count, at] = leb(body, 0);
  const out = [...toLeb(count)];
  for (let i = 0; i < count; i++) {
    let name;
    [name, at] = readName(body, at);
    const descStart = at;
    [, at] = leb(body, at + 1);
    out.push(...nameBytes(rename(name)), ...body.subarray(descStart, at));
  }
  if (at !== body.length) throw new Error('the export section was not read to its end');
  return out;
}

/// The names of the wasm's imports (module and field) and exports.
function namesIn(bytes) {
  const names = new Set();
  renameWasm(bytes, (name) => {
    names.add(name);
    return name;
  });
  return names;
}

const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var', 'case', 'else', 'enum', 'eval', 'null', 'this', 'true', 'void', 'with']);
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/// The `n`th short name: a, b, …, Z, aa, ab, … (no JavaScript keyword).
function* shortNames() {
  for (let length = 1; ; length++) {
    const total = LETTERS.length ** length;
    for (let n = 0; n < total; n++) {
      let name = '';
      for (let k = n, i = 0; i < length; i++, k = Math.floor(k / LETTERS.length)) name = LETTERS[k % LETTERS.length] + name;
      if (!RESERVED.has(name)) yield name;
    }
  }
}

/// Whether the glue and wasm share `name` as wasm-bindgen writes it: only
/// these are renamed (`memory` and any name a person chose stay).
function generated(name) {
  return /^(__wbg_|__wbindgen_|__externref_|wasm_bindgen__|closure\d)/.test(name) || /^\.\/[\w-]+_bg\.js$/.test(name);
}

function escape(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/// Shortens one glue-and-wasm pair: the glue `js` (`base.js`) and
/// `base_bg.wasm`.
async function shorten(base, js) {
  const wasmPath = join(dir, `${base}_bg.wasm`);
  const wasm = new Uint8Array(await readFile(wasmPath));
  const all = [...namesIn(wasm)];
  const kept = new Set(all.filter((name) => !generated(name)));
  const short = shortNames();
  const renamed = new Map();
  for (const name of all.filter(generated)) {
    let next;
    do next = short.next().value;
    while (kept.has(next));
    renamed.set(name, next);
  }
  // The glue names each as a string (the import module), an object key (an
  // import) or `wasm.NAME` (an export). A name the glue never writes is an
  // error: the pair would no longer match.
  for (const [long, to] of renamed) {
    const quoted = long.startsWith('./');
    const pattern = quoted ? new RegExp(`(["'])${escape(long)}\\1`, 'g') : new RegExp(`(?<![\\w$])${escape(long)}(?![\\w$])`, 'g');
    let found = 0;
    js = js.replace(pattern, (_, quote) => {
      found++;
      return quoted ? `${quote}${to}${quote}` : to;
    });
    if (found === 0) throw new Error(`${base}.js never names ${long}, an import or export of its wasm`);
  }
  const minified = esbuild.transformSync(js, { format: 'esm', minify: true, target: 'es2020', legalComments: 'none' }).code;
  await writeFile(wasmPath, renameWasm(wasm, (name) => renamed.get(name) ?? name));
  await writeFile(join(dir, `${base}.js`), minified);
  return { base, names: renamed.size, jsBefore: Buffer.byteLength(js), jsAfter: Buffer.byteLength(minified) };
}

const entries = await readdir(dir);
const pairs = entries
  .filter((f) => f.endsWith('_bg.wasm'))
  .map((f) => f.slice(0, -'_bg.wasm'.length))
  .filter((base) => entries.includes(`${base}.js`));
for (const base of pairs) {
  const js = await readFile(join(dir, `${base}.js`), 'utf8');
  // The job worker's glue is a classic script with a global (`no-modules`).
  if (!/^export \{/m.test(js)) continue;
  const r = await shorten(base, js);
  console.log(`shorten-glue.mjs: ${r.base}: ${r.names} names shortened, glue ${r.jsBefore} -> ${r.jsAfter} bytes`);
}
