//! Games on a set of at most 64 items (the cells of an n-dimensional Nim
//! board, the vertices of a graph), a position being the set of items still
//! present as a bitmask, where a move removes some present items.
//!
//! Theorem (Sprague–Grundy, disjunctive sums): say two items are *linked*
//! when one move could ever remove both or when one's presence changes the
//! other's moves (adjacent cells, adjacent vertices). If every move removes
//! items of one connected piece of the present items, and which moves a
//! piece has depends on that piece alone, then a position is the sum of its
//! connected pieces, and its Grundy value is the XOR of theirs. Each piece's
//! value is the mex of its children's values, memoised by piece, so a
//! position of many small pieces is solved from its pieces. The proof in
//! `crates/core/tests/registry.rs` checks it against the naive solver for
//! each game built on it.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use crate::analysis::FactKey;
use crate::limits::{SOLVER_BUDGET, SOLVER_MOVES_PER_POSITION};
use crate::mex;
use rustc_hash::FxBuildHasher;

/// The separate groups left (of vertices, or of pieces on a board).
pub const PIECES: FactKey = FactKey::new("pieces");
/// The Grundy value of each group.
pub const PIECE_VALUES: FactKey = FactKey::normal_play_value("piece-values");

/// A set of items, bit `i` for item `i`.
pub(crate) type Mask = u64;

/// The rules of a game on items, as [`grundy_of`] needs them.
pub(crate) trait ItemRules {
    /// For each item, the items linked to it (its neighbours).
    fn links(&self) -> &[Mask];

    /// What each move removes from the present items `mask` (non-empty
    /// subsets of `mask`, each inside one connected piece; repeats allowed).
    fn removals(&self, mask: Mask) -> Vec<Mask>;

    /// The game's memo of piece values, kept between calls.
    fn memo(&self) -> &Memo;

    /// A theorem's value for one connected piece, when it has one.
    fn piece_value(&self, piece: Mask) -> Option<u64> {
        let _ = piece;
        None
    }
}

/// The connected pieces of `mask` under `links`, lowest item first.
pub(crate) fn pieces(links: &[Mask], mask: Mask) -> Vec<Mask> {
    let mut left = mask;
    let mut out = Vec::new();
    while left != 0 {
        let mut piece = left & left.wrapping_neg();
        let mut frontier = piece;
        while frontier != 0 {
            let i = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = links.get(i).copied().unwrap_or(0) & mask & !piece;
            piece |= new;
            frontier |= new;
        }
        left &= !piece;
        out.push(piece);
    }
    out
}

type Values = HashMap<Mask, u64, FxBuildHasher>;

/// The memo's mark of a piece whose search ran out of moves (no Grundy
/// value is this large: a piece of 64 items has fewer moves).
const HOPELESS: u64 = u64::MAX;

/// A game's piece values, kept between calls (an analysis asks for the
/// outcome, the value, the winning moves and the facts of one position,
/// and a game in play revisits its pieces); emptied when it reaches
/// [`SOLVER_BUDGET`]. A piece whose search ran out of moves is kept
/// as [`HOPELESS`], so the next question about it is answered at once,
/// not by the same search again. A copy of a game starts with an empty
/// memo.
#[derive(Debug, Default)]
pub(crate) struct Memo(Mutex<Values>);

impl Clone for Memo {
    fn clone(&self) -> Self {
        Memo::default()
    }
}

/// Grundy values of positions of one game, memoised by connected piece.
pub(crate) struct Grundy<'a, R: ItemRules + ?Sized> {
    rules: &'a R,
    memo: Values,
    /// Moves this search may still look at: a piece of many moves each
    /// (Arc Kayles on a complete graph: 496 edges) must not keep it busy
    /// within the budget of pieces.
    moves_left: usize,
}

impl<R: ItemRules + ?Sized> Drop for Grundy<'_, R> {
    fn drop(&mut self) {
        // Give the memo back to the game (the larger one if another call
        // gave one back meanwhile).
        let memo = std::mem::take(&mut self.memo);
        let mut shared = self
            .rules
            .memo()
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if memo.len() >= shared.len() {
            *shared = memo;
        }
    }
}

impl<'a, R: ItemRules + ?Sized> Grundy<'a, R> {
    /// The values for `rules`, starting from the game's memo.
    pub(crate) fn new(rules: &'a R) -> Self {
        let mut shared = rules
            .memo()
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let mut memo = std::mem::take(&mut *shared);
        if memo.len() >= SOLVER_BUDGET {
            memo.clear();
        }
        Grundy {
            rules,
            memo,
            moves_left: SOLVER_BUDGET * SOLVER_MOVES_PER_POSITION,
        }
    }

    /// The Grundy value of `mask`, or `None` past
    /// [`SOLVER_BUDGET`] memoised pieces or their moves.
    pub(crate) fn value(&mut self, mask: Mask) -> Option<u64> {
        let mut x = 0;
        // Rule (Sprague–Grundy): a sum's value is the XOR of its pieces'.
        for piece in pieces(self.rules.links(), mask) {
            x ^= self.piece(piece)?;
        }
        Some(x)
    }

    fn piece(&mut self, piece: Mask) -> Option<u64> {
        if let Some(&v) = self.memo.get(&piece) {
            return (v != HOPELESS).then_some(v);
        }
        if let Some(v) = self.rules.piece_value(piece) {
            return Some(v);
        }
        if self.memo.len() >= SOLVER_BUDGET {
            return None;
        }
        let removals = self.rules.removals(piece);
        if removals.len() > self.moves_left {
            self.moves_left = 0;
            self.memo.insert(piece, HOPELESS);
            return None;
        }
        self.moves_left -= removals.len();
        let mut options = Vec::with_capacity(removals.len());
        for removed in removals {
            // Each move removes at least one item, so this recursion is at
            // most 64 deep.
            match self.value(piece & !removed) {
                Some(v) => options.push(v),
                None => {
                    // Out of moves, the search would fail here again: say
                    // so at once next time. (A full memo is emptied for the
                    // next search instead, which may then succeed.)
                    if self.moves_left == 0 {
                        self.memo.insert(piece, HOPELESS);
                    }
                    return None;
                }
            }
        }
        // Rule: a piece's value is the mex of its children's values.
        let v = mex(options);
        self.memo.insert(piece, v);
        Some(v)
    }
}

/// The Grundy value of `mask` (`None`: past the budget).
pub(crate) fn grundy_of<R: ItemRules + ?Sized>(rules: &R, mask: Mask) -> Option<u64> {
    Grundy::new(rules).value(mask)
}

/// The normal-play winning moves of `mask`: the children (in the order of
/// [`ItemRules::removals`], each once) whose Grundy value is 0; at most
/// `limit` listed, and how many in all.
pub(crate) fn winning_children<R: ItemRules + ?Sized>(
    rules: &R,
    mask: Mask,
    limit: usize,
) -> Option<(Vec<Mask>, usize)> {
    let mut g = Grundy::new(rules);
    let mut listed = Vec::new();
    let mut seen = Vec::new();
    let mut count = 0;
    // Rule: a winning move leaves a position of value 0 (none from 0).
    if g.value(mask)? == 0 {
        return Some((listed, 0));
    }
    for removed in rules.removals(mask) {
        let child = mask & !removed;
        if seen.contains(&child) {
            continue;
        }
        seen.push(child);
        if g.value(child)? == 0 {
            count += 1;
            if listed.len() < limit {
                listed.push(child);
            }
        }
    }
    Some((listed, count))
}

/// Every subset of `mask` (for the small positions of the proof).
pub(crate) fn subsets(mask: Mask) -> Vec<Mask> {
    let mut out = vec![0];
    let mut s: Mask = mask;
    while s != 0 {
        out.push(s);
        s = (s - 1) & mask;
    }
    out
}

/// `2^popcount(mask)`: an upper bound on the positions reachable from it.
pub(crate) fn subset_bound(mask: Mask) -> u128 {
    1u128 << mask.count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Arc Kayles on 32 vertices all joined: hundreds of moves a piece.
    struct Complete {
        links: Vec<Mask>,
        memo: Memo,
    }

    impl ItemRules for Complete {
        fn links(&self) -> &[Mask] {
            &self.links
        }

        fn removals(&self, mask: Mask) -> Vec<Mask> {
            let mut out = Vec::new();
            for u in 0..32 {
                for v in u + 1..32 {
                    let edge = (1 << u) | (1 << v);
                    if mask & edge == edge {
                        out.push(edge);
                    }
                }
            }
            out
        }

        fn memo(&self) -> &Memo {
            &self.memo
        }
    }

    #[test]
    fn a_search_out_of_moves_is_not_run_again_for_the_same_position() {
        let all: Mask = (1 << 32) - 1;
        let game = Complete {
            links: (0..32).map(|v| all & !(1 << v)).collect(),
            memo: Memo::default(),
        };
        let mut first = Grundy::new(&game);
        assert_eq!(first.value(all), None, "past the budget");
        assert_eq!(first.moves_left, 0, "it ran out of moves, not pieces");
        drop(first);
        let mut again = Grundy::new(&game);
        assert_eq!(again.value(all), None);
        assert_eq!(
            again.moves_left,
            SOLVER_BUDGET * SOLVER_MOVES_PER_POSITION,
            "answered without looking at a move"
        );
        // A smaller position is still searched: six vertices all joined,
        // each move leaves four, then two, then none (two are worth 1,
        // four 0, six 1).
        assert_eq!(again.value(0b11_1111), Some(1));
    }
}
