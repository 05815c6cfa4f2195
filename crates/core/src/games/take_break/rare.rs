//! The rare-value (sparse space) Grundy engine of Gangolli–Plambeck and
//! Flammenkamp: about (number of rare positions) work per heap, not `n`.
//!
//! Why: Grundy's game and most octal games have values whose masked parity
//! is almost always odd ("common", see [`super::mask`]). A common value is
//! only ever the XOR of a rare and a common part, so for heap `n`:
//!
//! 1. every option with a rare part is marked by visiting the rare
//!    positions `r` (and `n − k − r`) — this finds *all* common options;
//! 2. `c` = the least common value not marked is the least common
//!    non-option; the unmarked rare values below `c` are looked for among
//!    all splits, stopping as soon as each is found (they are common XOR
//!    common, which is frequent, so this stops early);
//! 3. `G(n)` is the least rare value still missing, else `c`.
//!
//! Every value is exact: the shortcuts only skip work whose result is
//! already known. When a rare value appears, or the rare count grows by a
//! quarter, or `n` doubles, the mask is re-chosen and the rare list rebuilt
//! if it changed. For octal codes a proven period (the theorem in
//! [`super::period`]) ends the work: the rest is copied. Codes without
//! splits use the direct mex over their few options.
//!
//! Speed (Grundy's game, about 1,274 rare positions): step 1 is one store
//! a rare position into a stamp table (no clearing between heaps); step 3
//! reads up to `FIRST_SCAN` (2,048) splits middle-out (found sooner than from
//! the ends) in blocks of 16 tested with one branch against a table of
//! wanted values, hands the last `HARD` (2) values to the targeted search of
//! the private `witness` module (a coupon collector's last coupons are the costly
//! ones; skipped while it has lately failed more than its probes are worth),
//! and only if that fails scans every split. The rare positions below each
//! split's `n − k` are counted by a cursor that only moves forward.
//! Tables are indexed by any `u16`, so the loops have no bounds checks.
//! No threads, no SIMD intrinsics: the same code runs in wasm32.
//!
//! Memory: 2 bytes a value (`upto + 1` values, reserved at once; handed
//! over whole by [`RareValueBuilder::into_values`]), 8 bytes a rare
//! position, fixed tables of 2^16 entries (384 KiB, of which only the
//! parity table is touched whole), and 256 bytes a distinct value for the
//! targeted search.

use super::mask::{self, Classification};
use super::naive::too_big_value;
use super::period::{self, OctalPeriod};
use super::rule::{Moves, TakeBreak};
use super::stats::Stats;
use super::witness::{ByValue, Odds};
use crate::error::CoreError;
use crate::games::subtraction::period::Periodicity;
use crate::limits::{Limit, MAX_LONG_SEQUENCE};
use crate::solver::table::Progress;

/// The Grundy sequence `G(0..=upto)` of one heap of `rule`, computed in
/// chunks (for a web worker) by the rare-value engine.
///
/// ```
/// use nimatron_core::games::take_break::{RareValueBuilder, TakeBreak};
/// let mut b = RareValueBuilder::new(TakeBreak::grundy(), 1000).unwrap();
/// while !b.step(100).unwrap().is_complete() {}
/// let s = b.finish().unwrap();
/// assert_eq!(s.values().len(), 1001);
/// assert_eq!(s.get(13), Some(3));
/// ```
#[derive(Debug, Clone)]
pub struct RareValueBuilder {
    rule: TakeBreak,
    moves: Moves,
    upto: u64,
    values: Vec<u16>,
    class: Classification,
    position_bit: Option<u8>,
    /// Every value is below `1 << bits`, so every XOR of two is too.
    bits: u32,
    /// `parity[v]` = parity of `v & mask`.
    parity: Box<[u8; VALUES]>,
    /// Positions `n >= 1` by key `value << 1 | heap bit`.
    counts: Vec<u64>,
    /// The rare positions `n >= 1`, increasing, and their values.
    /// Packed `position << 16 | value` (one load a visit).
    rare: Vec<u64>,
    /// For the `i`-th split (in [`Moves::ks`] order) of the last heap `n`:
    /// how many rare positions lie below `n − k`, and below `(n − k) / 2`.
    below: Vec<(usize, usize)>,
    rare_at_choice: usize,
    n_at_choice: u64,
    /// `seen[v] == n + 1`: `v` is a known option value of heap `n`.
    seen: Box<[u32; VALUES]>,
    missing: Vec<u16>,
    /// `want[v] == 1`: `v` is a missing rare value (all 0 between heaps).
    want: Box<[u8; VALUES]>,
    /// Positions by value, for the targeted search of hard values.
    by_value: ByValue,
    /// Whether the targeted search has been paying lately.
    odds: Odds,
    /// Octal codes: the period once proven, and when to look next.
    period: Option<Periodicity>,
    next_period_check: u64,
}

impl RareValueBuilder {
    /// A builder for `G(0..=upto)`; nothing is computed yet.
    ///
    /// Errors: `upto` past [`MAX_LONG_SEQUENCE`] ([`Limit::LongSequence`]),
    /// or the memory for `upto + 1` values not available.
    pub fn new(rule: TakeBreak, upto: u64) -> Result<Self, CoreError> {
        let too_large = || CoreError::TooLarge {
            limit: Limit::LongSequence,
            max: u128::from(MAX_LONG_SEQUENCE),
            asked: u128::from(upto),
        };
        if upto > MAX_LONG_SEQUENCE {
            return Err(too_large());
        }
        let mut values = Vec::new();
        values
            .try_reserve_exact(upto as usize + 1)
            .map_err(|_| too_large())?;
        let moves = rule.moves();
        Ok(RareValueBuilder {
            rule,
            moves,
            upto,
            values,
            class: Classification::ALL_RARE,
            position_bit: mask::split_parity(moves.split),
            bits: 0,
            parity: table(0u8).ok_or_else(too_large)?,
            counts: vec![0, 0],
            rare: Vec::new(),
            below: vec![(0, 0); moves.split.count_ones() as usize],
            rare_at_choice: 0,
            n_at_choice: 0,
            seen: table(0u32).ok_or_else(too_large)?,
            missing: Vec::new(),
            want: table(0u8).ok_or_else(too_large)?,
            by_value: ByValue::default(),
            odds: Odds::default(),
            period: None,
            next_period_check: 64,
        })
    }

    /// How many values are computed, of `upto + 1`.
    pub fn progress(&self) -> Progress {
        Progress {
            done: self.values.len() as u64,
            total: self.upto + 1,
        }
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// The period proven so far (octal codes; checked when the number of
    /// values reaches a power of two from 64 on).
    pub fn proven_period(&self) -> Option<Periodicity> {
        self.period
    }

    /// `G(n)`: computed, or past them by the proven period; `None` when
    /// neither.
    pub fn get(&self, n: u64) -> Option<u16> {
        match self.period {
            Some(p) => period::periodic_term(&self.values, p, n),
            None => self.values.get(usize::try_from(n).ok()?).copied(),
        }
    }

    /// Computes up to `budget` more values.
    ///
    /// Errors: a value past `u16::MAX` ([`Limit::GrundyValue`]); the
    /// values before it stay valid and further steps fail the same way.
    pub fn step(&mut self, budget: u64) -> Result<Progress, CoreError> {
        let total = self.upto + 1;
        let end = total.min((self.values.len() as u64).saturating_add(budget));
        while (self.values.len() as u64) < end {
            let n = self.values.len();
            if let Some(p) = self.period {
                let from = n - p.period as usize;
                let v = self.values[from];
                self.values.push(v);
                continue;
            }
            let v = self.next_value(n)?;
            self.push(n, v);
            if self.values.len() as u64 == self.next_period_check {
                self.next_period_check *= 2;
                if let TakeBreak::Octal(code) = self.rule {
                    self.period = period::proven_period(&self.values, code.max_removal());
                }
            }
        }
        Ok(self.progress())
    }

    /// Computes every remaining value and returns them alone, 2 bytes a
    /// value (no statistics: what a face that only prints the values
    /// needs).
    pub fn into_values(mut self) -> Result<Vec<u16>, CoreError> {
        self.step(u64::MAX)?;
        Ok(self.values)
    }

    /// Computes every remaining value and returns the sequence.
    pub fn finish(mut self) -> Result<Sequence, CoreError> {
        self.step(u64::MAX)?;
        let stats = Stats::of(&self.rule, &self.values);
        let periodicity = period::octal_period(&self.rule, &self.values);
        Ok(Sequence {
            rule: self.rule,
            values: self.values,
            stats,
            periodicity,
        })
    }

    /// `G(n)`, given `G(0..n)`.
    fn next_value(&mut self, n: usize) -> Result<u16, CoreError> {
        let stamp = n as u32 + 1;
        let size = 1usize << self.bits;
        let Moves {
            whole,
            take,
            split,
            equal_split,
        } = self.moves;
        let g = &self.values[..];
        let seen = &mut *self.seen;
        if n < 64 && (whole >> n) & 1 == 1 {
            seen[0] = stamp;
        }
        for k in Moves::ks(take).take_while(|&k| (k as usize) < n) {
            seen[usize::from(g[n - k as usize])] = stamp;
        }
        if split == 0 {
            let mex = seen[..=size.min(VALUES - 1)]
                .iter()
                .position(|&s| s != stamp)
                .unwrap_or(VALUES);
            return u16::try_from(mex).map_err(|_| too_big_value(mex as u64));
        }
        // 1. Every option with a rare part.
        for (i, k) in Moves::ks(split).enumerate() {
            let Some(m) = n.checked_sub(k as usize).filter(|&m| m >= 2) else {
                break;
            };
            // The rare positions below m, and below m / 2: `m` grows by one
            // a heap and rare positions are only appended, so each count
            // moves forward (no search).
            let count = advance(&self.rare, &mut self.below[i].0, m);
            let half_at = advance(&self.rare, &mut self.below[i].1, m / 2);
            let rare = &self.rare[..count];
            // Grundy's game: no split into equal heaps, so the rare
            // position m / 2 (if any) is left out of the visit.
            let equal_half = !equal_split
                && m % 2 == 0
                && rare
                    .get(half_at)
                    .is_some_and(|&x| (x >> 16) as usize == m / 2);
            let skip = if equal_half { half_at } else { count };
            for &x in &rare[..skip] {
                seen[usize::from(x as u16 ^ g[m - (x >> 16) as usize])] = stamp;
            }
            for &x in rare[skip..].iter().skip(1) {
                seen[usize::from(x as u16 ^ g[m - (x >> 16) as usize])] = stamp;
            }
        }
        // 2. The least common non-option, and the rare values below it.
        let flip = self.class.flip(n as u64);
        self.missing.clear();
        let mut c = size;
        let parity = &self.parity[..size];
        for (v, (&s, &p)) in seen[..size].iter().zip(parity).enumerate() {
            if s != stamp {
                if p ^ flip == 1 {
                    c = v;
                    break;
                }
                self.missing.push(v as u16);
            }
        }
        // 3. Look for the missing rare values among all splits.
        let mut left = self.missing.len();
        if left > 0 {
            let want = &mut *self.want;
            for &v in &self.missing {
                want[usize::from(v)] = 1;
            }
            let splits = Moves::ks(split).take_while(|&k| k as usize + 2 <= n);
            let amax = |m: usize| if equal_split { m / 2 } else { (m - 1) / 2 };
            // The middle splits first, then the hard values through the
            // positions of one value (when that has been paying), then
            // every other split.
            for k in splits.clone() {
                let m = n - k as usize;
                let top = amax(m);
                let low = top.saturating_sub(FIRST_SCAN).max(1);
                if left > HARD && low <= top {
                    left = scan_pairs(g, m, low, top, want, left, HARD);
                }
            }
            let pairs: usize = splits.clone().map(|k| amax(n - k as usize)).sum();
            if left > 0 && self.odds.worth(left, pairs) {
                for k in splits.clone() {
                    let m = n - k as usize;
                    for &v in &self.missing {
                        let w = &mut want[usize::from(v)];
                        if left > 0 && *w != 0 && self.by_value.find(g, m, amax(m), v) {
                            *w = 0;
                            left -= 1;
                        }
                    }
                }
                self.odds.record(left == 0);
            }
            // Rarely needed: every split (the first scan may have stopped
            // early, so its range is scanned again).
            for k in splits {
                let m = n - k as usize;
                let top = amax(m);
                if left > 0 && top >= 1 {
                    left = scan_pairs(g, m, 1, top, want, left, 0);
                }
            }
        }
        let want = &mut *self.want;
        let mut value = c;
        for &v in &self.missing {
            let v = usize::from(v);
            if want[v] != 0 {
                want[v] = 0;
                value = value.min(v);
            }
        }
        u16::try_from(value).map_err(|_| too_big_value(value as u64))
    }

    /// Appends `G(n) = v` and keeps the classification up to date.
    fn push(&mut self, n: usize, v: u16) {
        self.values.push(v);
        let mut rechoose = false;
        if usize::from(v) >= 1 << self.bits {
            self.bits = 16 - v.leading_zeros();
            self.counts.resize(2 << self.bits, 0);
            rechoose = true;
        }
        if n == 0 {
            return;
        }
        self.by_value.record(n, v);
        let pb = self.position_bit.unwrap_or(0);
        if let Some(c) = self.counts.get_mut(mask::key(v, n as u64, pb)) {
            *c += 1;
        }
        if self.class.is_rare(v, n as u64) {
            self.rare.push(pack(n, v));
            let grown = self.rare.len() - self.rare_at_choice;
            rechoose |= grown > 32.max(self.rare_at_choice / 4);
        }
        rechoose |= n as u64 >= 2 * self.n_at_choice.max(32);
        if rechoose {
            self.rechoose(n);
        }
    }

    /// Re-chooses the mask; rebuilds the tables that depend on it.
    fn rechoose(&mut self, n: usize) {
        let total = n as u64;
        let new = mask::best(&self.counts, total, self.position_bit, self.class);
        if new != self.class {
            self.class = new;
            for (v, p) in self.parity.iter_mut().enumerate() {
                *p = ((v as u16 & new.mask).count_ones() & 1) as u8;
            }
            self.rare.clear();
            self.below.fill((0, 0));
            for (i, &v) in self.values.iter().enumerate().skip(1) {
                if new.is_rare(v, i as u64) {
                    self.rare.push(pack(i, v));
                }
            }
        }
        self.rare_at_choice = self.rare.len();
        self.n_at_choice = total;
        self.by_value.rank(&self.counts);
    }
}

/// Splits scanned middle-out before the targeted search (which starts
/// sooner if at most [`HARD`] values are still missing).
const FIRST_SCAN: usize = 2048;
/// Missing values few enough for the targeted search.
const HARD: usize = 2;

/// Tables indexed by any `u16` value (no bounds checks in the loops).
const VALUES: usize = 1 << 16;

/// A table of `VALUES` copies of `zero`, on the heap.
fn table<T: Copy>(zero: T) -> Option<Box<[T; VALUES]>> {
    vec![zero; VALUES].into_boxed_slice().try_into().ok()
}

/// Packs a rare position and its value in one word.
fn pack(n: usize, v: u16) -> u64 {
    ((n as u64) << 16) | u64::from(v)
}

/// Moves `count` (the number of `rare` positions below some earlier `m`)
/// forward to the number below `m` and returns it: `rare` is increasing
/// and `m` never decreases between calls, so the walk over all heaps is
/// one pass over `rare`.
fn advance(rare: &[u64], count: &mut usize, m: usize) -> usize {
    while rare.get(*count).is_some_and(|&x| ((x >> 16) as usize) < m) {
        *count += 1;
    }
    *count
}

/// Looks for the values `v` with `want[v] == 1` among the splits
/// `(a, m − a)` of `g`, `a` from `amax` down to `amin` (middle-out finds them
/// sooner than outside-in), clearing each one found; returns how many of
/// the `left` are still missing (stopping once at most `stop` are). Blocks of 16 pairs are tested with one
/// branch and four independent ORs, so the loop runs at the speed of its
/// loads.
fn scan_pairs(
    g: &[u16],
    m: usize,
    amin: usize,
    amax: usize,
    want: &mut [u8; VALUES],
    mut left: usize,
    stop: usize,
) -> usize {
    const BLOCK: usize = 16;
    let (lo, hi) = (&g[m - amax..=m - amin], &g[amin..=amax]);
    let (lo_blocks, lo_rest) = lo.as_chunks::<BLOCK>();
    let (hi_rest, hi_blocks) = hi.as_rchunks::<BLOCK>();
    let found = |v: u16, want: &mut [u8; VALUES], left: &mut usize| {
        let v = usize::from(v);
        *left -= usize::from(want[v]);
        want[v] = 0;
    };
    for (l, h) in lo_blocks.iter().zip(hi_blocks.iter().rev()) {
        let w = |i: usize| want[usize::from(l[i] ^ h[BLOCK - 1 - i])];
        let any = (w(0) | w(1) | w(2) | w(3))
            | (w(4) | w(5) | w(6) | w(7))
            | (w(8) | w(9) | w(10) | w(11))
            | (w(12) | w(13) | w(14) | w(15));
        if any != 0 {
            for (&x, &y) in l.iter().zip(h.iter().rev()) {
                found(x ^ y, want, &mut left);
            }
            if left <= stop {
                return left;
            }
        }
    }
    for (&x, &y) in lo_rest.iter().zip(hi_rest.iter().rev()) {
        found(x ^ y, want, &mut left);
    }
    left
}

/// A computed Grundy sequence with its figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sequence {
    rule: TakeBreak,
    /// Invariant: `G(0..values.len())`, exact.
    values: Vec<u16>,
    stats: Stats,
    periodicity: OctalPeriod,
}

impl Sequence {
    /// The rule.
    pub fn rule(&self) -> TakeBreak {
        self.rule
    }

    /// `G(0), G(1), …` as computed.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// `G(n)`: computed, or past them by the proven period; `None` when
    /// neither.
    pub fn get(&self, n: u64) -> Option<u16> {
        match self.periodicity {
            OctalPeriod::Proven(p) => period::periodic_term(&self.values, p, n),
            _ => self.values.get(usize::try_from(n).ok()?).copied(),
        }
    }

    /// Largest value, rare classification and counts.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// What the values prove about the period.
    pub fn periodicity(&self) -> OctalPeriod {
        self.periodicity
    }
}

/// `G(0..=upto)` of `rule` at once (see [`RareValueBuilder`]).
pub fn sequence(rule: &TakeBreak, upto: u64) -> Result<Sequence, CoreError> {
    RareValueBuilder::new(*rule, upto)?.finish()
}
