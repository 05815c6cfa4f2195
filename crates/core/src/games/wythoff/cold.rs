//! Wythoff's cold positions: the golden-ratio pairs, in integer arithmetic.
//!
//! Normal play: the cold (P) positions are `(a_k, b_k)` and `(b_k, a_k)`
//! with `a_k = ⌊kφ⌋`, `b_k = a_k + k` (Wythoff 1907). The `a_k` and `b_k`
//! (k ≥ 1) are complementary Beatty sequences: every positive integer is
//! exactly one `a_k` or one `b_k`, so each `n` has exactly one partner.
//!
//! Misère: the cold positions are `(0,1)`, `(1,0)`, `(2,2)` and the normal
//! ones with `k ≥ 2`; `(0,0)` and `(1,2)` are hot (checked against the
//! generic solver in `tests/wythoff.rs`). Each `n` still has exactly one
//! misère partner: 0↔1, 2↔2, and the normal partner for `n ≥ 3`.

use crate::error::CoreError;
use crate::limits::{Limit, MAX_COLD_COUNT};
use crate::{Convention, Outcome};

/// The largest `k` whose cold pair fits in `u64`: `b_k = u64::MAX` exactly
/// (tested: `b_{k+1}` overflows).
pub const MAX_COLD_INDEX: u64 = 7_046_029_254_386_353_130;

/// `a_k = ⌊kφ⌋` for `k <= MAX_COLD_INDEX` (larger `k` would overflow the
/// `u128` square).
///
/// Why the integer formula is exact: `kφ = (k + √(5k²)) / 2`. Let
/// `s = isqrt(5k²)`. For `k ≥ 1`, `√5·k` is irrational, so
/// `s < √5·k < s + 1` and `kφ` lies strictly between `(k + s)/2` and
/// `(k + s + 1)/2`. If `k + s` is even, `(k + s)/2` is an integer and the
/// upper end is that integer plus ½, so the floor is `(k + s)/2`. If
/// `k + s` is odd, the interval is `(m + ½, m + 1)` with
/// `m = (k + s − 1)/2`, so the floor is `m`. Either way the floor is the
/// integer division `(k + s) / 2`. For `k = 0` both sides are 0.
fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    // In range: 5k² < 2^128 for k <= MAX_COLD_INDEX < 8.25·10^18.
    let s = (5 * k * k).isqrt();
    // In range: (k + s)/2 = ⌊kφ⌋ < u64::MAX for such k.
    ((k + s) / 2) as u64
}

/// The `k`-th cold pair `(a_k, b_k)` of normal play, `k = 0, 1, 2, …`:
/// `(0,0), (1,2), (3,5), (4,7), (6,10), (8,13), …`. Exact for every `k`
/// whose pair fits in `u64`; past [`MAX_COLD_INDEX`] a `TooLarge` error.
///
/// ```
/// use nimatron_core::games::wythoff::cold_pair;
/// assert_eq!(cold_pair(5).unwrap(), (8, 13));
/// assert_eq!(cold_pair(1_000_000_000_000_000_000).unwrap().0, 1_618_033_988_749_894_848);
/// ```
pub fn cold_pair(k: u64) -> Result<(u64, u64), CoreError> {
    if k > MAX_COLD_INDEX {
        return Err(CoreError::TooLarge {
            limit: Limit::WythoffIndex,
            max: u128::from(MAX_COLD_INDEX),
            asked: u128::from(k),
        });
    }
    let a = lower(k);
    // In range: b_k <= b_{MAX_COLD_INDEX} = u64::MAX.
    Ok((a, a + k))
}

/// The cold pair of difference `k` under `convention` (smaller first), if
/// it fits in `u64`.
pub(crate) fn pair_with_difference(k: u64, convention: Convention) -> Option<(u64, u64)> {
    match (convention, k) {
        // Rule (misère): (2,2) replaces (0,0) as the cold pair of difference 0.
        (Convention::Misere, 0) => Some((2, 2)),
        // Rule (misère): (0,1) replaces (1,2) as the cold pair of difference 1.
        (Convention::Misere, 1) => Some((0, 1)),
        // Rule: otherwise Wythoff's k-th pair.
        _ => cold_pair(k).ok(),
    }
}

/// True when `(a, b)` is cold (a P-position) under `convention`.
///
/// ```
/// use nimatron_core::{games::wythoff::is_cold, Convention};
/// assert!(is_cold(5, 3, Convention::Normal));
/// assert!(!is_cold(0, 0, Convention::Misere));
/// assert!(is_cold(2, 2, Convention::Misere));
/// ```
pub fn is_cold(a: u64, b: u64, convention: Convention) -> bool {
    let (low, high) = (a.min(b), a.max(b));
    pair_with_difference(high - low, convention) == Some((low, high))
}

/// The outcome of `(a, b)`: cold is P, hot is N.
pub fn outcome(a: u64, b: u64, convention: Convention) -> Outcome {
    if is_cold(a, b, convention) {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Binary search for `k <= MAX_COLD_INDEX` with `f(k) == n`, `f` strictly
/// increasing.
fn find_index(n: u64, f: impl Fn(u64) -> u64) -> Option<u64> {
    let (mut lo, mut hi) = (0u64, MAX_COLD_INDEX);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if f(mid) < n {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    (f(lo) == n).then_some(lo)
}

/// The unique `m` such that `(n, m)` is cold in normal play (Beatty
/// complementarity). `TooLarge` when `n = a_k` with `b_k` past `u64::MAX`.
///
/// ```
/// use nimatron_core::games::wythoff::partner;
/// assert_eq!(partner(0).unwrap(), 0);
/// assert_eq!(partner(4).unwrap(), 7);
/// assert_eq!(partner(7).unwrap(), 4);
/// ```
pub fn partner(n: u64) -> Result<u64, CoreError> {
    if n == 0 {
        return Ok(0);
    }
    // Rule: n = b_k for some k ≥ 1: its partner is a_k.
    if let Some(k) = find_index(n, |k| lower(k) + k) {
        return Ok(lower(k));
    }
    // Rule: n = a_k for some k ≥ 1: its partner is b_k.
    if let Some(k) = find_index(n, lower) {
        return Ok(n + k);
    }
    // By complementarity n = a_k with k > MAX_COLD_INDEX: b_k overflows.
    Err(CoreError::TooLarge {
        limit: Limit::WythoffIndex,
        max: u128::from(MAX_COLD_INDEX),
        asked: u128::from(MAX_COLD_INDEX) + 1,
    })
}

/// The unique `m` such that `(n, m)` is cold under `convention`.
pub fn partner_in(n: u64, convention: Convention) -> Result<u64, CoreError> {
    match (convention, n) {
        // Rule (misère): (0,1), (1,0) and (2,2) are cold.
        (Convention::Misere, 0) => Ok(1),
        (Convention::Misere, 1) => Ok(0),
        (Convention::Misere, 2) => Ok(2),
        // Rule: the rest as in normal play (pairs with k ≥ 2 start at 3).
        _ => partner(n),
    }
}

/// Every cold position `(a, b)` with `a <= b`, ascending, as long as the
/// pair fits in `u64`.
///
/// ```
/// use nimatron_core::{games::wythoff::cold_positions, Convention};
/// let first: Vec<_> = cold_positions(Convention::Misere).take(3).collect();
/// assert_eq!(first, [(0, 1), (2, 2), (3, 5)]);
/// ```
pub fn cold_positions(convention: Convention) -> impl Iterator<Item = (u64, u64)> {
    let (special, first_k): (&[(u64, u64)], u64) = match convention {
        Convention::Normal => (&[], 0),
        Convention::Misere => (&[(0, 1), (2, 2)], 2),
    };
    special
        .iter()
        .copied()
        .chain((first_k..=MAX_COLD_INDEX).map(|k| {
            let a = lower(k);
            (a, a + k)
        }))
}

/// The first `count` cold positions, refusing more than [`MAX_COLD_COUNT`].
pub fn first_cold_positions(
    count: u64,
    convention: Convention,
) -> Result<Vec<(u64, u64)>, CoreError> {
    if count > MAX_COLD_COUNT {
        return Err(CoreError::TooLarge {
            limit: Limit::ColdCount,
            max: u128::from(MAX_COLD_COUNT),
            asked: u128::from(count),
        });
    }
    Ok(cold_positions(convention).take(count as usize).collect())
}

/// Every move from `(a, b)` to a cold position (so, from a hot position,
/// every winning move; from a cold one, none), in input orientation,
/// sorted by the first heap then the second.
///
/// ```
/// use nimatron_core::{games::wythoff::winning_moves, Convention};
/// assert_eq!(winning_moves(4, 4, Convention::Normal), [(0, 0)]);
/// assert_eq!(winning_moves(6, 2, Convention::Normal), [(1, 2)]);
/// assert_eq!(winning_moves(5, 6, Convention::Normal), [(1, 2), (5, 3)]);
/// assert_eq!(winning_moves(3, 3, Convention::Misere), [(2, 2)]);
/// assert_eq!(winning_moves(1, 4, Convention::Misere), [(1, 0)]);
/// ```
pub fn winning_moves(a: u64, b: u64, convention: Convention) -> Vec<(u64, u64)> {
    let mut targets = Vec::new();
    // Rule 2 (one heap): reduce A to B's cold partner, if that is a decrease.
    if let Ok(x) = partner_in(b, convention)
        && x < a
    {
        targets.push((x, b));
    }
    // Rule 2 (one heap): reduce B to A's cold partner.
    if let Ok(y) = partner_in(a, convention)
        && y < b
    {
        targets.push((a, y));
    }
    // Rule 2 (both heaps): taking d from both keeps the difference, so the
    // only candidate is the cold pair with the same difference.
    let (low, high) = (a.min(b), a.max(b));
    if let Some((lo, hi)) = pair_with_difference(high - low, convention)
        && lo < low
    {
        targets.push(if a <= b { (lo, hi) } else { (hi, lo) });
    }
    targets.sort_unstable();
    targets.dedup();
    targets
}
