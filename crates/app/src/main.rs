//! The entry point Trunk builds; the app lives in the library.

fn main() {
    nimatron_app::start();
}
