//! The analysis screens' module for the subtraction games and Min Nim
//! (`nimatron_app::modules::analysis_subtraction`): a first load with only those
//! screens and games. `web/nimatron-start.js` loads it for their
//! addresses.

fn main() {
    nimatron_app::modules::start::<
        nimatron_app::modules::analysis_subtraction::AnalysisSubtractionModule,
    >();
}
