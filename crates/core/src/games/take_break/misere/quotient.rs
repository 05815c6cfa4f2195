//! The misère quotient of a take-and-break game, built heap by heap.
//!
//! Step `n` proposes candidates for `Q_n` (the proved `Q_j` of an earlier
//! step times a cyclic monoid `{1, a, …, a^K}` for each heap `j+1..=n`;
//! `j = n − 1` first, smaller `j` when the new heap tells old sums apart),
//! reads their P-portion from real positions ([`super::candidate`]),
//! keeps the first that [`super::verify`] proves, and reduces it. Every
//! `Q_n` is therefore exact: it decides every sum of heaps `≤ n`.
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

use super::candidate::{Candidate, reduce};
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
/// Elements of a quotient or of a candidate for one.
pub const QUOTIENT_ORDER: Limit = Limit::new("quotient-order");
/// Most elements of a candidate (its table has the square of it).
pub const MAX_CANDIDATE: usize = 4096;
/// States the verification of one heap's candidates may explore.
pub const QUOTIENT_WORK: Limit = Limit::new("quotient-work");
/// Most states explored for one heap.
pub const MAX_QUOTIENT_WORK: u64 = 2_000_000;

/// Most table entries the candidates of one heap may fill (counted with
/// the states under [`QUOTIENT_WORK`]): about a tenth of a second.
const MAX_STEP_TABLES: u64 = 1 << 26;
/// Largest `K` tried for a new heap's cyclic factor.
const MAX_K: usize = 12;
/// The last heap for which pairs of old heaps are freed.
const PAIRS_UNTIL: u64 = 40;
/// How many earlier quotients a step may go back to.
const BACK: usize = 5;

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

/// What the step of one heap may spend before it stops at
/// [`QUOTIENT_WORK`]: states explored by the verification, and entries of
/// the candidates' tables. Counted, not timed, so a quotient is the same on
/// every machine, the page's and the command line's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// States the verification may explore.
    pub states: u64,
    /// Table entries the candidates may fill.
    pub tables: u64,
}

impl Budget {
    /// The full budget (`nimatron quotient`, the benchmarks, the tests).
    pub const FULL: Budget = Budget {
        states: MAX_QUOTIENT_WORK,
        tables: MAX_STEP_TABLES,
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
        let mut opts: Vec<(u64, u64)> = self.rule.heap_options(n).collect();
        opts.sort_unstable();
        opts.dedup();
        self.options.push(opts);
        let mut work = 0u64;
        let mut too_big = false;
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
            let Some((table, phi)) = product(base, &freed, n, k) else {
                too_big = true;
                continue;
            };
            // The tables built for one heap: past the budget, a limit.
            tabled += (table.len() * table.len()) as u64;
            if tabled > self.budget.tables {
                too_long = true;
                break;
            }
            let cand = Candidate::new(&table, &phi, &self.options).evaluate();
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
            self.stop = Some(Stop::Limit(if too_long || !too_big {
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
        if self.stages.len() > BACK {
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

/// The submonoid of `base × C_k × … × C_k` (one cyclic factor per freed
/// heap) that heaps `0..=n` generate: heap `h` goes to its image in `base`
/// (the identity past `base`'s heaps) and to the generator of its own
/// factor when freed. Built element by element, so only the reached part
/// is tabled; `None` past [`MAX_CANDIDATE`] elements.
fn product(base: &Stage, freed: &[u64], n: u64, k: usize) -> Option<(Table, Vec<u32>)> {
    let cyc = Table::cyclic(k);
    let gens: Vec<Vec<u32>> = (0..=n)
        .map(|h| {
            let mut t = vec![base.phi.get(h as usize).copied().unwrap_or(0)];
            t.extend(freed.iter().map(|&f| u32::from(f == h)));
            t
        })
        .collect();
    let mul = |x: &[u32], y: &[u32]| -> Vec<u32> {
        let mut z = vec![base.table.mul(x[0], y[0])];
        z.extend(x[1..].iter().zip(&y[1..]).map(|(&a, &b)| cyc.mul(a, b)));
        z
    };
    let mut index: rustc_hash::FxHashMap<Vec<u32>, u32> = rustc_hash::FxHashMap::default();
    let one = vec![0u32; freed.len() + 1];
    index.insert(one.clone(), 0);
    let mut elems = vec![one];
    let mut i = 0;
    while i < elems.len() {
        for g in &gens {
            let z = mul(&elems[i], g);
            if !index.contains_key(&z) {
                if elems.len() >= MAX_CANDIDATE {
                    return None;
                }
                index.insert(z.clone(), elems.len() as u32);
                elems.push(z);
            }
        }
        i += 1;
    }
    let len = elems.len();
    let mut table = Vec::with_capacity(len * len);
    for x in &elems {
        for y in &elems {
            table.push(index[&mul(x, y)]);
        }
    }
    let phi = gens.iter().map(|g| index[g]).collect();
    Some((Table::from_entries(len, table), phi))
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
        format!(
            "pub const ORDER: usize = {n};\npub const PREPERIOD: u64 = {e};\npub const PERIOD: u64 = {per};\npub const TABLE: [u8; {}] = [{}];\npub const P: [bool; {n}] = [{}];\npub const PHI: [u8; {}] = [{}];\npub const CHANGES: [u64; {}] = [{}];\n",
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
