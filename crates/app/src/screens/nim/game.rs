//! A game of Nim as data: the start position, the moves played (with a
//! cursor, so undo/redo are moves of the cursor), the rule, who moves first
//! and who the opponent is. Pure: no yew, no browser; the reducer
//! ([`super::state`]) owns one [`Game`] and the tests below check every rule.
//!
//! Seats: the first mover sits in [`Seat::A`], the other in [`Seat::B`];
//! move `i` (0-based) is made from seat A exactly when `i` is even. Against
//! the computer, [`Game::computer_seat`] says which seat is the computer's.

use std::rc::Rc;

use nimatron_core::games::nim::{self, NimMove, strategy::Strength};
use nimatron_core::{Convention, Outcome};

/// Longest history kept; past it the two oldest moves are folded into the
/// start position (two, so the seats keep their parity).
pub const MAX_MOVES: usize = 400;

/// Who moves first, as the setup asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum First {
    /// The person at the screen.
    #[default]
    Me,
    /// The computer.
    Computer,
    /// "Let the position decide": the computer takes the winning side
    /// (first from an N-position, second from a P-position).
    Auto,
}

impl First {
    /// Every choice, in the setup's order.
    pub const ALL: [First; 3] = [First::Me, First::Computer, First::Auto];

    /// The URL's name: `me`, `computer`, `auto`.
    pub fn code(self) -> &'static str {
        match self {
            First::Me => "me",
            First::Computer => "computer",
            First::Auto => "auto",
        }
    }

    /// The choice named by [`First::code`].
    pub fn from_code(code: &str) -> Option<First> {
        First::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(code))
    }
}

/// Who plays against the person at the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// The computer, at a strength.
    Computer(Strength),
    /// A friend on the same device (also the free analysis board: both
    /// seats are played by clicks).
    Friend,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// One game: where it started, what was played, and its settings.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The position before the first move.
    pub start: Rc<Vec<u64>>,
    /// Normal or misère.
    pub convention: Convention,
    /// Who moves first (against the computer).
    pub first: First,
    /// The computer at a strength, or a friend.
    pub opponent: Opponent,
    /// Every move played, including those undone (the redo tail).
    // Invariant: legal in sequence from `start`; at most `MAX_MOVES`.
    pub moves: Vec<NimMove>,
    /// Moves in effect: `moves[..cursor]`; the rest can be redone.
    // Invariant: `cursor <= moves.len()`.
    pub cursor: usize,
}

impl Game {
    /// A new game from `start`, nothing played.
    pub fn new(start: Vec<u64>, convention: Convention, first: First, opponent: Opponent) -> Self {
        Game {
            start: Rc::new(start),
            convention,
            first,
            opponent,
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// The position after the moves in effect.
    pub fn position(&self) -> Vec<u64> {
        self.position_after(self.cursor)
    }

    /// The position after the first `ply` moves.
    pub fn position_after(&self, ply: usize) -> Vec<u64> {
        let mut heaps = (*self.start).clone();
        for mv in self.moves.iter().take(ply) {
            if let Some(h) = heaps.get_mut(mv.heap) {
                *h = h.saturating_sub(mv.take);
            }
        }
        heaps
    }

    /// The computer's seat, or `None` against a friend. With
    /// [`First::Auto`] the computer moves first exactly when the start is
    /// an N-position (it takes the winning side).
    pub fn computer_seat(&self) -> Option<Seat> {
        let Opponent::Computer(_) = self.opponent else {
            return None;
        };
        Some(match self.first {
            First::Me => Seat::B,
            First::Computer => Seat::A,
            First::Auto => match nim::outcome(&self.start, self.convention) {
                // Rule: the winning side of an N-position moves first…
                Outcome::N => Seat::A,
                // …and of a P-position, second.
                Outcome::P => Seat::B,
            },
        })
    }

    /// The seat to move now.
    pub fn to_move(&self) -> Seat {
        Seat::of_ply(self.cursor)
    }

    /// True when the computer plays the seat to move at `ply`.
    pub fn computer_moves_at(&self, ply: usize) -> bool {
        self.computer_seat() == Some(Seat::of_ply(ply))
    }

    /// Plays `mv` at the cursor. A move equal to the next one of the redo
    /// tail keeps the tail (following a replay); any other replaces it.
    /// Returns false (and changes nothing) for an illegal move.
    pub fn play(&mut self, mv: NimMove, heaps: &[u64]) -> bool {
        if nim::apply(heaps, mv).is_none() {
            return false;
        }
        if self.moves.get(self.cursor) != Some(&mv) {
            self.moves.truncate(self.cursor);
            self.moves.push(mv);
        }
        self.cursor += 1;
        if self.moves.len() > MAX_MOVES && self.cursor >= 2 {
            // Fold the two oldest moves into the start (seats keep parity).
            self.start = Rc::new(self.position_after(2));
            self.moves.drain(..2);
            self.cursor -= 2;
        }
        true
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
        if self.cursor >= self.moves.len() {
            return None;
        }
        let mut at = self.cursor + 1;
        while at < self.moves.len() && self.computer_moves_at(at) {
            at += 1;
        }
        Some(at)
    }

    /// Drops the moves, keeping the start and the settings.
    pub fn restart(&mut self) {
        self.moves.clear();
        self.cursor = 0;
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// Who took the last stone.
    pub last_mover: Seat,
    /// Who won (the last mover under normal play, the other under misère).
    pub winner: Seat,
}

/// The ending of a game whose `heaps` are all empty after `ply` moves, or
/// `None` while stones remain or when nothing was ever played.
pub fn ending(heaps: &[u64], ply: usize, convention: Convention) -> Option<Ending> {
    if ply == 0 || heaps.iter().any(|&h| h > 0) {
        return None;
    }
    let last_mover = Seat::of_ply(ply - 1);
    let winner = match convention {
        // Rule: normal play, whoever takes the last stone wins.
        Convention::Normal => last_mover,
        // Rule: misère, whoever takes the last stone loses.
        Convention::Misere => last_mover.other(),
    };
    Some(Ending { last_mover, winner })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(heap: usize, take: u64) -> NimMove {
        NimMove { heap, take }
    }

    fn game(start: &[u64], first: First, opponent: Opponent) -> Game {
        Game::new(start.to_vec(), Convention::Normal, first, opponent)
    }

    fn play(g: &mut Game, m: NimMove) -> bool {
        let heaps = g.position();
        g.play(m, &heaps)
    }

    const PERFECT: Opponent = Opponent::Computer(Strength::Perfect);

    #[test]
    fn seats_and_the_computer() {
        assert_eq!(
            game(&[3], First::Me, PERFECT).computer_seat(),
            Some(Seat::B)
        );
        assert_eq!(
            game(&[3], First::Computer, PERFECT).computer_seat(),
            Some(Seat::A)
        );
        // Auto: N-position → the computer moves first; P → second.
        assert_eq!(
            game(&[3, 4, 5], First::Auto, PERFECT).computer_seat(),
            Some(Seat::A)
        );
        assert_eq!(
            game(&[1, 4, 5], First::Auto, PERFECT).computer_seat(),
            Some(Seat::B)
        );
        assert_eq!(
            game(&[3], First::Me, Opponent::Friend).computer_seat(),
            None
        );
    }

    #[test]
    fn undo_and_redo_skip_the_computers_moves() {
        let mut g = game(&[3, 4, 5], First::Me, PERFECT);
        assert!(play(&mut g, mv(0, 1)));
        assert!(play(&mut g, mv(1, 1)));
        assert_eq!(g.undo_target(), Some(0));
        g.cursor = 0;
        assert_eq!(g.redo_target(), Some(2));
        g.cursor = 1; // the computer to move (thinking): undo takes my move back
        assert_eq!(g.undo_target(), Some(0));
        // The computer first: its opening move cannot be undone alone.
        let mut g = game(&[3, 4, 5], First::Computer, PERFECT);
        assert!(play(&mut g, mv(0, 2)));
        assert_eq!(g.undo_target(), None);
        // A friend: one move at a time.
        let mut g = game(&[3, 4, 5], First::Me, Opponent::Friend);
        assert!(play(&mut g, mv(0, 1)));
        assert!(play(&mut g, mv(1, 1)));
        assert_eq!(g.undo_target(), Some(1));
    }

    #[test]
    fn playing_follows_or_replaces_the_redo_tail() {
        let mut g = game(&[3, 4, 5], First::Me, Opponent::Friend);
        for m in [mv(0, 1), mv(1, 1), mv(2, 1)] {
            assert!(play(&mut g, m));
        }
        g.cursor = 1;
        assert!(play(&mut g, mv(1, 1)));
        assert_eq!((g.cursor, g.moves.len()), (2, 3));
        assert!(play(&mut g, mv(2, 5)));
        assert_eq!((g.cursor, g.moves.len()), (3, 3));
        assert_eq!(g.position(), vec![2, 3, 0]);
        assert!(!play(&mut g, mv(2, 1)));
        assert!(!play(&mut g, mv(7, 1)));
    }

    #[test]
    fn long_games_fold_into_the_start() {
        let mut g = game(&[u64::MAX], First::Me, Opponent::Friend);
        for _ in 0..MAX_MOVES + 5 {
            assert!(play(&mut g, mv(0, 1)));
        }
        assert!(g.moves.len() <= MAX_MOVES);
        assert_eq!(g.position(), vec![u64::MAX - MAX_MOVES as u64 - 5]);
        assert_eq!(g.to_move(), Seat::of_ply(MAX_MOVES + 5));
    }

    #[test]
    fn endings() {
        assert_eq!(ending(&[0, 0], 0, Convention::Normal), None);
        assert_eq!(ending(&[0, 1], 3, Convention::Normal), None);
        let e = ending(&[0, 0], 3, Convention::Normal);
        assert_eq!(
            e,
            Some(Ending {
                last_mover: Seat::A,
                winner: Seat::A
            })
        );
        let e = ending(&[0, 0], 3, Convention::Misere);
        assert_eq!(
            e,
            Some(Ending {
                last_mover: Seat::A,
                winner: Seat::B
            })
        );
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
}
