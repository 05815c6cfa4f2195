//! Helpers shared by the app's native tests: a session played by two
//! friends, and the reply the perfect computer would make.

use nimatron_app::engine;
use nimatron_app::play::game::{GameAction, step};
use nimatron_app::screens::nav::{computer_turn, new_session};
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};

/// The move the core's perfect computer makes at the session's turn, as
/// [`nimatron_app::engine::use_computer_turn`] would emit it (native tests).
pub fn computer_reply(session: &Session) -> Option<(usize, Position)> {
    use nimatron_core::computer::SplitMix64;
    let turn = computer_turn(session)?;
    let game = engine::game(&turn.game).ok()?;
    let mut rng = SplitMix64::new(7);
    let to = game
        .computer_move(&turn.position, turn.convention, turn.strength, &mut rng)
        .ok()??;
    Some((turn.ply, to))
}

/// Two friends' session of `game` from `start`, after `moves` (native
/// tests).
pub fn friends_session(game: &str, start: &str, moves: &[&str]) -> Session {
    let p = |text: &str| text.parse::<Position>().unwrap_or_default();
    let (normal, friend) = (Convention::Normal, Opponent::Friend);
    let mut s = new_session(game, p(start), normal, First::Me, friend);
    for m in moves {
        assert_eq!(step(&mut s, &GameAction::Play(p(m))), Ok(true), "{m}");
    }
    s
}
