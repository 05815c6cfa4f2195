//! The rule of a take-and-break game ([`TakeBreak`]: an octal code or
//! Grundy's game) and its moves as bit masks: what the reference solver,
//! the rare-value engine, the period and the statistics all read, in a file
//! that names none of them.

use super::code::OctalCode;
use super::grundy_game;
use crate::error::CoreError;
use crate::refusal::{Refusal, RunWay};

/// The rule of a take-and-break game played on one heap at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TakeBreak {
    /// An octal game.
    Octal(OctalCode),
    /// Grundy's game (split a heap into two unequal heaps).
    GrundyGame,
}

impl TakeBreak {
    /// The octal game of `code`.
    pub fn octal(code: OctalCode) -> Self {
        TakeBreak::Octal(code)
    }

    /// Grundy's game.
    pub fn grundy() -> Self {
        TakeBreak::GrundyGame
    }

    /// An octal code as `octal:CODE` or `CODE` (`octal:0.77`, `.07`).
    /// Names (`kayles`, `grundy`, …) are the caller's business.
    pub fn parse(text: &str) -> Result<Self, CoreError> {
        let code = text.strip_prefix("octal:").unwrap_or(text);
        code.parse::<OctalCode>()
            .map(TakeBreak::Octal)
            .map_err(|_| CoreError::BadGameParameter {
                given: crate::position::shorten(text),
            })
    }

    /// The options of one heap of `n` as pairs `(a, b)` of heaps left,
    /// `a >= b`, `b = 0` when fewer than two heaps are left.
    pub fn heap_options(&self, n: u64) -> impl Iterator<Item = (u64, u64)> + use<> {
        let (octal, grundy) = match self {
            TakeBreak::Octal(code) => (Some(code.moves_of_heap(n)), None),
            TakeBreak::GrundyGame => (None, Some(grundy_game::moves_of_heap(n))),
        };
        octal
            .into_iter()
            .flatten()
            .chain(grundy.into_iter().flatten())
    }

    /// True when one move takes a heap of `n` to the heaps `a` and `b`
    /// (0: no heap; in either order).
    ///
    /// ```
    /// use nimatron_core::games::take_break::{TakeBreak, KAYLES};
    /// assert!(TakeBreak::octal(KAYLES).allows(5, 1, 2));
    /// assert!(!TakeBreak::grundy().allows(6, 3, 3));
    /// ```
    pub fn allows(&self, n: u64, a: u64, b: u64) -> bool {
        self.judge(n, a, b).is_ok()
    }

    /// Whether one move takes a heap of `n` to the heaps `a` and `b` (0: no
    /// heap; in either order), and if not, the rule that forbids it:
    /// `Err(None)` when no move of any take-and-break game does that (the
    /// heaps grew, or nothing changed).
    ///
    /// ```
    /// use nimatron_core::games::take_break::TakeBreak;
    /// use nimatron_core::{Refusal, RunWay};
    /// let chess = TakeBreak::parse("0.137").unwrap();
    /// // Digit 1 is 1: one object may go only as a whole row of one.
    /// assert_eq!(
    ///     chess.judge(9, 0, 8),
    ///     Err(Some(Refusal::OctalDigit { code: "0.137".into(), k: 1, digit: 1, way: RunWay::OneLeft }))
    /// );
    /// assert_eq!(chess.judge(9, 3, 3), Ok(()));
    /// ```
    pub fn judge(&self, n: u64, a: u64, b: u64) -> Result<(), Option<Refusal>> {
        let (a, b) = (a.min(b), a.max(b));
        let Some(k) = n.checked_sub(a).and_then(|r| r.checked_sub(b)) else {
            return Err(None);
        };
        let way = RunWay::of(a, b);
        match self {
            TakeBreak::GrundyGame => match (k, way) {
                // Rule: split into two unequal non-empty heaps (6 → 5+1, 4+2).
                (0, RunWay::TwoLeft) if a != b => Ok(()),
                (0, RunWay::TwoLeft) => Err(Some(Refusal::GrundyEqual)),
                (0, _) => Err(None),
                _ => Err(Some(Refusal::GrundyTakes)),
            },
            // Rule: a removal of no object that leaves the heap whole (or
            // nothing of nothing) is no move.
            TakeBreak::Octal(_) if k == 0 && way != RunWay::TwoLeft => Err(None),
            TakeBreak::Octal(code) => {
                let digit = usize::try_from(k).map_or(0, |k| code.digit(k));
                // Bit 1: the k stones are the whole heap; bit 2: one
                // non-empty heap is left; bit 4: two are left.
                match digit & way.bit() {
                    0 => Err(Some(Refusal::OctalDigit {
                        code: code.to_string(),
                        k,
                        digit,
                        way,
                    })),
                    _ => Ok(()),
                }
            }
        }
    }

    /// True when a heap of `n` has a move.
    pub fn has_move(&self, n: u64) -> bool {
        match self {
            TakeBreak::GrundyGame => n >= 3,
            TakeBreak::Octal(code) => (0..=code.max_removal()).any(|k| {
                let d = code.digit(k as usize);
                (d & 1 != 0 && k > 0 && n == k)
                    || (d & 2 != 0 && k > 0 && n > k)
                    || (d & 4 != 0 && n >= k + 2)
            }),
        }
    }

    /// The moves as masks, the form the engines loop over.
    pub(crate) fn moves(&self) -> Moves {
        match self {
            TakeBreak::Octal(code) => Moves {
                whole: code.whole_mask(),
                take: code.take_mask(),
                split: code.split_mask(),
                equal_split: true,
            },
            TakeBreak::GrundyGame => Moves {
                whole: 0,
                take: 0,
                split: 1,
                equal_split: false,
            },
        }
    }
}

/// A rule as bit masks over the number `k` of stones removed (bit `k`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Moves {
    /// Remove all `k` stones of a heap of `k`.
    pub whole: u64,
    /// Remove `k`, leaving one non-empty heap.
    pub take: u64,
    /// Remove `k`, leaving two non-empty heaps.
    pub split: u64,
    /// Whether the two heaps left may be equal (false: Grundy's game).
    pub equal_split: bool,
}

impl Moves {
    /// The `k` of each set bit of `mask`, increasing: one step a set bit
    /// (the engine asks this several times a heap, and most codes have one
    /// to three bits among 64).
    pub fn ks(mask: u64) -> impl Iterator<Item = u64> + Clone {
        let mut left = mask;
        std::iter::from_fn(move || {
            (left != 0).then(|| {
                let k = left.trailing_zeros();
                left &= left - 1;
                u64::from(k)
            })
        })
    }
}
