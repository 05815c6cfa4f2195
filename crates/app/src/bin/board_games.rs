//! The play screen's module for the games on boards, rings and graphs
//! (`nimatron_app::modules::boards`). `web/nimatron-start.js` loads it
//! for their addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::board_games::BoardGamesModule>();
}
