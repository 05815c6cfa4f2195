// esbuild from .tools/ (scripts/install-tools.sh installs it there), for
// the post-build hooks that minify what the page gets: the glue
// (scripts/shorten-glue.mjs) and the inline start script
// (scripts/extern-loader.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
export const esbuild = createRequire(join(root, '.tools', 'package.json'))('esbuild');
