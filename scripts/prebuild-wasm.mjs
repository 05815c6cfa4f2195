// Builds every wasm binary index.html names, before `trunk build --release`,
// so that Trunk's own cargo calls find them built and only run
// wasm-bindgen and wasm-opt.
//
// Why: Trunk runs one `cargo build --bin X` per <link rel="rust">, and
// cargo locks the target folder for each, so the eight link-time
// optimisations of the page's binaries ran one after another on one core
// (about ten seconds each; the release build's CPU was idle a quarter of
// the time). One cargo call for all the binaries of a crate, profile and
// feature set links two at a time on two cores.
//
// The calls are read from index.html (the one place that says how each
// binary is built), one per crate, profile and features:
//
//   cargo build --target wasm32-unknown-unknown --profile P
//     --manifest-path M [--features F] --bin A --bin B …
//
// Arguments after the script's name (`--locked`) go to every call.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const html = readFileSync('index.html', 'utf8');
const groups = new Map();
for (const [link] of html.matchAll(/<link\b[^>]*\bdata-trunk\b[^>]*>/g)) {
  const attribute = (name) => link.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  if (attribute('rel') !== 'rust') continue;
  const manifest = attribute('href');
  const bin = attribute('data-bin');
  if (!manifest || !bin) throw new Error(`prebuild-wasm.mjs: a rust link without href or data-bin: ${link}`);
  // Trunk's release builds use the profile `release` unless the link names one.
  const profile = attribute('data-cargo-profile-release') ?? 'release';
  const features = attribute('data-cargo-features') ?? '';
  if (link.includes('data-cargo-all-features') || link.includes('data-cargo-no-default-features')) {
    throw new Error(`prebuild-wasm.mjs: teach it ${link}'s feature attributes first`);
  }
  const key = JSON.stringify([manifest, profile, features]);
  if (!groups.has(key)) groups.set(key, { manifest, profile, features, bins: [] });
  groups.get(key).bins.push(bin);
}
if (groups.size === 0) throw new Error('prebuild-wasm.mjs: index.html names no rust binary');

// The calls run side by side: each profile has its own folder under
// target/, so neither waits for the other's lock, and the worker's serial
// steps (its core at opt-level 3, its own link) fill the gaps of the
// page's build.
const runs = [...groups.values()].map(({ manifest, profile, features, bins }) => {
  const args = ['build', '--target', 'wasm32-unknown-unknown', '--profile', profile, '--manifest-path', manifest];
  if (features) args.push('--features', features);
  for (const bin of bins) args.push('--bin', bin);
  args.push(...process.argv.slice(2));
  console.log(`prebuild-wasm.mjs: cargo ${args.join(' ')}`);
  return new Promise((done) => spawn('cargo', args, { stdio: 'inherit' }).on('close', (code) => done(code ?? 1)));
});
const failed = (await Promise.all(runs)).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
