//! Nimbers: Grundy values with their own arithmetic. `+` is XOR (the nim-sum),
//! and they print as combinatorial game theorists write them: `0`, `*`, `*3`.

use std::fmt;
use std::ops::{Add, AddAssign};

/// A nimber `*n`. Addition is the nim-sum (bitwise XOR).
///
/// ```
/// use nimatron_core::Nimber;
/// assert_eq!(Nimber(3) + Nimber(4) + Nimber(5), Nimber(2));
/// assert_eq!(Nimber(0).to_string(), "0");
/// assert_eq!(Nimber(1).to_string(), "*");
/// assert_eq!(Nimber(3).to_string(), "*3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Nimber(pub u64);

// XOR in `Add` is the point: nimber addition is the nim-sum.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;
    // Rule: the nim-sum adds binary digits without carrying (XOR).
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber(0), |a, b| a + b)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("0"),
            1 => f.write_str("*"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The minimum excludant: the least natural number not in `values`.
///
/// ```
/// use nimatron_core::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex([]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    // Rule: walk the sorted distinct values; the first gap is the answer.
    let mut m = 0;
    for v in seen {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}
