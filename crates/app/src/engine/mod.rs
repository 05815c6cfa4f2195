//! The app's side of the one engine: the games (one instance per game
//! text, so each game's caches live as long as the page), the computer's
//! turn, and the misère quotients the worker builds for the analysis
//! (`quotient`), among the games this build makes (`installed`); a build
//! whose games have their rules alone asks the worker for every answer
//! of the engine (`asked`). Every screen that plays goes through here; the rules
//! and the choice of move are the core's (`nimatron_core::engine`).

pub mod asked;
mod computer;
mod games;
pub mod installed;
pub mod quotient;

pub use asked::use_told;
pub use computer::{COMPUTER_DELAY_MS, Turn, use_after_pause, use_computer_turn};
pub use games::game;
pub use quotient::{kept as quotients_kept, use_analysis_quotient};

/// How many answers the worker has brought this page: misère quotients
/// and the engine's answers (`asked`). An analysis refused or not yet
/// answered with fewer may be asked again.
pub fn worker_answers() -> u32 {
    quotients_kept() + asked::told()
}
