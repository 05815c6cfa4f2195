//! The analysis screens' module for every game
//! (`nimatron_app::modules::analysis_any`): a first load with only those
//! screens. `web/nimatron-start.js` loads it for their addresses whose
//! game the smaller analysis module does not make.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::analysis_any::AnalysisAnyModule>();
}
