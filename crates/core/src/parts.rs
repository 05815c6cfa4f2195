//! Sprague–Grundy's split: a position made of independent parts (Nim's
//! heaps, Kayles' rows, a subtraction game's heaps, Grundy's piles, a sum's
//! components) is worth the XOR of its parts' values, so Bouton's walk
//! through binary columns holds for it with one step added, each part's
//! value.
//!
//! Why here, and why the game says it: which positions split, into what,
//! and where a part's value comes from is each game's own business
//! ([`crate::Ruleset::parts`] and [`crate::Ruleset::join`], "no parts" by
//! default), so no list anywhere names the games that split. The walk
//! itself is written once, in [`crate::explain::why`].

use crate::Position;
use crate::engine::AnyGame;

/// Where a part's Grundy value comes from, for the words of the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case", tag = "kind"))]
pub enum ValueFrom {
    /// A theorem of the game gives it at once (Nim: a heap of n is worth
    /// n; `take:K`: n mod K + 1); the game's theorem words say which.
    Rule,
    /// The game's Grundy sequence at this heap or row (Kayles, octal
    /// games, Grundy's game, subtraction sets): a face may link to the
    /// sequence at `heap`.
    Sequence {
        /// The heap's or row's size.
        heap: u64,
    },
    /// A sum's component: its own game's value (itself the XOR of that
    /// game's parts, when it splits).
    Component,
}

/// One independent part of a position: the game that plays it and its
/// position in that game's syntax (`5` for a Kayles row; `3,4` for a Nim
/// component of a sum).
#[derive(Debug, Clone, Copy)]
pub struct PartGame<'a> {
    /// The game of the part (the game itself for heaps and rows; the
    /// component's game in a sum).
    pub game: &'a dyn AnyGame,
    /// Where its value comes from.
    pub from: ValueFrom,
}

/// The part games of `heaps`, each heap a part of `game` whose value comes
/// from `from(heap)`: what every game on independent heaps or rows
/// answers for [`crate::Ruleset::parts`].
pub(crate) fn heap_parts<'a>(
    game: &'a dyn AnyGame,
    heaps: &[u64],
    from: impl Fn(u64) -> ValueFrom,
) -> Vec<(PartGame<'a>, Position)> {
    heaps
        .iter()
        .map(|&h| {
            let part = PartGame {
                game,
                from: from(h),
            };
            (part, Position::new(vec![h]))
        })
        .collect()
}

/// `heaps` with heap `index` replaced, in place, by the numbers of `part`
/// (a move in one heap leaves it lower, or splits it in two rows): what
/// every game on independent heaps or rows answers for
/// [`crate::Ruleset::join`]. `None` when `index` is no heap or `part` is
/// no single list of numbers.
pub(crate) fn heap_join(heaps: &[u64], index: usize, part: &Position) -> Option<Vec<u64>> {
    let [numbers] = part.parts() else {
        return None;
    };
    if index >= heaps.len() {
        return None;
    }
    let mut out = heaps[..index].to_vec();
    out.extend_from_slice(numbers);
    out.extend_from_slice(&heaps[index + 1..]);
    Some(out)
}
