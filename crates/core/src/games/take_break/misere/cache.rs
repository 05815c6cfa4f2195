//! The quotient each game's misère analysis reads, computed once per rule
//! and kept for the life of the program (the CLI's run, the page's tab).
//!
//! Why a cache of its own: a quotient can take a while (Kayles' is proved
//! at heap 167), and every click of a misère game asks for it again; the
//! games hold no state of their own for it (`Kayles` is a unit struct).
//! It is computed up to [`ANALYSIS_UPTO`] heaps: a solved quotient covers
//! every heap; an unsolved one the heaps up to where it stopped, past which
//! the analysis goes back to the exhaustive search.
//!
//! Where it is computed: on the calling thread in a build with the feature
//! `build-quotients` (the CLI, the tests); the page has no builder (23 KB
//! of its modules): its worker builds the quotient
//! (`job::JobRequest::AnalysisQuotient`, the same heaps and budget) and the
//! page [`keep`]s it. Until then the page's analysis is the exhaustive
//! search's, as past a quotient's last heap: the same answers, found
//! slower.

use std::sync::{Arc, Mutex, OnceLock};

use rustc_hash::FxHashMap;

use super::quotient::{Budget, Quotient};
use super::shipped::shipped;
use crate::Outcome;
use crate::games::take_break::TakeBreak;

/// Heaps the analysis' quotient is computed up to: 48, where most codes
/// that solve have solved (`nimatron quotient` goes further; Kayles,
/// solved at heap 167, is shipped whole). Octal 0.56, unsolved, takes
/// milliseconds to heap 40 natively and 7.4 s to heap 200; the first misère
/// click of a game on the page computes this, on the main thread.
pub const ANALYSIS_UPTO: u64 = 48;

/// What the analysis' quotient may spend on each heap: a fortieth of
/// `nimatron quotient`'s, so that the first misère analysis of a game (on
/// the page, on the main thread, one click) stays short. Where this stops
/// earlier than the full budget, the heaps past it go to the exhaustive
/// search as before; `nimatron quotient` shows how far the full budget
/// goes. Kayles' quotient is shipped whole.
pub const ANALYSIS_BUDGET: Budget = Budget {
    states: 50_000,
    tables: 1 << 20,
    // In all: past it the quotient stops where it is, exact up to there.
    total: 300_000,
};

type Cache = Mutex<FxHashMap<TakeBreak, Arc<Quotient>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(Cache::default)
}

/// `rule`'s quotient for the analysis: kept, else shipped, else built
/// here (feature `build-quotients`, on the first call); `None` in a build
/// without the builder (the page) until its worker's quotient is kept.
pub fn analysis_quotient(rule: TakeBreak) -> Option<Arc<Quotient>> {
    if let Some(q) = cache().lock().ok()?.get(&rule) {
        return Some(Arc::clone(q));
    }
    // Shipped (Kayles), else computed outside the lock: another game's
    // analysis need not wait.
    let q = Arc::new(shipped(rule).or_else(|| built(rule))?);
    cache().lock().ok()?.insert(rule, Arc::clone(&q));
    Some(q)
}

/// `rule`'s quotient for the analysis, built now.
#[cfg(feature = "build-quotients")]
fn built(rule: TakeBreak) -> Option<Quotient> {
    Some(super::quotient::quotient_within(
        rule,
        ANALYSIS_UPTO,
        ANALYSIS_BUDGET,
    ))
}

/// None: this build (the page) has no builder; its worker builds it.
#[cfg(not(feature = "build-quotients"))]
fn built(_rule: TakeBreak) -> Option<Quotient> {
    None
}

/// A quotient computed elsewhere (the page's worker), kept for `rule`.
pub fn keep(rule: TakeBreak, q: Quotient) {
    if let Ok(mut c) = cache().lock() {
        c.insert(rule, Arc::new(q));
    }
}

/// The cells of the worker's [`crate::job::JobRequest::AnalysisQuotient`]
/// kept as `rule`'s analysis quotient; false when they are not a quotient
/// of `rule` (nothing kept).
pub fn keep_cells(rule: TakeBreak, cells: &[u32]) -> bool {
    match super::cells::from_cells(rule, cells) {
        Some((q, _)) => {
            keep(rule, q);
            true
        }
        None => false,
    }
}

/// The misère outcome of a sum of heaps, when the quotient covers it.
pub fn misere_outcome(rule: TakeBreak, heaps: &[u64]) -> Option<Outcome> {
    let q = analysis_quotient(rule)?;
    // Rule (Plambeck–Siegel): P exactly when the product of Φ lies in P.
    Some(if q.is_p(heaps)? {
        Outcome::P
    } else {
        Outcome::N
    })
}

impl Quotient {
    /// For each heap `i`, the image of the sum of the others (`None` when
    /// a heap is not covered).
    pub fn rest_images(&self, heaps: &[u64]) -> Option<Vec<u32>> {
        let imgs: Vec<u32> = heaps
            .iter()
            .map(|&h| self.phi_of(h))
            .collect::<Option<_>>()?;
        let t = &self.table;
        let mut before = vec![0u32; imgs.len() + 1];
        for (i, &x) in imgs.iter().enumerate() {
            before[i + 1] = t.mul(before[i], x);
        }
        let mut after = 0u32;
        let mut rest = vec![0u32; imgs.len()];
        for i in (0..imgs.len()).rev() {
            rest[i] = t.mul(before[i], after);
            after = t.mul(after, imgs[i]);
        }
        Some(rest)
    }

    /// The move that replaces a heap by `a` and `b` (0: none) in a sum
    /// whose other heaps have the image `rest` leaves a misère P-position:
    /// a winning move.
    pub fn wins(&self, rest: u32, a: u64, b: u64) -> Option<bool> {
        let t = &self.table;
        let x = t.mul(rest, t.mul(self.phi_of(a)?, self.phi_of(b)?));
        Some(self.p[x as usize])
    }
}
