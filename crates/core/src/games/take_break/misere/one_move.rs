//! One winning move of a misère sum through its quotient, in time that
//! grows with `Φ`'s preperiod and period, not with the heaps.
//!
//! Why it is enough to look at small parts: once solved, `Φ(h)` depends
//! only on `h mod p` past the preperiod `e`. A move takes `k` from a heap
//! of `n` and leaves `a ≥ b` (a split) or one heap; for a split with
//! `b ≥ e` and `a ≥ e`, the pair of images depends only on `b mod p`
//! (`a = n − k − b`), so every such pair is met again with
//! `e ≤ b < e + p`. Looking at `b < e + p` finds a winning move of that
//! kind whenever there is one.

use super::quotient::Quotient;
use crate::games::take_break::TakeBreak;

/// A winning move of the sum `heaps`: the heap's index and the heaps
/// `(a, b)` left in its place (0: none), or `Some(None)` when there is
/// none (a P-position, or no move); `None` when a heap is not covered.
pub fn winning_move(q: &Quotient, heaps: &[u64]) -> Option<Option<(usize, u64, u64)>> {
    let rest = q.rest_images(heaps)?;
    for (i, &n) in heaps.iter().enumerate() {
        let found = match (q.rule, q.solved()) {
            (TakeBreak::Octal(code), Some(per)) if n > q.upto => {
                let bound = per.preperiod.max(1) + per.period;
                let mut hit = None;
                for k in 0..=code.max_removal() {
                    let bit = |mask: u64| (mask >> k) & 1 == 1;
                    if n < k {
                        break;
                    }
                    let left = n - k;
                    // Rule: bit 1 — the whole heap of k goes.
                    if n == k && k > 0 && bit(code.whole_mask()) && q.wins(rest[i], 0, 0)? {
                        hit = Some((0, 0));
                    }
                    // Rule: bit 2 — k go, one heap of n − k is left.
                    if hit.is_none()
                        && n > k
                        && k > 0
                        && bit(code.take_mask())
                        && q.wins(rest[i], left, 0)?
                    {
                        hit = Some((left, 0));
                    }
                    // Rule: bit 4 — k go, two non-empty heaps are left.
                    if hit.is_none() && left >= 2 && bit(code.split_mask()) {
                        for b in 1..=(left / 2).min(bound) {
                            if q.wins(rest[i], left - b, b)? {
                                hit = Some((left - b, b));
                                break;
                            }
                        }
                    }
                    if hit.is_some() {
                        break;
                    }
                }
                hit
            }
            _ => {
                let mut hit = None;
                for (a, b) in q.rule.heap_options(n) {
                    if q.wins(rest[i], a, b)? {
                        hit = Some((a, b));
                        break;
                    }
                }
                hit
            }
        };
        if let Some((a, b)) = found {
            return Some(Some((i, a, b)));
        }
    }
    Some(None)
}
