//! Bouton's method step by step, on the position at hand: binary columns,
//! the nim-sum, Lemma 1 (from nim-sum 0 every move breaks a column), Lemma 2
//! (from a non-zero nim-sum, fix the leading column), the misère switch, and
//! the Wikipedia seed's "powers of two" view. Data only: the faces turn each
//! [`Step`] into sentences in the user's language.
//!
//! ```
//! use nimatron_core::explain::bouton::{explain, Step};
//! use nimatron_core::{Convention, Outcome};
//! let e = explain(&[3, 4, 5], Convention::Normal).unwrap();
//! assert_eq!(e.nim_sum, 2);
//! assert_eq!(e.column_ones, [2, 1, 2]); // 1s, 2s, 4s columns
//! assert_eq!(e.leading_bit, Some(1));
//! assert_eq!((e.candidates[0].heap, e.candidates[0].target, e.candidates[0].remove), (0, 1, 2));
//! assert_eq!(e.outcome, Outcome::N);
//! assert!(matches!(e.steps().last(), Some(Step::Verdict { .. })));
//! ```

use crate::error::CoreError;
use crate::games::nim::{self, NimMove, check_heaps};
use crate::{Convention, Outcome};

/// A power of two in the "powers of two" view, and who has it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PowerCount {
    /// The power `2^column`.
    pub power: u64,
    /// The column (0 = the 1s column).
    pub column: u32,
    /// Indices of the heaps whose sum contains this power.
    pub heaps: Vec<usize>,
    /// True when one copy is left after cancelling pairs (an odd count):
    /// exactly the powers of the nim-sum.
    pub left: bool,
}

/// One winning candidate of Lemma 2: a heap with the leading bit of the
/// nim-sum `s`, reduced to `from ⊕ s`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Candidate {
    /// Index of the heap.
    pub heap: usize,
    /// Its size now.
    pub from: u64,
    /// Its size after the move, `from ⊕ s` (smaller: the leading bit of
    /// `s` goes from 1 to 0 and lower bits change by less than it).
    pub target: u64,
    /// Stones to remove, `from − target`.
    pub remove: u64,
    /// Ones per column after the move (index 0 = the 1s column); all even.
    pub column_ones_after: Vec<usize>,
}

/// Lemma 1 for one heap: any move on it changes some column. The highest
/// bit a move changes goes from 1 to 0, so it is one of `one_columns`, and
/// that column (even before) becomes odd.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Lemma1Heap {
    /// Index of the heap.
    pub heap: usize,
    /// Its size.
    pub size: u64,
    /// The columns where it has a 1 (ascending).
    pub one_columns: Vec<u32>,
}

/// The misère switch: the normal-play move would leave only heaps of 0 or
/// 1 stones with an even number of 1s (the player to move then takes the
/// last stone and loses), so misère plays the other of 0 and 1 instead.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MisereSwitch {
    /// Index of the heap (the only one with 2 or more stones).
    pub heap: usize,
    /// Its size now.
    pub from: u64,
    /// Where normal play would leave it (0 or 1).
    pub normal_target: u64,
    /// Where misère leaves it instead (1 or 0).
    pub misere_target: u64,
    /// Heaps of one stone left by the normal move (even).
    pub ones_left_normal: usize,
    /// Heaps of one stone left by the misère move (odd).
    pub ones_left_misere: usize,
}

/// One step of the explanation, for a UI to show one at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Step {
    /// Write each heap in binary, in `width` columns.
    Binary {
        /// The heaps.
        heaps: Vec<u64>,
        /// Number of columns (at least 1).
        width: u32,
    },
    /// Write each heap as a sum of distinct powers of two and cancel equal
    /// powers in pairs; what is left adds up to the nim-sum.
    PowersOfTwo {
        /// Every power that appears, ascending.
        powers: Vec<PowerCount>,
        /// The nim-sum (the sum of the powers left).
        left: u64,
    },
    /// Count the ones in each column.
    Columns {
        /// Ones per column (index 0 = the 1s column).
        ones: Vec<usize>,
        /// The columns with an odd count.
        odd: Vec<u32>,
    },
    /// The nim-sum: a 1 in each odd column.
    NimSum {
        /// Its value.
        value: u64,
    },
    /// Lemma 1: nim-sum 0, every column even; any move makes one odd.
    AllColumnsEven {
        /// For each non-empty heap, the columns a move on it can break.
        heaps: Vec<Lemma1Heap>,
    },
    /// Lemma 2: the leading column of the nim-sum and the heaps with a 1
    /// there.
    LeadingBit {
        /// The column `d`.
        column: u32,
        /// Heaps with bit `d` set.
        heaps: Vec<usize>,
    },
    /// Lemma 2 on one heap: the move that makes every column even.
    Move(Candidate),
    /// Misère: play the other of 0 and 1.
    MisereSwitch(MisereSwitch),
    /// Misère with only heaps of 0 or 1 stones: the moves are forced, and
    /// the player to move loses exactly when the count of 1s is odd.
    MisereEnding {
        /// Heaps of one stone.
        ones: usize,
    },
    /// The verdict and every winning move.
    Verdict {
        /// N or P.
        outcome: Outcome,
        /// Every winning move (as [`nim::winning_moves`]).
        moves: Vec<NimMove>,
    },
}

/// Bouton's method on one position, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoutonExplanation {
    /// The heaps, in input order.
    pub heaps: Vec<u64>,
    /// The convention.
    pub convention: Convention,
    /// Number of binary columns (at least 1).
    pub width: u32,
    /// Ones per column (index 0 = the 1s column), `width` entries.
    pub column_ones: Vec<usize>,
    /// The columns with an odd count, ascending.
    pub odd_columns: Vec<u32>,
    /// The "powers of two" view: every power present, ascending.
    pub powers: Vec<PowerCount>,
    /// The nim-sum.
    pub nim_sum: u64,
    /// The leading bit `d` of the nim-sum, when it is not 0.
    pub leading_bit: Option<u32>,
    /// Heaps with bit `d` set (empty when the nim-sum is 0).
    pub heaps_with_leading_bit: Vec<usize>,
    /// Lemma 2 for each of those heaps.
    pub candidates: Vec<Candidate>,
    /// Lemma 1 data (nim-sum 0 only): each non-empty heap's 1-columns.
    pub lemma1: Vec<Lemma1Heap>,
    /// Misère only: the switch, when the normal move would leave only
    /// heaps of 0 or 1 stones.
    pub misere_switch: Option<MisereSwitch>,
    /// Misère only: the count of 1-heaps when no heap has 2 or more.
    pub misere_ending: Option<usize>,
    /// N or P.
    pub outcome: Outcome,
    /// Every winning move (equal to [`nim::winning_moves`]).
    pub winning_moves: Vec<NimMove>,
}

/// Ones per column of `heaps`, `width` columns (at most 64; index 0 = the
/// 1s column).
pub fn column_ones(heaps: &[u64], width: u32) -> Vec<usize> {
    (0..width)
        .map(|c| heaps.iter().filter(|&&h| h >> c & 1 == 1).count())
        .collect()
}

/// Explains `heaps` under `convention`. Errors past [`crate::limits::MAX_HEAPS`].
pub fn explain(heaps: &[u64], convention: Convention) -> Result<BoutonExplanation, CoreError> {
    check_heaps(heaps)?;
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let width = (u64::BITS - largest.leading_zeros()).max(1);
    let ones = column_ones(heaps, width);
    let odd_columns: Vec<u32> = (0..width).filter(|&c| ones[c as usize] % 2 == 1).collect();
    let nim_sum = nim::nim_sum(heaps);
    let powers = (0..width)
        .filter(|&c| ones[c as usize] > 0)
        .map(|c| PowerCount {
            power: 1 << c,
            column: c,
            heaps: (0..heaps.len())
                .filter(|&i| heaps[i] >> c & 1 == 1)
                .collect(),
            left: ones[c as usize] % 2 == 1,
        })
        .collect();
    let leading_bit = (nim_sum != 0).then(|| u64::BITS - 1 - nim_sum.leading_zeros());
    let heaps_with_leading_bit: Vec<usize> = match leading_bit {
        Some(d) => (0..heaps.len())
            .filter(|&i| heaps[i] >> d & 1 == 1)
            .collect(),
        None => Vec::new(),
    };
    // Rule (Lemma 2): for x with bit d set, x ⊕ s < x and leaves nim-sum 0.
    let candidates: Vec<Candidate> = heaps_with_leading_bit
        .iter()
        .map(|&i| {
            let target = heaps[i] ^ nim_sum;
            let mut after = heaps.to_vec();
            after[i] = target;
            Candidate {
                heap: i,
                from: heaps[i],
                target,
                remove: heaps[i] - target,
                column_ones_after: column_ones(&after, width),
            }
        })
        .collect();
    // Rule (Lemma 1): from nim-sum 0, any move on a heap flips its highest
    // changed bit from 1 to 0, breaking that (even) column.
    let lemma1 = if nim_sum == 0 {
        (0..heaps.len())
            .filter(|&i| heaps[i] > 0)
            .map(|i| Lemma1Heap {
                heap: i,
                size: heaps[i],
                one_columns: (0..width).filter(|&c| heaps[i] >> c & 1 == 1).collect(),
            })
            .collect()
    } else {
        Vec::new()
    };
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let ones_count = heaps.iter().filter(|&&h| h == 1).count();
    let misere = convention == Convention::Misere;
    let misere_ending = (misere && big == 0).then_some(ones_count);
    let misere_switch = if misere && big == 1 {
        // Rule (misère switch): the only big heap is the one with the
        // leading bit; normal play would leave it at 0 or 1 with an even
        // number of 1-heaps; leave the other of 0 and 1 (an odd number).
        candidates.first().map(|c| {
            let other_ones = ones_count;
            MisereSwitch {
                heap: c.heap,
                from: c.from,
                normal_target: c.target,
                misere_target: 1 - c.target.min(1),
                ones_left_normal: other_ones + usize::from(c.target == 1),
                ones_left_misere: other_ones + usize::from(c.target == 0),
            }
        })
    } else {
        None
    };
    Ok(BoutonExplanation {
        heaps: heaps.to_vec(),
        convention,
        width,
        column_ones: ones,
        odd_columns,
        powers,
        nim_sum,
        leading_bit,
        heaps_with_leading_bit,
        candidates,
        lemma1,
        misere_switch,
        misere_ending,
        outcome: nim::outcome(heaps, convention),
        winning_moves: nim::winning_moves(heaps, convention),
    })
}

impl BoutonExplanation {
    /// True when no stone is left: the game is over, and no move can break
    /// a column (the words say so instead of Lemma 1 and best play).
    pub fn is_over(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }

    /// The steps in the order a UI shows them.
    pub fn steps(&self) -> Vec<Step> {
        let mut steps = vec![
            Step::Binary {
                heaps: self.heaps.clone(),
                width: self.width,
            },
            Step::PowersOfTwo {
                powers: self.powers.clone(),
                left: self.nim_sum,
            },
            Step::Columns {
                ones: self.column_ones.clone(),
                odd: self.odd_columns.clone(),
            },
            Step::NimSum {
                value: self.nim_sum,
            },
        ];
        if let Some(ones) = self.misere_ending {
            // Rule (misère ending): no heap of 2 or more; columns no longer
            // decide, the parity of the 1-heaps does.
            steps.push(Step::MisereEnding { ones });
        } else if let Some(column) = self.leading_bit {
            steps.push(Step::LeadingBit {
                column,
                heaps: self.heaps_with_leading_bit.clone(),
            });
            steps.extend(self.candidates.iter().cloned().map(Step::Move));
            steps.extend(self.misere_switch.clone().map(Step::MisereSwitch));
        } else {
            steps.push(Step::AllColumnsEven {
                heaps: self.lemma1.clone(),
            });
        }
        steps.push(Step::Verdict {
            outcome: self.outcome,
            moves: self.winning_moves.clone(),
        });
        steps
    }
}
