//! The golden-ratio formula as a table and a strip (the app's formula
//! panel): rows of `(k, a_k, b_k)` from the exact [`cold_pair`], and where
//! an integer falls in the two complementary Beatty sequences.

use super::{MAX_COLD_INDEX, cold_pair, partner};

/// Rows shown in the formula table.
pub const ROWS: u64 = 10;
/// Integers shown in the Beatty strip.
pub const STRIP: u64 = 24;

/// `(k, a_k, b_k)` for `k = start, …`, at most [`ROWS`], never past
/// `MAX_COLD_INDEX` (so at most the last ten rows).
pub fn rows(start: u64) -> Vec<(u64, u64, u64)> {
    let start = start.min(MAX_COLD_INDEX - (ROWS - 1));
    (start..start + ROWS)
        .filter_map(|k| cold_pair(k).ok().map(|(a, b)| (k, a, b)))
        .collect()
}

/// Where a positive integer sits: `a_k` or `b_k` (complementarity: exactly
/// one of the two).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// `n = a_k` (`k` unknown when past `MAX_COLD_INDEX`).
    A(Option<u64>),
    /// `n = b_k`.
    B(u64),
}

/// Which sequence `n ≥ 1` belongs to, and its index.
pub fn place(n: u64) -> Place {
    match partner(n) {
        // (n, m) cold with m > n: n is the smaller, a_k with k = m − n.
        Ok(m) if m > n => Place::A(Some(m - n)),
        // m < n: n is the larger, b_k with k = n − m.
        Ok(m) => Place::B(n - m),
        // Only an a_k can have its b_k past u64.
        Err(_) => Place::A(None),
    }
}

/// The integers of the strip for the table starting at `k`: from `a_k`
/// (or 1), [`STRIP`] of them, never past `u64::MAX`.
pub fn strip(start_k: u64) -> Vec<(u64, Place)> {
    let first = rows(start_k).first().map_or(1, |r| r.1).max(1);
    let first = first.min(u64::MAX - (STRIP - 1));
    (first..=first + (STRIP - 1))
        .map(|n| (n, place(n)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_exact_everywhere() {
        assert_eq!(rows(0)[..3], [(0, 0, 0), (1, 1, 2), (2, 3, 5)]);
        let r = rows(1_000_000_000_000_000_000);
        assert_eq!(
            r[0],
            (
                1_000_000_000_000_000_000,
                1_618_033_988_749_894_848,
                2_618_033_988_749_894_848
            )
        );
        let last = rows(u64::MAX);
        assert_eq!(last.len(), 10);
        assert_eq!(last[9].0, MAX_COLD_INDEX);
        assert_eq!(last[9].2, u64::MAX);
    }

    #[test]
    fn every_integer_is_an_a_or_a_b_exactly_once() {
        let places: Vec<_> = (1..=13).map(place).collect();
        use Place::*;
        assert_eq!(
            places,
            [
                A(Some(1)),
                B(1),
                A(Some(2)),
                A(Some(3)),
                B(2),
                A(Some(4)),
                B(3),
                A(Some(5)),
                A(Some(6)),
                B(4),
                A(Some(7)),
                A(Some(8)),
                B(5)
            ]
        );
        let s = strip(1_000_000_000_000_000_000);
        assert_eq!(
            s[0],
            (
                1_618_033_988_749_894_848,
                A(Some(1_000_000_000_000_000_000))
            )
        );
        assert_eq!(strip(u64::MAX).len(), STRIP as usize);
        assert_eq!(place(u64::MAX), B(MAX_COLD_INDEX));
    }
}
