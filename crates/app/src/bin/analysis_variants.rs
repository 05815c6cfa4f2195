//! The analysis screens' module for the variants of Nim and Wythoff's game
//! (`nimatron_app::modules::analysis_variants`): a first load with only those
//! screens and games. `web/nimatron-start.js` loads it for their
//! addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::analysis_variants::AnalysisVariantsModule>(
    );
}
