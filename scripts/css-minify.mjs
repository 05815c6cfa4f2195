// Makes a stylesheet smaller without changing what it says: used by
// scripts/bundle-css.mjs on the app's one stylesheet, and checked by
// tests/specs/css.spec.ts, which has Chromium read the app's stylesheets
// both ways and finds the same rules.

/** Where no space is needed on either side. Not `,`: a custom property
 * (`--shadow: a, b`) keeps its text as written, spaces and all. */
const TIGHT = new Set(['{', '}', ';']);

/**
 * `css` without comments and without the white space CSS's syntax does not
 * need: a run of white space (comments count as white space, so the words
 * on each side of one stay apart) becomes one space, or none beside `{`,
 * `}` or `;`; a `;` just before `}` goes. Strings are copied as they
 * are. Nothing else changes: a space before `:` or `(` can be a
 * descendant selector's, so those all stay.
 */
export function minify(css) {
  let out = '';
  let space = false;
  let i = 0;
  /** Writes `text` (not white space), with the space owed before it if any. */
  const put = (text) => {
    if (space && out !== '' && !TIGHT.has(out.at(-1)) && !TIGHT.has(text[0])) out += ' ';
    space = false;
    // Rule: `;}` is `}`.
    if (text === '}' && out.at(-1) === ';') out = out.slice(0, -1);
    out += text;
  };
  while (i < css.length) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      space = true;
    } else if (/\s/.test(c)) {
      i++;
      space = true;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      put(css.slice(i, j + 1));
      i = j + 1;
    } else {
      put(c);
      i++;
    }
  }
  return out;
}
