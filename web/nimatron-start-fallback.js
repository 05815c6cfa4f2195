// index.html starts the app from an inline copy of nimatron-start.js, which
// its own Content-Security-Policy allows by hash (scripts/extern-loader.mjs,
// docs/HOSTING.md). A host that sends a policy of its own without that hash
// blocks the inline copy; then this loads the same script from its file,
// one round trip later. Where the inline copy ran, it has already left
// `nimatronStartApp` on the page, and this does nothing.
if (!globalThis.nimatronStartApp) import('./nimatron-start.js');
