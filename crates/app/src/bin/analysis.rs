//! The analysis module (`nimatron_app::modules::analysis`): a first load
//! with only its screens and games. `web/nimatron-start.js` loads it for
//! its addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::analysis::AnalysisModule>();
}
