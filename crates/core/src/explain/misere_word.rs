//! The why walk in misère play where a misère quotient covers the position
//! (issue 32, item 8): instead of the nim-sum, which decides nothing in
//! misère play, each part's word `Φ(h)` in the quotient, their product,
//! P or N by the P-portion, and the winning move the quotient finds.
//!
//! Why a file of its own: the walk ([`super::why`]) is Sprague–Grundy's;
//! this is Plambeck and Siegel's, read from the quotient the misère
//! analysis already uses ([`analysis_quotient`]), so the walk and the
//! analysis never disagree.

use crate::engine::AnyGame;
use crate::games::take_break::misere::{analysis_quotient, winning_move};
use crate::one_heap::OneHeap;
use crate::{CoreError, Position};

/// The quotient's reading of a misère position.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MisereWords {
    /// Each part's word `Φ(h)`, in the position's order.
    pub words: Vec<String>,
    /// The product of the words, in normal form.
    pub word: String,
    /// A misère P-position: the product lies in the P-portion.
    pub p: bool,
    /// The P-portion's words.
    pub p_portion: Vec<String>,
    /// The largest heap the quotient was built to.
    pub upto: u64,
    /// The quotient is solved (it covers heaps of any size).
    pub solved: bool,
    /// An N-position's winning move: the position it leaves.
    pub result: Option<Position>,
    /// The product of what the move leaves (in the P-portion).
    pub result_word: Option<String>,
}

/// The quotient's reading of `position` (the game's normal form) when
/// `game` is a take-and-break game on heaps whose quotient covers every
/// heap of it; `None` otherwise.
pub fn misere_words(
    game: &dyn AnyGame,
    position: &Position,
) -> Result<Option<MisereWords>, CoreError> {
    let Some(OneHeap::TakeBreak(rule)) = game.one_heap() else {
        return Ok(None);
    };
    let Some(q) = analysis_quotient(rule) else {
        return Ok(None);
    };
    let heaps = position.numbers();
    let Some(images) = heaps
        .iter()
        .map(|&h| q.phi_of(h))
        .collect::<Option<Vec<u32>>>()
    else {
        // Rule: a heap past an unsolved quotient's last heap is not covered.
        return Ok(None);
    };
    let pres = &q.presentation;
    let image = images.iter().fold(0, |x, &y| q.table.mul(x, y));
    // Rule (Plambeck–Siegel): P exactly when the product lies in P.
    let p = q.p[image as usize];
    let (result, result_word) = match winning_move(&q, heaps).flatten() {
        Some((i, a, b)) if !p => {
            let mut left: Vec<u64> = heaps.to_vec();
            left.splice(i..=i, [a, b].into_iter().filter(|&h| h > 0));
            let word = q.image(&left).map(|x| pres.word_of(x));
            (Some(game.normalize(&Position::new(left))?), word)
        }
        _ => (None, None),
    };
    Ok(Some(MisereWords {
        words: images.iter().map(|&x| pres.word_of(x)).collect(),
        word: pres.word_of(image),
        p,
        p_portion: q.p_words(),
        upto: q.upto,
        solved: q.solved().is_some(),
        result,
        result_word,
    }))
}
