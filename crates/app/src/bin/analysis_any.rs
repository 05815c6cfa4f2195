//! The walk's module for every game
//! (`nimatron_app::modules::analysis_any`): a first load with only that
//! screen. `web/nimatron-start.js` loads it for a walk whose game no
//! smaller analysis module makes (a sum's).

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::analysis_any::AnalysisAnyModule>();
}
