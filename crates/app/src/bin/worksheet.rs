//! The worksheets' module (`nimatron_app::modules::worksheet`).
//! `web/nimatron-start.js` loads it for `#/worksheet`.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::worksheet::WorksheetModule>();
}
