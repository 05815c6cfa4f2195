//! A sum of heaps read through its quotient, as the misère screen's sum
//! box shows it: each heap's word `Φ(h)`, the sum's word (their product in
//! normal form), P or N, and every winning move.
//!
//! Why every move and not one ([`super::winning_move`] finds one fast): a
//! learner checks the rule on each of them; so the heaps are bounded
//! ([`MAX_SUM_HEAP`]) and the list is cut at [`MAX_LISTED_MOVES`], with
//! the count of the rest.

use super::quotient::Quotient;

/// Largest heap the sum box lists the moves of (a heap of `n` has about
/// `n` options in an octal game, `n / 2` splits in Grundy's game).
pub const MAX_SUM_HEAP: u64 = 100_000;
/// Most heaps in a sum.
pub const MAX_SUM_HEAPS: usize = 64;
/// Most winning moves listed; the rest are counted.
pub const MAX_LISTED_MOVES: usize = 60;

/// A winning move: heap `index` (of `from`) is replaced by the heaps
/// `left` (none, one or two).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumMove {
    /// The heap's place in the sum, from 0.
    pub index: usize,
    /// Its size.
    pub from: u64,
    /// What the move leaves in its place.
    pub left: Vec<u64>,
    /// The whole sum after the move (a misère P-position).
    pub result: Vec<u64>,
}

/// The sum box's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumAnswer {
    /// Each heap's `Φ` word.
    pub words: Vec<String>,
    /// The sum's word: the product, in normal form.
    pub word: String,
    /// A misère P-position: the word is in the P-portion.
    pub p: bool,
    /// The first [`MAX_LISTED_MOVES`] winning moves.
    pub moves: Vec<SumMove>,
    /// Winning moves past those listed.
    pub more: usize,
}

/// Why the quotient does not answer a sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SumRefusal {
    /// A heap past the quotient's last heap (an unsolved quotient).
    NotCovered {
        /// The heap.
        heap: u64,
        /// The quotient's last heap.
        upto: u64,
    },
    /// A heap past [`MAX_SUM_HEAP`].
    HeapTooLarge {
        /// The heap.
        heap: u64,
    },
    /// More than [`MAX_SUM_HEAPS`] heaps.
    TooManyHeaps {
        /// How many.
        count: usize,
    },
}

/// The answer for the sum `heaps` (empty heaps are no part of it).
pub fn answer(q: &Quotient, heaps: &[u64]) -> Result<SumAnswer, SumRefusal> {
    let heaps: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    if heaps.len() > MAX_SUM_HEAPS {
        return Err(SumRefusal::TooManyHeaps { count: heaps.len() });
    }
    if let Some(&heap) = heaps.iter().find(|&&h| h > MAX_SUM_HEAP) {
        return Err(SumRefusal::HeapTooLarge { heap });
    }
    let not_covered = |heap| SumRefusal::NotCovered { heap, upto: q.upto };
    let images: Vec<u32> = heaps
        .iter()
        .map(|&h| q.phi_of(h).ok_or(not_covered(h)))
        .collect::<Result<_, _>>()?;
    let rest = q.rest_images(&heaps).ok_or(not_covered(0))?;
    let image = images.iter().fold(0, |x, &y| q.table.mul(x, y));
    let mut moves = Vec::new();
    let mut more = 0;
    for (i, &n) in heaps.iter().enumerate() {
        // Equal heaps have the same moves, leaving the same sums.
        if heaps[..i].contains(&n) {
            continue;
        }
        let mut options: Vec<(u64, u64)> = q
            .rule
            .heap_options(n)
            .map(|(a, b)| (a.max(b), a.min(b)))
            .collect();
        options.sort_unstable();
        options.dedup();
        for (a, b) in options {
            // Rule (Plambeck–Siegel): the move wins exactly when the sum it
            // leaves has its image in the P-portion. A heap of an option is
            // smaller than n, so the quotient covers it.
            if q.wins(rest[i], a, b) != Some(true) {
                continue;
            }
            if moves.len() == MAX_LISTED_MOVES {
                more += 1;
                continue;
            }
            let left: Vec<u64> = [a, b].into_iter().filter(|&h| h > 0).collect();
            let mut result = heaps.clone();
            result.splice(i..=i, left.iter().copied());
            moves.push(SumMove {
                index: i,
                from: n,
                left,
                result,
            });
        }
    }
    let pres = &q.presentation;
    Ok(SumAnswer {
        words: images.iter().map(|&x| pres.word_of(x)).collect(),
        word: pres.word_of(image),
        p: q.p[image as usize],
        moves,
        more,
    })
}
