//! What every heap game's [`crate::Ruleset`] shares: positions are heaps in
//! input order (the text `3,4,5`), a move lowers one heap, and small
//! positions are every short list of small heaps.

use crate::CoreError;
use crate::Position;
use crate::limits::{Limit, MAX_HEAPS};

/// The heaps of a one-part position, at most [`MAX_HEAPS`] of them.
pub(crate) fn heaps(position: &Position) -> Result<Vec<u64>, CoreError> {
    match position.parts() {
        [one] if one.len() > MAX_HEAPS => Err(CoreError::TooLarge {
            limit: Limit::Heaps,
            max: MAX_HEAPS as u128,
            asked: one.len() as u128,
        }),
        [one] => Ok(one.clone()),
        _ => Err(CoreError::BadPosition {
            given: crate::position::shorten(&position.to_string()),
        }),
    }
}

/// Exactly `N` heaps.
pub(crate) fn fixed<const N: usize>(position: &Position) -> Result<[u64; N], CoreError> {
    let h = heaps(position)?;
    <[u64; N]>::try_from(h.as_slice()).map_err(|_| CoreError::WrongHeapCount {
        expected: N,
        got: h.len(),
    })
}

/// The heap that `to` lowers from `from`, and by how much: `None` unless
/// exactly one heap is lower and none other changed.
pub(crate) fn one_heap_lowered(from: &[u64], to: &[u64]) -> Option<(usize, u64)> {
    if from.len() != to.len() {
        return None;
    }
    let mut changed = from.iter().zip(to).enumerate().filter(|(_, (a, b))| a != b);
    let (i, (&a, &b)) = changed.next()?;
    if changed.next().is_some() || b > a {
        return None;
    }
    Some((i, a - b))
}

/// `heaps` with heap `i` lowered by `take` (the caller checked the move).
pub(crate) fn lowered(heaps: &[u64], i: usize, take: u64) -> Vec<u64> {
    let mut next = heaps.to_vec();
    next[i] -= take;
    next
}

/// `heaps` with each heap `h` set to each of `targets(h)` in turn, heap by
/// heap: a game's moves, made one at a time. Why lazily: a heap of 2^64
/// stones has as many moves, and a list of moves (a sum's component, a
/// board's list) takes only its first few ([`crate::Ruleset::first_moves`]).
pub(crate) fn lowerings<'a, T>(
    heaps: &'a [u64],
    targets: impl Fn(u64) -> T + 'a,
) -> impl Iterator<Item = Vec<u64>> + 'a
where
    T: Iterator<Item = u64> + 'a,
{
    heaps.iter().enumerate().flat_map(move |(i, &h)| {
        targets(h).map(move |t| {
            let mut next = heaps.to_vec();
            next[i] = t;
            next
        })
    })
}

/// Every list of `1..=count` heaps of `0..=max` stones.
pub(crate) fn small_heaps(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer = vec![Vec::new()];
    for _ in 0..count {
        layer = layer
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                (0..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// A bound on the positions a row game (rows that lose stones and split)
/// can reach: every one is a partition of at most the stones left, so
/// there are at most p(0) + … + p(n) of them, few enough for the solver up
/// to 50 stones (p(50) = 204,226); past that, "too many", so the solver
/// refuses at once instead of searching until its budget runs out. A sum
/// multiplies its components' bounds: two rows of 30 in a sum are refused
/// at once too.
pub(crate) fn rows_bound(rows: &[u64]) -> Option<u128> {
    let stones = rows.iter().fold(0u128, |s, &r| s + u128::from(r));
    if stones > 50 {
        return Some(u128::MAX);
    }
    // p(k) for k ≤ stones, a part size at a time: p(50) = 204,226, so u64
    // holds them (and no list of u128: `crate::wide`).
    let n = stones as usize;
    let mut p = [0u64; 51];
    p[0] = 1;
    for part in 1..=n {
        for k in part..=n {
            p[k] += p[k - part];
        }
    }
    Some(p[..=n].iter().map(|&x| u128::from(x)).sum())
}

/// `rows` with row `i` replaced by the non-empty ones of `a` and `b` (a
/// take-and-break move: the rest of the row stays in place).
pub(crate) fn row_replaced(rows: &[u64], i: usize, a: u64, b: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(rows.len() + 1);
    out.extend_from_slice(&rows[..i]);
    out.extend([a, b].into_iter().filter(|&x| x > 0));
    out.extend_from_slice(&rows[i + 1..]);
    out
}

/// The one row `from` changed to reach `to`, and what it became: the rows
/// before and after it are the same (`skip` leading entries are never the
/// changed row, e.g. a circle's size). `None` unless exactly one row of
/// `from` stands where `to` has its parts.
pub(crate) fn changed_row<'a>(
    from: &[u64],
    to: &'a [u64],
    skip: usize,
) -> Option<(u64, &'a [u64])> {
    let head = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    let head = head.min(from.len().saturating_sub(1)).max(skip);
    let tail = from
        .get(head..)?
        .iter()
        .rev()
        .zip(to[head.min(to.len())..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let old = from.get(head..from.len() - tail)?;
    let new = to.get(head..to.len().saturating_sub(tail))?;
    match *old {
        [n] => Some((n, new)),
        _ => None,
    }
}
