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
//! When it pays ([`Odds`]): a search that clears every missing value spares
//! a scan of up to all `m / 2` splits, and costs up to [`PROBES`] probes a
//! value whether it succeeds or not. Where it usually fails (codes with
//! hundreds of values of similar frequency: `0.007` clears 11% of the heaps
//! it is tried on, `0.6` 86%) the scan follows anyway and the probes are
//! lost, so it is tried only while its recent odds make it worth its cost.
//!
//! Memory: the first [`TRIES`] positions of each value, 4 bytes each (256
//! bytes a value, whatever the number of heaps: only the first `TRIES` of
//! a list are ever walked).

/// How many of the most frequent values `y` are tried.
const TOP: usize = 16;
/// Positions tried per value `y`.
const TRIES: usize = 64;

/// Probes of [`ByValue::find`] for one value, at most.
const PROBES: u64 = (TOP * TRIES) as u64;
/// The odds are re-weighed (halved) once this many searches are counted.
const WINDOW: u32 = 1024;
/// A search is tried at least once every this many heaps that need one,
/// so the odds follow the game as its values change.
const PROBE_EVERY: u32 = 32;

/// Recent odds that the targeted search clears every missing value of a
/// heap (and so spares the full scan).
#[derive(Debug, Clone, Default)]
pub(crate) struct Odds {
    tries: u32,
    wins: u32,
    skipped: u32,
}

impl Odds {
    /// Whether to search for `left` missing values before a scan of up to
    /// `pairs` splits: the expected pairs spared, `pairs · wins / tries`,
    /// at least the probes spent, `left · PROBES` (unknown odds count as
    /// one in one), or else one heap in [`PROBE_EVERY`] whatever they say.
    pub fn worth(&mut self, left: usize, pairs: usize) -> bool {
        let spared = (pairs as u64) * u64::from(self.wins + 1);
        let cost = (left as u64) * PROBES * u64::from(self.tries + 1);
        if spared >= cost || self.skipped >= PROBE_EVERY {
            self.skipped = 0;
            true
        } else {
            self.skipped += 1;
            false
        }
    }

    /// Counts a search: `cleared` when no value was left missing.
    pub fn record(&mut self, cleared: bool) {
        self.tries += 1;
        self.wins += u32::from(cleared);
        if self.tries >= WINDOW {
            self.tries /= 2;
            self.wins /= 2;
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A split the targeted walk reports exists: `find` may miss a
        /// value (the scan follows), never invent one.
        #[test]
        fn a_value_found_is_a_split(g in prop::collection::vec(0u16..12, 2..400), v in 0u16..16) {
            let mut by = ByValue::default();
            let mut counts = vec![0u64; 64];
            for (n, &x) in g.iter().enumerate().skip(1) {
                by.record(n, x);
                counts[usize::from(x) << 1 | (n & 1)] += 1;
            }
            by.rank(&counts);
            let m = g.len() - 1;
            for amax in [m / 2, (m - 1) / 2] {
                let exists = (1..=amax).any(|a| g[a] ^ g[m - a] == v);
                if by.find(&g, m, amax, v) {
                    prop_assert!(exists, "m {} amax {} v {}", m, amax, v);
                }
            }
        }
    }

    #[test]
    fn the_search_runs_while_it_pays_and_is_retried() {
        let mut odds = Odds::default();
        // Unknown odds count as one in one: tried before a scan that costs
        // more than its probes, not before a shorter one.
        assert!(odds.worth(3, 4000));
        assert!(!odds.worth(3, 10));
        // It never clears anything: skipped where a scan is cheaper than
        // its probes, but tried again once every PROBE_EVERY heaps.
        for _ in 0..WINDOW {
            odds.record(false);
        }
        let tried = (0..10 * PROBE_EVERY)
            .filter(|_| odds.worth(3, 100_000))
            .count();
        assert!((9..=10).contains(&tried), "{tried}");
        // It always clears: tried before any long scan.
        for _ in 0..WINDOW {
            odds.record(true);
        }
        assert!((0..100).all(|_| odds.worth(3, 100_000)));
        assert!(!odds.worth(3, 10));
    }
}
