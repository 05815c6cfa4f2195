//! The analysis screens' module for the games on boards, rings and graphs
//! (`nimatron_app::modules::analysis_boards`): a first load with only those
//! screens and games. `web/nimatron-start.js` loads it for their
//! addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::analysis_boards::AnalysisBoardsModule>();
}
