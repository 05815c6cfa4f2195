//! The misère quotient of a take-and-break game, built heap by heap.
//!
//! Step `n` proposes candidates for `Q_n`, each a proved `Q_j` times a
//! cyclic monoid `{1, a, …, a^K}` for some heaps (the new heap `n` always):
//! first `Q_{n−1}` with heap `n` free, then with old heaps freed too (one,
//! or two while heaps are few), then an older
//! quotient with every later heap free (Dawson's Kayles goes back from
//! heap 10 to heap 3), because a new heap can tell apart old sums. Each
//! candidate is divided by indistinguishability before it is verified
//! ([`super::factors`]), so its proof runs on a monoid the size of the
//! quotient; the first that [`super::verify`] proves is kept. Every `Q_n`
//! is therefore exact: it decides every sum of heaps `≤ n`.
//!
//! When to stop: the octal periodicity theorem applied to `Φ` (as in
//! Plambeck and Siegel, JCTA 115 (2008), for misère quotients): if
//! `Φ(h + p) = Φ(h)` for `e ≤ h ≤ N − p` and `N + 1 ≥ 2·max(e,1) + 2p + t`
//! (`t` the most stones a move removes), then from `H = 2·max(e,1) + p + t`
//! on, the images of a heap's options repeat with period `p` (each option
//! `(a, b)` of `h` pairs with `(a + p, b)` of `h + p`, the larger part
//! being past `e`), so every heap past `N` has the image and the options'
//! images of a heap `≤ N`: the verification of `Q_N` covers every sum of
//! any heaps, and `Q_N` is the quotient of the whole game ("solved at N").

use std::collections::VecDeque;

use super::candidate::reduce;
use super::factors::{Plan, TooBig, divided_candidate};
use super::monoid::Table;
use super::presentation::Presentation;
use super::verify::{Verdict, verify};
use crate::games::subtraction::period::Periodicity;
use crate::games::take_break::TakeBreak;
use crate::games::take_break::period::octal_period_of;
use crate::limits::Limit;

/// Heaps a quotient may be asked up to.
pub const QUOTIENT_HEAP: Limit = Limit::new("quotient-heap");
/// Most heaps a quotient may be asked up to.
pub const MAX_QUOTIENT_HEAP: u64 = 2000;
/// Elements of a quotient or of a candidate for one (the limits are
/// [`super::factors`]'s).
pub const QUOTIENT_ORDER: Limit = Limit::new("quotient-order");
/// States the verification may explore, for one heap and in all.
pub const QUOTIENT_WORK: Limit = Limit::new("quotient-work");
/// Most states explored for one heap.
pub const MAX_QUOTIENT_WORK: u64 = 2_000_000;
/// Most states explored in all: about 20 s natively (octal 0.56, unsolved,
/// reaches heap 215 or so; every named game solves or stops long before).
pub const MAX_QUOTIENT_TOTAL: u64 = 20_000_000;

/// Most entries the candidates of one heap may make (their walked
/// elements' rows and their divided tables; counted with the states under
/// [`QUOTIENT_WORK`]).
const MAX_STEP_TABLES: u64 = 1 << 26;
/// Largest `K` tried for a new heap's cyclic factor.
const MAX_K: usize = 12;
/// The last heap for which pairs of old heaps are freed.
const PAIRS_UNTIL: u64 = 40;
/// How many earlier quotients a step may go back to (Dawson's Kayles goes
/// back from heap 10 to heap 3).
const BACK: usize = 30;
/// Most table entries of the quotients kept for going back.
const MAX_KEPT_ENTRIES: usize = 1 << 22;

/// Why the building stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// `Φ` is proved periodic: the quotient is the whole game's.
    Solved(Periodicity),
    /// The asked heap was reached.
    Asked,
    /// A limit was reached while computing the next heap.
    Limit(Limit),
}

/// A proved partial quotient `Q_n`.
#[derive(Debug, Clone)]
pub struct Stage {
    /// The monoid.
    pub table: Table,
    /// Its P-portion.
    pub p: Vec<bool>,
    /// `Φ(0..=n)`.
    pub phi: Vec<u32>,
}

impl Stage {
    fn empty() -> Stage {
        Stage {
            table: Table::trivial(),
            p: vec![false],
            phi: vec![0],
        }
    }
}

/// Builds `Q_0, Q_1, …` one heap a step.
#[derive(Debug)]
pub struct QuotientBuilder {
    rule: TakeBreak,
    /// The options of each heap as pairs (0: no heap).
    options: Vec<Vec<(u64, u64)>>,
    /// The last few proved quotients, the newest last.
    /// Invariant: never empty; the last is `Q_n`, `n = options.len() − 1`.
    stages: VecDeque<Stage>,
    /// The newest presentation.
    presentation: Presentation,
    /// Heaps where the presentation changed.
    changes: Vec<u64>,
    stop: Option<Stop>,
    /// The `K` of the last heap's proved candidate.
    last_k: usize,
    /// States explored, all steps.
    pub work: u64,
    /// What one heap's step may spend.
    budget: Budget,
}

/// What the building may spend before it stops at [`QUOTIENT_WORK`]:
/// states explored by the verification (for one heap, and in all), and
/// entries the candidates of one heap make. Counted, not timed, so a
/// quotient is the same on every machine, the page's and the command
/// line's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// States the verification may explore.
    pub states: u64,
    /// Entries the candidates of one heap may make.
    pub tables: u64,
    /// States the verification may explore in all, every heap together.
    pub total: u64,
}

impl Budget {
    /// The full budget (`nimatron quotient`, the benchmarks, the tests).
    pub const FULL: Budget = Budget {
        states: MAX_QUOTIENT_WORK,
        tables: MAX_STEP_TABLES,
        total: MAX_QUOTIENT_TOTAL,
    };
}

impl QuotientBuilder {
    /// The builder of `rule`'s quotient, at `Q_0` (the trivial monoid).
    pub fn new(rule: TakeBreak) -> Self {
        QuotientBuilder::with_budget(rule, Budget::FULL)
    }

    /// The builder of `rule`'s quotient with `budget` for each heap.
    pub fn with_budget(rule: TakeBreak, budget: Budget) -> Self {
        let first = Stage::empty();
        let presentation = Presentation::of(&first.table, &first.phi);
        QuotientBuilder {
            rule,
            options: vec![Vec::new()],
            stages: VecDeque::from([first]),
            presentation,
            changes: Vec::new(),
            stop: None,
            last_k: 1,
            work: 0,
            budget,
        }
    }

    /// The largest heap done.
    pub fn heap(&self) -> u64 {
        self.options.len() as u64 - 1
    }

    /// Why it stopped, once it has.
    pub fn stopped(&self) -> Option<Stop> {
        self.stop
    }

    fn last(&self) -> &Stage {
        // Invariant: stages is never empty.
        &self.stages[self.stages.len() - 1]
    }

    /// Computes `Q_{n+1}`; `Some(stop)` once no further step will be made
    /// (solved, or a limit; `Asked` is the caller's).
    pub fn step(&mut self) -> Option<Stop> {
        if self.stop.is_some() {
            return self.stop;
        }
        let n = self.heap() + 1;
        if n > MAX_QUOTIENT_HEAP {
            self.stop = Some(Stop::Limit(QUOTIENT_HEAP));
            return self.stop;
        }
        // Rule: past the budget of all heaps, stop before the next one.
        if self.work >= self.budget.total {
            self.stop = Some(Stop::Limit(QUOTIENT_WORK));
            return self.stop;
        }
        let mut opts: Vec<(u64, u64)> = self.rule.heap_options(n).collect();
        opts.sort_unstable();
        opts.dedup();
        self.options.push(opts);
        let mut work = 0u64;
        let mut too_long = false;
        let last = self.stages.len() - 1;
        // The candidates, in order: the last quotient with the new heap
        // free (no old sums told apart); with one old heap freed too; then
        // an older quotient with every later heap free.
        let mut plans: Vec<(usize, Vec<u64>, usize)> = Vec::new();
        // The K that served the last heap first: heaps alike need alike K.
        plans.push((last, vec![n], self.last_k));
        for k in (1..=MAX_K).filter(|&k| k != self.last_k) {
            plans.push((last, vec![n], k));
        }
        for k in 1..=2 {
            for m in (1..n).rev() {
                plans.push((last, vec![m, n], k));
            }
        }
        // Two old heaps freed, while the pairs are few.
        if n <= PAIRS_UNTIL {
            for k in 1..=2 {
                for m1 in (1..n).rev() {
                    for m2 in (1..m1).rev() {
                        plans.push((last, vec![m2, m1, n], k));
                    }
                }
            }
        }
        for back in 2..=self.stages.len().min(BACK) {
            let j = self.stages[self.stages.len() - back].phi.len() as u64 - 1;
            for k in 1..=3 {
                plans.push((self.stages.len() - back, (j + 1..=n).collect(), k));
            }
        }
        let mut found = None;
        let mut used_k = self.last_k;
        let mut tabled = 0u64;
        for (si, freed, k) in plans {
            let base = &self.stages[si];
            let plan = Plan {
                base: &base.table,
                base_phi: &base.phi,
                freed: &freed,
                k,
            };
            let made = divided_candidate(&plan, n, &self.options, &mut tabled, self.budget.tables);
            let cand = match made {
                Ok(cand) => cand,
                // Too large to walk or to divide: the next plan.
                Err(TooBig::Order) => continue,
                // The entries made for one heap: past the budget, a limit.
                Err(TooBig::Budget) => {
                    too_long = true;
                    break;
                }
            };
            let left = self.budget.states.saturating_sub(work) as usize;
            match verify(&cand, left, &mut work) {
                Verdict::Proved => {
                    found = Some(cand);
                    used_k = k;
                    break;
                }
                Verdict::Fails => {}
                Verdict::TooMuchWork => {
                    too_long = true;
                    break;
                }
            }
        }
        self.work += work;
        self.last_k = used_k;
        let Some(cand) = found else {
            self.options.pop();
            // Rule: out of budget is the work's limit; every candidate
            // tried refused or too large, the order's (the quotient needs
            // more elements, or another shape, than the candidates have).
            self.stop = Some(Stop::Limit(if too_long {
                QUOTIENT_WORK
            } else {
                QUOTIENT_ORDER
            }));
            return self.stop;
        };
        let (table, p, phi) = reduce(&cand);
        let presentation = Presentation::of(&table, &phi);
        if presentation.generators != self.presentation.generators
            || presentation.relations != self.presentation.relations
        {
            self.changes.push(n);
        }
        self.presentation = presentation;
        self.stages.push_back(Stage { table, p, phi });
        // The older quotients kept: at most BACK, and at most
        // MAX_KEPT_ENTRIES table entries together (a large quotient's
        // table is the square of it).
        let entries = |st: &VecDeque<Stage>| st.iter().map(|x| x.table.len().pow(2)).sum::<usize>();
        while self.stages.len() > BACK
            || (self.stages.len() > 1 && entries(&self.stages) > MAX_KEPT_ENTRIES)
        {
            self.stages.pop_front();
        }
        if let Some(period) = octal_period_of(&self.rule, &self.last().phi) {
            self.stop = Some(Stop::Solved(period));
        }
        self.stop
    }

    /// The quotient so far, stopped for `stop` (or `Asked`).
    pub fn finish(&self) -> Quotient {
        let s = self.last();
        Quotient {
            rule: self.rule,
            upto: self.heap(),
            table: s.table.clone(),
            p: s.p.clone(),
            phi: s.phi.clone(),
            stop: self.stop.unwrap_or(Stop::Asked),
            changes: self.changes.clone(),
            presentation: self.presentation.clone(),
        }
    }
}

/// A misère quotient: exact for every sum of heaps `≤ upto`, and for every
/// sum of any heaps when solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quotient {
    /// The game.
    pub rule: TakeBreak,
    /// The largest heap covered (every heap once solved).
    pub upto: u64,
    /// The monoid `Q`.
    pub table: Table,
    /// `p[x]`: `x` is in the P-portion.
    pub p: Vec<bool>,
    /// `Φ(0..=upto)`.
    pub phi: Vec<u32>,
    /// Why it stopped.
    pub stop: Stop,
    /// The heaps where the presentation changed.
    pub changes: Vec<u64>,
    /// Its presentation.
    pub presentation: Presentation,
}

/// `rule`'s quotient up to heap `upto` (or until solved or a limit).
///
/// ```
/// use nimatron_core::games::take_break::misere::{quotient, Stop};
/// use nimatron_core::games::take_break::TakeBreak;
/// // Misère Nim with heaps of at most 3 (0.333): the tame quotient of order 6.
/// let q = quotient(TakeBreak::parse("0.333").unwrap(), 3);
/// assert_eq!(q.order(), 6);
/// assert!(q.is_tame());
/// ```
pub fn quotient(rule: TakeBreak, upto: u64) -> Quotient {
    quotient_within(rule, upto, Budget::FULL)
}

/// [`quotient`] with `budget` for each heap.
pub fn quotient_within(rule: TakeBreak, upto: u64, budget: Budget) -> Quotient {
    let mut b = QuotientBuilder::with_budget(rule, budget);
    while b.heap() < upto {
        if b.step().is_some() {
            break;
        }
    }
    b.finish()
}

impl Quotient {
    /// A solved quotient from its parts (the shipped data of
    /// [`super::shipped`]); its presentation is made again from them.
    pub fn from_parts(
        rule: TakeBreak,
        table: Table,
        p: Vec<bool>,
        phi: Vec<u32>,
        stop: Stop,
        changes: Vec<u64>,
    ) -> Quotient {
        let presentation = Presentation::of(&table, &phi);
        Quotient {
            rule,
            upto: phi.len() as u64 - 1,
            table,
            p,
            phi,
            stop,
            changes,
            presentation,
        }
    }

    /// The quotient as the Rust source of [`super::shipped`]'s data.
    pub fn to_rust_data(&self) -> String {
        let list = |v: Vec<String>| v.join(", ");
        let n = self.order() as u32;
        let table: Vec<String> = (0..n)
            .flat_map(|x| (0..n).map(move |y| (x, y)))
            .map(|(x, y)| self.table.mul(x, y).to_string())
            .collect();
        let (e, per) = self.solved().map_or((0, 0), |p| (p.preperiod, p.period));
        // Not solved: the limit it stopped at, by name.
        let limit = match self.stop {
            Stop::Limit(l) => format!("Some({:?})", l.as_str()),
            _ => "None".to_string(),
        };
        format!(
            "pub const ORDER: usize = {n};\npub const PREPERIOD: u64 = {e};\npub const PERIOD: u64 = {per};\npub const LIMIT: Option<&str> = {limit};\npub const TABLE: [u8; {}] = [{}];\npub const P: [bool; {n}] = [{}];\npub const PHI: [u8; {}] = [{}];\npub const CHANGES: [u64; {}] = [{}];\n",
            table.len(),
            list(table),
            list(self.p.iter().map(|b| b.to_string()).collect()),
            self.phi.len(),
            list(self.phi.iter().map(|x| x.to_string()).collect()),
            self.changes.len(),
            list(self.changes.iter().map(|x| x.to_string()).collect()),
        )
    }

    /// `|Q|`.
    pub fn order(&self) -> usize {
        self.table.len()
    }

    /// The P-portion's words, in the order of the elements.
    pub fn p_words(&self) -> Vec<String> {
        (0..self.order() as u32)
            .filter(|&x| self.p[x as usize])
            .map(|x| self.presentation.word_of(x))
            .collect()
    }

    /// `|P|`.
    pub fn p_count(&self) -> usize {
        self.p.iter().filter(|&&b| b).count()
    }

    /// The proved periodicity of `Φ`, when solved.
    pub fn solved(&self) -> Option<Periodicity> {
        match self.stop {
            Stop::Solved(p) => Some(p),
            _ => None,
        }
    }

    /// `Φ(n)`, when covered (any `n` once solved).
    pub fn phi_of(&self, n: u64) -> Option<u32> {
        if let Some(i) = usize::try_from(n).ok().filter(|&i| i < self.phi.len()) {
            return Some(self.phi[i]);
        }
        let Periodicity { preperiod, period } = self.solved()?;
        let i = preperiod + (n - preperiod) % period;
        self.phi.get(usize::try_from(i).ok()?).copied()
    }

    /// The image of a sum of heaps, when every heap is covered.
    pub fn image(&self, heaps: &[u64]) -> Option<u32> {
        heaps
            .iter()
            .try_fold(0u32, |x, &h| Some(self.table.mul(x, self.phi_of(h)?)))
    }

    /// Misère P-position: the image is in the P-portion.
    pub fn is_p(&self, heaps: &[u64]) -> Option<bool> {
        Some(self.p[self.image(heaps)? as usize])
    }

    /// Tame: the quotient is one of the three tame quotients (Plambeck,
    /// *Taming the wild*, INTEGERS 5 (2005); Plambeck and Siegel 2008):
    /// the trivial one, `T1 = {1, a}` with `P = {a}` (misère Nim with heaps
    /// of one) or `T2` of order 6 with `P = {a, b²}` (misère Nim with heaps
    /// of at most 3), up to isomorphism.
    pub fn is_tame(&self) -> bool {
        match self.order() {
            1 | 2 => true,
            6 => is_t2(&self.table, &self.p),
            _ => false,
        }
    }
}

/// `T2`: `a² = 1`, `b³ = b`, `P = {a, b²}` (order 6), by looking for such
/// `a` and `b` that generate it.
fn is_t2(t: &Table, p: &[bool]) -> bool {
    let n = t.len() as u32;
    for a in 1..n {
        if t.mul(a, a) != 0 || !p[a as usize] {
            continue;
        }
        for b in 1..n {
            let b2 = t.mul(b, b);
            if t.mul(b2, b) != b || b2 == 0 || !p[b2 as usize] {
                continue;
            }
            // The six words 1, a, b, ab, b², ab² are the whole monoid and
            // P is exactly {a, b²}.
            let ab = t.mul(a, b);
            let words = [0, a, b, ab, b2, t.mul(a, b2)];
            let mut all: Vec<u32> = words.to_vec();
            all.sort_unstable();
            all.dedup();
            let in_p: Vec<bool> = words.iter().map(|&x| p[x as usize]).collect();
            if all.len() == 6 && in_p == [false, true, false, false, true, false] {
                return true;
            }
        }
    }
    false
}
