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

/// One independent part of a position: its position in its game's syntax
/// (`5` for a Kayles row; `3,4` for a Nim component of a sum), where its
/// value comes from, and its game when it is not the position's own.
///
/// Why a game's text and not the game: `ruleset.rs` (which returns parts)
/// must not name the engine, which names it; the walk makes a
/// component's game from its text ([`crate::explain::why`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The part, in its game's syntax.
    pub position: Position,
    /// Where its value comes from.
    pub from: ValueFrom,
    /// Its game's text (`take:3`), when it is not the position's own game
    /// (a sum's component); `None` for a heap or row of the game itself.
    pub game: Option<String>,
}

/// Each heap of `heaps` a part of the game itself, its value coming from
/// `from(heap)`: what every game on independent heaps or rows answers for
/// [`crate::Ruleset::parts`].
pub(crate) fn heap_parts(heaps: &[u64], from: impl Fn(u64) -> ValueFrom) -> Vec<Part> {
    heaps
        .iter()
        .map(|&h| Part {
            position: Position::new(vec![h]),
            from: from(h),
            game: None,
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
