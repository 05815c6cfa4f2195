// The app's Content-Security-Policy, in one place: the build writes it into
// index.html (scripts/extern-loader.mjs: a <meta> tag with the hash of the
// page's one inline script, the start script), the e2e and local server
// sends the same as a header (tests/serve-dist.mjs), and docs/HOSTING.md
// explains it.
//
// Why a hash and not "no inline script at all": the start script inline in
// index.html chooses the address's module while the page is being read,
// one round trip (about 0.15 s on a phone on Slow 4G) before an external
// start script could (scripts/bench-load.mjs). A hash allows that one
// script and nothing else: no 'unsafe-inline', no 'unsafe-eval'.
import { createHash } from 'node:crypto';

/** The policy's directives; `script-src` gains the inline scripts' hashes. */
const DIRECTIVES = [
  ['default-src', "'self'"],
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
];

/** The CSP source that allows the inline script whose text is `code`. */
export function hashSource(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The policy, allowing the inline scripts whose texts are `inline`. */
export function policy(inline = []) {
  return DIRECTIVES.map(([name, sources]) =>
    name === 'script-src' && inline.length > 0 ? `${name} ${sources} ${inline.map(hashSource).join(' ')}` : `${name} ${sources}`,
  ).join('; ');
}

/** The policy a page's `<meta http-equiv="Content-Security-Policy">` states in `html`, or null. */
export function pagePolicy(html) {
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);
  return meta ? meta[1] : null;
}

/** The sources of directive `name` in `policy` (`'self'`, …), or none. */
export function directive(policy, name) {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}
