// The job worker's loader, what `Worker::new("./worker_loader.js")` runs
// (crates/app/src/jobs): the worker's wasm-bindgen glue (`no-modules`,
// a global `wasm_bindgen`), then its module, passed as one object. Trunk's
// generated shim passed the path alone, which wasm-bindgen logs as
// "deprecated parameters" on every start of a long job.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
