//! A game being played, as pure data: where it started, the positions
//! played (with a cursor, so undo and redo only move the cursor), the
//! convention, who moves first and who the opponent is. The same session
//! serves every game, in the app and in tests, with no browser.
//!
//! Seats: the first mover sits in [`Seat::A`], the other in [`Seat::B`];
//! move `i` (0-based) is made from seat A exactly when `i` is even. Against
//! the computer, [`Session::computer_seat`] says which seat is its.

use crate::computer::Strength;
use crate::engine::AnyGame;
use crate::{Convention, CoreError, Outcome, Position};

pub use crate::first::First;

/// Longest history kept; past it the two oldest moves are folded into the
/// start position (two, so the seats keep their parity).
pub const MAX_MOVES: usize = 400;

/// Who plays against the person at the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Opponent {
    /// The computer, at a strength.
    Computer(Strength),
    /// A friend on the same device (also the free analysis board: both
    /// seats are played by clicks).
    Friend,
}

impl Default for Opponent {
    fn default() -> Self {
        Opponent::Computer(Strength::Perfect)
    }
}

impl Opponent {
    /// Every opponent, in the setup's order.
    pub const ALL: [Opponent; 4] = [
        Opponent::Computer(Strength::Perfect),
        Opponent::Computer(Strength::Strong),
        Opponent::Computer(Strength::Beginner),
        Opponent::Friend,
    ];

    /// The URL's name: a strength's code, or `friend`.
    pub fn code(self) -> &'static str {
        match self {
            Opponent::Computer(s) => s.code(),
            Opponent::Friend => "friend",
        }
    }

    /// The opponent named by [`Opponent::code`].
    pub fn from_code(code: &str) -> Option<Opponent> {
        Opponent::ALL
            .into_iter()
            .find(|o| o.code().eq_ignore_ascii_case(code))
    }

    /// True against the computer.
    pub fn is_computer(self) -> bool {
        matches!(self, Opponent::Computer(_))
    }
}

/// A seat at the table: A moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Seat {
    /// The first mover.
    A,
    /// The second mover.
    B,
}

impl Seat {
    /// The seat that makes move number `ply` (0-based).
    pub fn of_ply(ply: usize) -> Seat {
        if ply.is_multiple_of(2) {
            Seat::A
        } else {
            Seat::B
        }
    }

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// Who made the last move.
    pub last_mover: Seat,
    /// Who won (the last mover under normal play, the other under misère).
    pub winner: Seat,
}

/// Why a move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not a legal move from the current position.
    Illegal,
    /// The game is over.
    Over,
    /// The core refused the position (past a limit).
    Core(CoreError),
}

/// One game: where it started, what was played, and its settings.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Session {
    /// The game's text (`take:3`).
    pub game: String,
    /// The position before the first move (in the game's normal form).
    pub start: Position,
    /// Normal or misère.
    pub convention: Convention,
    /// Who moves first (against the computer).
    pub first: First,
    /// The computer at a strength, or a friend.
    pub opponent: Opponent,
    /// The position after each move played, including those undone (the
    /// redo tail).
    // Invariant: each is one legal move from the one before (the first
    // from `start`); at most MAX_MOVES.
    pub played: Vec<Position>,
    /// Moves in effect: `played[..cursor]`; the rest can be redone.
    // Invariant: cursor <= played.len().
    pub cursor: usize,
    /// The computer's seat, decided once at the start (`None`: a friend).
    pub computer: Option<Seat>,
}

impl Session {
    /// A new game of `game` from `start`, nothing played. The start is
    /// checked and put in the game's normal form.
    pub fn new(
        game: &dyn AnyGame,
        start: &Position,
        convention: Convention,
        first: First,
        opponent: Opponent,
    ) -> Result<Self, CoreError> {
        let start = game.normalize(start)?;
        let computer = seat(game, &start, convention, first, opponent);
        Ok(Session {
            game: game.spec(),
            start,
            convention,
            first,
            opponent,
            played: Vec::new(),
            cursor: 0,
            computer,
        })
    }

    /// Changes the convention mid-game (the moves stay; the computer keeps
    /// its seat).
    pub fn set_convention(&mut self, convention: Convention) {
        self.convention = convention;
    }

    /// Changes the opponent mid-game: the computer takes the seat the
    /// setup gives it (a friend: nobody's).
    pub fn set_opponent(&mut self, game: &dyn AnyGame, opponent: Opponent) {
        self.opponent = opponent;
        self.computer = seat(game, &self.start, self.convention, self.first, opponent);
    }

    /// Changes who moves first: a new game from the same start.
    pub fn set_first(&mut self, game: &dyn AnyGame, first: First) {
        self.first = first;
        self.computer = seat(game, &self.start, self.convention, first, self.opponent);
        self.restart();
    }

    /// A session read back from storage: the same one when every move in it
    /// is legal for `game`, else an error (stored state is untrusted).
    pub fn checked(self, game: &dyn AnyGame) -> Result<Self, MoveError> {
        let mut fresh = Session::new(
            game,
            &self.start,
            self.convention,
            self.first,
            self.opponent,
        )
        .map_err(MoveError::Core)?;
        if self.played.len() > MAX_MOVES || self.cursor > self.played.len() {
            return Err(MoveError::Illegal);
        }
        for p in &self.played {
            fresh.play(game, p)?;
        }
        fresh.cursor = self.cursor;
        fresh.computer = self
            .computer
            .or(fresh.computer)
            .filter(|_| self.opponent.is_computer());
        Ok(fresh)
    }

    /// The position after the moves in effect.
    pub fn position(&self) -> &Position {
        self.position_after(self.cursor)
    }

    /// The position after the first `ply` moves.
    pub fn position_after(&self, ply: usize) -> &Position {
        match ply.checked_sub(1).and_then(|i| self.played.get(i)) {
            Some(p) => p,
            None => &self.start,
        }
    }

    /// The seat to move now.
    pub fn to_move(&self) -> Seat {
        Seat::of_ply(self.cursor)
    }

    /// The computer's seat, or `None` against a friend.
    pub fn computer_seat(&self) -> Option<Seat> {
        self.computer
    }

    /// True when the computer plays the seat to move at `ply`.
    pub fn computer_moves_at(&self, ply: usize) -> bool {
        self.computer == Some(Seat::of_ply(ply))
    }

    /// True when it is the computer's turn and the game is not over.
    pub fn computer_to_move(&self, game: &dyn AnyGame) -> bool {
        self.computer_moves_at(self.cursor) && !game.is_terminal(self.position()).unwrap_or(true)
    }

    /// The rule of whose turn it is, for a move asked for now: a person's
    /// move (`computer_ply` `None`, a click) only when the computer is not
    /// to move; the computer's move, chosen at ply `computer_ply`, only on
    /// its turn and while the game is still at that ply (a move chosen
    /// before an undo, a replay or a new game is stale). Whether the move
    /// is legal is [`Session::play`]'s to say.
    pub fn in_turn(&self, game: &dyn AnyGame, computer_ply: Option<usize>) -> bool {
        let computers = self.computer_to_move(game);
        match computer_ply {
            // Rule: a click waits while the computer is to move.
            None => !computers,
            // Rule: the computer moves on its turn, from the ply it looked at.
            Some(ply) => computers && ply == self.cursor,
        }
    }

    /// The computer at its strength, when it plays.
    pub fn strength(&self) -> Option<Strength> {
        match self.opponent {
            Opponent::Computer(s) => Some(s),
            Opponent::Friend => None,
        }
    }

    /// Plays the move to `to` at the cursor. A move equal to the next one
    /// of the redo tail keeps the tail (following a replay); any other
    /// replaces it.
    pub fn play(&mut self, game: &dyn AnyGame, to: &Position) -> Result<(), MoveError> {
        let here = self.position();
        if game.is_terminal(here).map_err(MoveError::Core)? {
            return Err(MoveError::Over);
        }
        if !game.is_move(here, to).map_err(MoveError::Core)? {
            return Err(MoveError::Illegal);
        }
        let to = game.normalize(to).map_err(MoveError::Core)?;
        if self.played.get(self.cursor) != Some(&to) {
            self.played.truncate(self.cursor);
            self.played.push(to);
        }
        self.cursor += 1;
        if self.played.len() > MAX_MOVES && self.cursor >= 2 {
            // Fold the two oldest moves into the start (seats keep parity).
            self.start = self.played[1].clone();
            self.played.drain(..2);
            self.cursor -= 2;
        }
        Ok(())
    }

    /// Where undo goes: one move back with a friend; against the computer,
    /// back to the last position where it was the person's turn.
    pub fn undo_target(&self) -> Option<usize> {
        let mut at = self.cursor.checked_sub(1)?;
        while self.computer_moves_at(at) {
            at = at.checked_sub(1)?;
        }
        Some(at)
    }

    /// Where redo goes: one move on with a friend; against the computer, on
    /// to the next position where it is the person's turn (or the end).
    pub fn redo_target(&self) -> Option<usize> {
        if self.cursor >= self.played.len() {
            return None;
        }
        let mut at = self.cursor + 1;
        while at < self.played.len() && self.computer_moves_at(at) {
            at += 1;
        }
        Some(at)
    }

    /// Moves the cursor to `ply` (clamped to what was played).
    pub fn go_to(&mut self, ply: usize) {
        self.cursor = ply.min(self.played.len());
    }

    /// Drops the moves, keeping the start and the settings.
    pub fn restart(&mut self) {
        self.played.clear();
        self.cursor = 0;
    }

    /// How the game ended, or `None` while it goes on.
    pub fn ending(&self, game: &dyn AnyGame) -> Option<Ending> {
        if !game.is_terminal(self.position()).ok()? {
            return None;
        }
        // Rule: the seat not to move made the last move, also when the game
        // opens finished (a link's or a reload's position, nothing played):
        // the player to move is the one left without a move.
        let last_mover = self.to_move().other();
        let winner = match self.convention {
            // Rule: normal play, whoever makes the last move wins.
            Convention::Normal => last_mover,
            // Rule: misère, whoever makes the last move loses.
            Convention::Misere => last_mover.other(),
        };
        Some(Ending { last_mover, winner })
    }
}

/// The computer's seat for a game from `start` (`None`: a friend).
fn seat(
    game: &dyn AnyGame,
    start: &Position,
    convention: Convention,
    first: First,
    opponent: Opponent,
) -> Option<Seat> {
    match opponent {
        Opponent::Friend => None,
        Opponent::Computer(_) => Some(match first {
            First::Me => Seat::B,
            First::Computer => Seat::A,
            First::Auto => match game.outcome(start, convention) {
                // Rule: the winning side of an N-position moves first…
                Ok(Outcome::N) => Seat::A,
                // …and of a P-position (or one too large to judge), second.
                Ok(Outcome::P) | Err(_) => Seat::B,
            },
        }),
    }
}

/// Games won and lost against the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Score {
    /// Games the person won.
    pub wins: u32,
    /// Games the computer won.
    pub losses: u32,
}

impl Score {
    /// Counts one finished game against the computer in `seat`.
    pub fn record(&mut self, ending: Ending, computer: Seat) {
        if ending.winner == computer {
            self.losses = self.losses.saturating_add(1);
        } else {
            self.wins = self.wins.saturating_add(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::game;

    fn nim() -> Box<dyn AnyGame> {
        game("nim").unwrap_or_else(|e| panic!("{e}"))
    }

    fn session(start: &str, first: First, opponent: Opponent) -> Session {
        let p: Position = start.parse().unwrap_or_default();
        Session::new(nim().as_ref(), &p, Convention::Normal, first, opponent)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn play(s: &mut Session, to: &str) -> Result<(), MoveError> {
        s.play(nim().as_ref(), &to.parse().unwrap_or_default())
    }

    const PERFECT: Opponent = Opponent::Computer(Strength::Perfect);

    #[test]
    fn seats_and_the_computer() {
        assert_eq!(
            session("3", First::Me, PERFECT).computer_seat(),
            Some(Seat::B)
        );
        assert_eq!(
            session("3", First::Computer, PERFECT).computer_seat(),
            Some(Seat::A)
        );
        // Auto: N-position → the computer moves first; P → second.
        assert_eq!(
            session("3,4,5", First::Auto, PERFECT).computer_seat(),
            Some(Seat::A)
        );
        assert_eq!(
            session("1,4,5", First::Auto, PERFECT).computer_seat(),
            Some(Seat::B)
        );
        assert_eq!(
            session("3", First::Me, Opponent::Friend).computer_seat(),
            None
        );
        let mut s = session("3", First::Me, Opponent::Friend);
        s.set_opponent(nim().as_ref(), PERFECT);
        assert_eq!(s.computer_seat(), Some(Seat::B));
    }

    #[test]
    fn undo_and_redo_skip_the_computers_moves() {
        let mut s = session("3,4,5", First::Me, PERFECT);
        assert!(play(&mut s, "2,4,5").is_ok());
        assert!(play(&mut s, "2,3,5").is_ok());
        assert_eq!(s.undo_target(), Some(0));
        s.go_to(0);
        assert_eq!(s.redo_target(), Some(2));
        s.go_to(1);
        assert_eq!(s.undo_target(), Some(0));
        let mut s = session("3,4,5", First::Computer, PERFECT);
        assert!(play(&mut s, "1,4,5").is_ok());
        assert_eq!(s.undo_target(), None);
        let mut s = session("3,4,5", First::Me, Opponent::Friend);
        assert!(play(&mut s, "2,4,5").is_ok());
        assert!(play(&mut s, "2,3,5").is_ok());
        assert_eq!(s.undo_target(), Some(1));
    }

    #[test]
    fn playing_follows_or_replaces_the_redo_tail() {
        let mut s = session("3,4,5", First::Me, Opponent::Friend);
        for to in ["2,4,5", "2,3,5", "2,3,4"] {
            assert!(play(&mut s, to).is_ok());
        }
        s.go_to(1);
        assert!(play(&mut s, "2,3,5").is_ok());
        assert_eq!((s.cursor, s.played.len()), (2, 3));
        assert!(play(&mut s, "2,3,0").is_ok());
        assert_eq!((s.cursor, s.played.len()), (3, 3));
        assert_eq!(s.position().to_string(), "2,3,0");
        assert_eq!(play(&mut s, "2,3,1"), Err(MoveError::Illegal));
        assert_eq!(play(&mut s, "2,3"), Err(MoveError::Illegal));
        assert!(play(&mut s, "0,3,0").is_ok());
        assert!(play(&mut s, "0,0,0").is_ok());
        assert_eq!(play(&mut s, "0,0,0"), Err(MoveError::Over));
    }

    #[test]
    fn long_games_fold_into_the_start() {
        let mut s = session(&u64::MAX.to_string(), First::Me, Opponent::Friend);
        for i in 1..=MAX_MOVES as u64 + 5 {
            assert!(play(&mut s, &(u64::MAX - i).to_string()).is_ok());
        }
        assert!(s.played.len() <= MAX_MOVES);
        assert_eq!(s.position().numbers(), &[u64::MAX - MAX_MOVES as u64 - 5]);
        assert_eq!(s.to_move(), Seat::of_ply(MAX_MOVES + 5));
    }

    #[test]
    fn endings_and_the_score() {
        let mut s = session("1,1", First::Me, PERFECT);
        assert_eq!(s.ending(nim().as_ref()), None);
        assert!(play(&mut s, "0,1").is_ok());
        assert!(play(&mut s, "0,0").is_ok());
        let end = s.ending(nim().as_ref());
        assert_eq!(
            end,
            Some(Ending {
                last_mover: Seat::B,
                winner: Seat::B
            })
        );
        let mut score = Score::default();
        if let (Some(end), Some(seat)) = (end, s.computer_seat()) {
            score.record(end, seat);
        }
        assert_eq!(score, Score { wins: 0, losses: 1 });
        s.set_convention(Convention::Misere);
        assert_eq!(s.ending(nim().as_ref()).map(|e| e.winner), Some(Seat::A));
        // A game that opens finished: the player to move (A) has no move.
        let mut done = session("0,0", First::Me, PERFECT);
        let end = done.ending(nim().as_ref());
        let b = Ending {
            last_mover: Seat::B,
            winner: Seat::B,
        };
        assert_eq!(end, Some(b));
        done.set_convention(Convention::Misere);
        assert_eq!(done.ending(nim().as_ref()).map(|e| e.winner), Some(Seat::A));
    }

    #[test]
    fn stored_sessions_are_checked() {
        let mut s = session("3,4", First::Me, Opponent::Friend);
        assert!(play(&mut s, "3,1").is_ok());
        assert_eq!(s.clone().checked(nim().as_ref()), Ok(s.clone()));
        let mut bad = s.clone();
        bad.played[0] = "3,5".parse().unwrap_or_default();
        assert_eq!(bad.checked(nim().as_ref()), Err(MoveError::Illegal));
        let mut bad = s;
        bad.cursor = 7;
        assert!(bad.checked(nim().as_ref()).is_err());
    }

    #[test]
    fn codes_round_trip() {
        for f in First::ALL {
            assert_eq!(First::from_code(f.code()), Some(f));
        }
        for o in Opponent::ALL {
            assert_eq!(Opponent::from_code(o.code()), Some(o));
        }
        assert_eq!(First::from_code("x"), None);
    }

    #[test]
    fn whose_turn_a_move_asked_now_is() {
        let g = nim();
        // The person first: a click may move, the computer may not.
        let mut s = session("3,4", First::Me, PERFECT);
        assert!(s.in_turn(g.as_ref(), None));
        assert!(!s.in_turn(g.as_ref(), Some(0)));
        assert_eq!(play(&mut s, "2,4"), Ok(()));
        // The computer's turn: a click waits; its move chosen now plays,
        // one chosen at an earlier or later ply is stale.
        assert!(!s.in_turn(g.as_ref(), None));
        assert!(s.in_turn(g.as_ref(), Some(1)));
        assert!(!s.in_turn(g.as_ref(), Some(0)));
        assert!(!s.in_turn(g.as_ref(), Some(2)));
        // Between friends every click is in turn, no computer move is.
        let f = session("3,4", First::Me, Opponent::Friend);
        assert!(f.in_turn(g.as_ref(), None));
        assert!(!f.in_turn(g.as_ref(), Some(0)));
        // Game over: the computer has no turn (the click is refused by
        // `play` as over, not here).
        let over = session("0", First::Computer, PERFECT);
        assert!(!over.in_turn(g.as_ref(), Some(0)));
    }
}
