//! The panels around the board, one job each: the analysis, the hint, the
//! moves played, the review of the moves and the game's record as text, the
//! value-history chart, the setup form (and Graph Nim's
//! graph picker), the score, the game-over message under a board, the game's rules and theorem, and
//! the link to the "why" walk of a game that splits; `session`
//! puts the analysis and history beside a teaching screen's own board,
//! and `screen_game` is the one reducer of the teaching screens whose
//! state is a game read from their URL. The panels receive data and
//! callbacks only; none holds game state (the screen's reducer does).

pub mod analysis;
pub mod chart;
pub mod game_over;
pub mod graph_draw;
pub mod graph_picker;
pub mod hint;
pub mod history;
pub mod record;
pub mod review;
pub mod score;
pub mod screen_game;
pub mod seats;
pub mod session;
pub mod setup;
pub mod status;
pub mod theorem;
pub mod why_link;
