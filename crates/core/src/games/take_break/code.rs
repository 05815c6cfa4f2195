//! Octal codes `d0.d1d2…dt` (Conway, Berlekamp and Guy, *Winning Ways*).
//!
//! Why a type: the code is the whole rule of a take-and-break game, so it is
//! parsed once (with every error as data) and then read as three bit masks
//! that the solvers loop over without looking at text again.
//!
//! Digit `d_k` (`k` = 1, 2, … after the point) says in which ways `k` stones
//! may be removed from a heap: bit 1 — the heap had exactly `k` stones and
//! nothing is left; bit 2 — one non-empty heap is left; bit 4 — two
//! non-empty heaps are left. `d_0` is 0 or 4 (4: a heap may be split in two
//! non-empty heaps without removing anything, as in `4.07`).

use std::fmt;

use crate::error::CoreError;
use crate::limits::MAX_OCTAL_DIGITS;

/// An octal code with at most [`MAX_OCTAL_DIGITS`] digits after the point.
///
/// Bit `k` of each mask is digit `d_k`'s bit: `whole` (1), `take` (2),
/// `split` (4). Trailing zero digits do not change the game, so two codes
/// are equal when their games are.
///
/// ```
/// use nimatron_core::games::take_break::{OctalCode, KAYLES};
/// let k: OctalCode = ".77".parse().unwrap();
/// assert_eq!(k, KAYLES);
/// assert_eq!(k.to_string(), "0.77");
/// assert_eq!(k.max_removal(), 2);
/// assert!("0.78".parse::<OctalCode>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OctalCode {
    whole: u64,
    take: u64,
    split: u64,
}

/// Kayles, `0.77`: knock down one pin or two adjacent pins.
pub const KAYLES: OctalCode = OctalCode {
    whole: 0b110,
    take: 0b110,
    split: 0b110,
};

/// Dawson's Kayles, `0.07`: remove two adjacent pins.
pub const DAWSONS_KAYLES: OctalCode = OctalCode {
    whole: 0b100,
    take: 0b100,
    split: 0b100,
};

impl OctalCode {
    /// The code whose digit `k` is `digits[k]` (`digits[0]` is `d_0`).
    ///
    /// Errors (as [`CoreError::BadGameParameter`] naming the digits): a
    /// digit above 7, `d_0` other than 0 or 4, or more than
    /// [`MAX_OCTAL_DIGITS`] digits after the point.
    pub fn from_digits(digits: &[u8]) -> Result<Self, CoreError> {
        let bad = || CoreError::BadGameParameter {
            given: digits.iter().map(|d| d.to_string()).collect(),
        };
        if digits.len() > MAX_OCTAL_DIGITS + 1 {
            return Err(bad());
        }
        let mut code = OctalCode {
            whole: 0,
            take: 0,
            split: 0,
        };
        for (k, &d) in digits.iter().enumerate() {
            if d > 7 || (k == 0 && d != 0 && d != 4) {
                return Err(bad());
            }
            let d = u64::from(d);
            code.whole |= (d & 1) << k;
            code.take |= ((d >> 1) & 1) << k;
            code.split |= ((d >> 2) & 1) << k;
        }
        Ok(code)
    }

    /// Digit `d_k` (0 past the last digit).
    pub fn digit(&self, k: usize) -> u8 {
        if k >= 64 {
            return 0;
        }
        let bit = |mask: u64| ((mask >> k) & 1) as u8;
        bit(self.whole) | (bit(self.take) << 1) | (bit(self.split) << 2)
    }

    /// `t`, the index of the last non-zero digit: the most stones a move
    /// removes (0 for `0.0` and `4.0`). The periodicity theorem needs it.
    pub fn max_removal(&self) -> u64 {
        let all = self.whole | self.take | self.split;
        if all == 0 {
            0
        } else {
            u64::from(63 - all.leading_zeros())
        }
    }

    /// Bit `k`: `k` stones may be removed from a heap of exactly `k`.
    pub fn whole_mask(&self) -> u64 {
        self.whole
    }

    /// Bit `k`: `k` stones may be removed leaving one non-empty heap.
    pub fn take_mask(&self) -> u64 {
        self.take
    }

    /// Bit `k`: `k` stones may be removed leaving two non-empty heaps.
    pub fn split_mask(&self) -> u64 {
        self.split
    }

    /// The options of one heap of `n`: pairs `(a, b)` of the heaps left,
    /// `a >= b`, with `b = 0` when one heap or none is left (`(0, 0)`).
    /// Duplicates are possible (the same heaps by different removals).
    ///
    /// ```
    /// use nimatron_core::games::take_break::KAYLES;
    /// let mut o: Vec<_> = KAYLES.moves_of_heap(4).collect();
    /// o.sort();
    /// assert_eq!(o, vec![(1, 1), (2, 0), (2, 1), (3, 0)]);
    /// ```
    pub fn moves_of_heap(&self, n: u64) -> impl Iterator<Item = (u64, u64)> + use<> {
        let OctalCode { whole, take, split } = *self;
        (0..=MAX_OCTAL_DIGITS as u64).flat_map(move |k| {
            let has = |mask: u64| (mask >> k) & 1 == 1;
            let left = n.saturating_sub(k);
            let none = (n == k && has(whole)).then_some((0, 0));
            let one = (n > k && has(take)).then_some((left, 0));
            let last = if n > k && has(split) { left / 2 } else { 0 };
            let pairs = 1..=last;
            none.into_iter()
                .chain(one)
                .chain(pairs.map(move |b| (left - b, b)))
        })
    }
}

impl std::str::FromStr for OctalCode {
    type Err = CoreError;

    /// `d0.d1d2…` with `d0` optional (`.6` is `0.6`); at least one digit
    /// after the point.
    fn from_str(text: &str) -> Result<Self, CoreError> {
        let bad = || CoreError::BadGameParameter {
            given: crate::position::shorten(text),
        };
        let (before, after) = text.split_once('.').ok_or_else(bad)?;
        if before.len() > 1 || after.is_empty() || after.len() > MAX_OCTAL_DIGITS {
            return Err(bad());
        }
        let mut digits = Vec::with_capacity(after.len() + 1);
        let first = if before.is_empty() { "0" } else { before };
        for c in first.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(bad()),
            }
        }
        OctalCode::from_digits(&digits).map_err(|_| bad())
    }
}

impl fmt::Display for OctalCode {
    /// `d0.d1…dt`, trailing zeros dropped but one digit always shown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digit(0))?;
        let last = self.max_removal().max(1) as usize;
        for k in 1..=last {
            write!(f, "{}", self.digit(k))?;
        }
        Ok(())
    }
}
