//! Targeted witness search for the rare-value engine: the last few missing
//! values of a heap are looked for through the positions of one value.
//!
//! Why: the engine must show that each rare value below its candidate is an
//! option, and a plain scan of the splits is a coupon collector: the first
//! values are found at once, the last one or two take most of the scan. A
//! value `v` is the split `(a, m − a)` with `G(a) = v ^ y` and
//! `G(m − a) = y`; walking only the positions `a` of value `v ^ y`, for the
//! most frequent values `y`, succeeds about as often as `y` occurs, which
//! beats the plain scan's odds for a hard `v`. A miss costs little: the
//! plain scan still follows, so the values stay exact.
//!
//! Memory: the first [`TRIES`] positions of each value, 4 bytes each (256
//! bytes a value, whatever the number of heaps: only the first `TRIES` of
//! a list are ever walked).

/// How many of the most frequent values `y` are tried.
const TOP: usize = 16;
/// Positions tried per value `y`.
const TRIES: usize = 64;

/// Positions by value, and the most frequent values.
#[derive(Debug, Clone, Default)]
pub(crate) struct ByValue {
    /// `lists[x]`: the first (at most [`TRIES`]) positions `a >= 1` with
    /// `G(a) = x`, increasing.
    lists: Vec<Vec<u32>>,
    /// The most frequent values, most frequent first.
    top: Vec<u16>,
}

impl ByValue {
    /// Records `G(n) = v`.
    pub fn record(&mut self, n: usize, v: u16) {
        if n == 0 {
            return;
        }
        let v = usize::from(v);
        if v >= self.lists.len() {
            self.lists.resize_with(v + 1, Vec::new);
        }
        // Only the first TRIES positions are ever walked by `find`.
        if let Some(list) = self.lists.get_mut(v).filter(|l| l.len() < TRIES) {
            list.push(n as u32);
        }
    }

    /// Re-ranks the values by `counts[value << 1 | heap bit]`.
    pub fn rank(&mut self, counts: &[u64]) {
        let mut by: Vec<(u64, u16)> = counts
            .chunks(2)
            .enumerate()
            .map(|(v, c)| (c.iter().sum(), v as u16))
            .filter(|&(c, _)| c > 0)
            .collect();
        by.sort_unstable_by(|a, b| b.cmp(a));
        self.top = by.iter().take(TOP).map(|&(_, v)| v).collect();
    }

    /// Whether some split `(a, m − a)`, `1 <= a <= amax`, of `g` found by
    /// the targeted walk has value `v`.
    pub fn find(&self, g: &[u16], m: usize, amax: usize, v: u16) -> bool {
        for &y in &self.top {
            let Some(list) = self.lists.get(usize::from(v ^ y)) else {
                continue;
            };
            for &a in list {
                let a = a as usize;
                if a > amax {
                    break;
                }
                if g[m - a] == y {
                    return true;
                }
            }
        }
        false
    }
}
