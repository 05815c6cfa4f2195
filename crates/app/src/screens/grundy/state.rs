//! The Grundy-strip screen's reducer: the set, the game's positions (the
//! person moves first, the computer second) and what the URL refused.

use std::rc::Rc;

use yew::prelude::*;

use super::url::{GrundyQuery, QueryError};

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The removals, sorted. Invariant: a valid `SubtractionSet`.
    pub set: Vec<u64>,
    /// The positions of the game. Invariant: non-empty.
    pub game: Vec<Vec<u64>>,
    /// What the URL asked for that was refused.
    pub problems: Vec<QueryError>,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A new URL: a new game.
    Load(GrundyQuery),
    /// The person takes `take` from heap `heap`.
    Take(usize, u64),
    /// The computer's move, chosen after `ply` moves.
    ComputerTake(usize, usize, u64),
    /// Start again.
    Restart,
}

impl State {
    /// The first state.
    pub fn from_query(q: GrundyQuery) -> Self {
        State {
            set: q.set,
            game: vec![q.heaps],
            problems: q.problems,
        }
    }

    /// The heaps now.
    pub fn heaps(&self) -> &[u64] {
        self.game.last().map_or(&[], Vec::as_slice)
    }

    /// True when some move is left.
    pub fn can_move(&self) -> bool {
        let smallest = self.set.first().copied().unwrap_or(u64::MAX);
        self.heaps().iter().any(|&h| h >= smallest)
    }

    /// The computer moves second (odd plies).
    pub fn computer_to_move(&self) -> bool {
        self.game.len().is_multiple_of(2) && self.can_move()
    }

    fn take(&self, heap: usize, take: u64) -> Option<Vec<u64>> {
        let h = *self.heaps().get(heap)?;
        if !self.set.contains(&take) || take > h {
            return None;
        }
        let mut next = self.heaps().to_vec();
        next[heap] = h - take;
        Some(next)
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(q) => next = State::from_query(q),
            Action::Take(heap, take) if !self.computer_to_move() => match self.take(heap, take) {
                Some(after) => next.game.push(after),
                None => return self,
            },
            Action::ComputerTake(ply, heap, take)
                if ply == self.game.len() && self.computer_to_move() =>
            {
                match self.take(heap, take) {
                    Some(after) => next.game.push(after),
                    None => return self,
                }
            }
            Action::Restart => next.game.truncate(1),
            _ => return self,
        }
        if next == *self { self } else { Rc::new(next) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::HashUrl;

    #[test]
    fn turns_and_legal_moves() {
        let q = GrundyQuery::from_url(&HashUrl::parse("#/grundy?set=2,5&heaps=6,1"));
        let s = Rc::new(State::from_query(q));
        let s = s.reduce(Action::Take(1, 2));
        assert_eq!(s.game.len(), 1);
        let s = s.reduce(Action::Take(0, 3));
        assert_eq!(s.game.len(), 1);
        let s = s.reduce(Action::Take(0, 5));
        assert_eq!(s.heaps(), &[1, 1]);
        assert!(!s.can_move() && !s.computer_to_move());
        let s = s.reduce(Action::ComputerTake(1, 0, 2));
        assert_eq!(s.game.len(), 2);
        let s = s.reduce(Action::Restart);
        assert_eq!(s.heaps(), &[6, 1]);
        let s = s.reduce(Action::Take(0, 2));
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Take(0, 2));
        assert_eq!(s.heaps(), &[4, 1]);
        let s = s.reduce(Action::ComputerTake(2, 0, 2));
        assert_eq!(s.heaps(), &[2, 1]);
    }
}
