//! The play screen's module for the variants of Nim
//! (`nimatron_app::modules::variants`). `web/nimatron-start.js` loads it
//! for their addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::variants::VariantsModule>();
}
