//! A candidate quotient, its P-portion from real positions, and its
//! reduction to the misère quotient once [`super::verify`] has proved it.
//!
//! Why candidates: the quotient of heaps `≤ n` is not a function of the
//! quotient of heaps `≤ n − 1` alone (a new heap can tell apart sums the
//! old heaps could not), so the builder proposes a monoid `M` with a map
//! `Φ` of heaps into it, and keeps it only when the verification proves
//! that `Φ` respects misère outcomes on every sum of heaps `≤ n`. Then the
//! misère quotient is `M` divided by indistinguishability, `x ~ y` when
//! `xz ∈ P ⇔ yz ∈ P` for every `z` (Plambeck and Siegel, *Misère quotients
//! for impartial games*, JCTA 115 (2008), §3).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::monoid::{Monoid, Table};

/// A monoid, the image `phi[h]` of each heap `h` (`phi[0]` the identity)
/// and the image of each heap's options.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The monoid (the submonoid the heaps generate).
    pub table: Table,
    /// `phi[h]`, heaps `0..=n`.
    pub phi: Vec<u32>,
    /// The images of the options of heap `h`, sorted, each once
    /// (`options[0]` empty).
    pub options: Vec<Vec<u32>>,
}

/// A candidate with its P-portion.
#[derive(Debug, Clone)]
pub struct Evaluated {
    /// The candidate.
    pub candidate: Candidate,
    /// `p[x]`: `x` is in the P-portion.
    pub p: Vec<bool>,
}

impl Candidate {
    /// The candidate of `table` and heap images `phi` (`0` = identity at
    /// heap 0), options given as heap pairs `(a, b)` (0: no heap) for each
    /// heap; restricted to the submonoid the heaps generate.
    pub fn new(table: &Table, phi: &[u32], heap_options: &[Vec<(u64, u64)>]) -> Candidate {
        let (table, _, phi) = table.generated_by(phi);
        let options = option_images(&table, &phi, heap_options);
        Candidate {
            table,
            phi,
            options,
        }
    }

    /// The candidate with its P-portion ([`p_portion`]).
    pub fn evaluate(self) -> Evaluated {
        let lightest = distinct_images(&self.phi);
        let p = p_portion(&self.table, &lightest, &self.phi, &self.options);
        Evaluated { candidate: self, p }
    }
}

/// The distinct images of heaps `1..` (`phi[h]` heap `h`'s), each with its
/// lightest heap: the steps of [`p_portion`]'s walk.
pub fn distinct_images<T: Copy + PartialEq>(phi: &[T]) -> Vec<(T, usize)> {
    let mut out: Vec<(T, usize)> = Vec::new();
    for (h, &x) in phi.iter().enumerate().skip(1) {
        if !out.iter().any(|&(y, _)| y == x) {
            out.push((x, h));
        }
    }
    out
}

/// The images of each heap's options (pairs of heaps, 0: none), sorted,
/// each once.
pub fn option_images(
    m: &impl Monoid,
    phi: &[u32],
    heap_options: &[Vec<(u64, u64)>],
) -> Vec<Vec<u32>> {
    heap_options
        .iter()
        .map(|opts| {
            let mut o: Vec<u32> = opts
                .iter()
                .map(|&(a, b)| m.mul(phi[a as usize], phi[b as usize]))
                .collect();
            o.sort_unstable();
            o.dedup();
            o
        })
        .collect()
}

/// The P-portion read from real positions: each element's lightest sum of
/// heaps (fewest stones; Dijkstra over the heaps' images, `gens` each
/// image with its lightest heap) is a misère P-position when it is not
/// empty and none of its options lands in P. Its options weigh less, so
/// their elements are decided first. The verification then proves this
/// holds for every sum. `options[h]`: the images of heap `h`'s options.
pub fn p_portion(
    m: &impl Monoid,
    gens: &[(u32, usize)],
    phi: &[u32],
    options: &[Vec<u32>],
) -> Vec<bool> {
    let len = m.order();
    let mut dist = vec![u64::MAX; len];
    // The lightest sum of x: the sum of `pred[x].0` plus heap `pred[x].1`.
    let mut pred = vec![(0u32, 0usize); len];
    let mut p = vec![false; len];
    let mut done = vec![false; len];
    let mut queue = BinaryHeap::new();
    dist[0] = 0;
    queue.push(Reverse((0u64, 0u32)));
    let walk = Walk { m, phi, options };
    while let Some(Reverse((d, x))) = queue.pop() {
        if done[x as usize] || d > dist[x as usize] {
            continue;
        }
        done[x as usize] = true;
        // Rule (misère): a sum with no move is an N-position (whoever
        // cannot move wins); another is P when no option is.
        p[x as usize] = walk.has_move(x, &pred) && walk.no_option_in_p(x, &pred, &p);
        for &(g, h) in gens {
            let y = m.mul(x, g) as usize;
            let w = d + h as u64;
            if w < dist[y] {
                dist[y] = w;
                pred[y] = (x, h);
                queue.push(Reverse((w, y as u32)));
            }
        }
    }
    p
}

/// A monoid with the heaps' images and their options' images: the
/// lightest sums' moves.
struct Walk<'a, M> {
    m: &'a M,
    phi: &'a [u32],
    options: &'a [Vec<u32>],
}

impl<M: Monoid> Walk<'_, M> {
    /// The lightest sum of `x` has a move (a heap with options).
    fn has_move(&self, x: u32, pred: &[(u32, usize)]) -> bool {
        let mut cur = x;
        while cur != 0 {
            let (prev, h) = pred[cur as usize];
            if !self.options[h].is_empty() {
                return true;
            }
            cur = prev;
        }
        false
    }

    /// The lightest sum of `x` has no option in P (its options' elements
    /// are lighter, so already decided).
    fn no_option_in_p(&self, x: u32, pred: &[(u32, usize)], p: &[bool]) -> bool {
        let mut heaps = Vec::new();
        let mut cur = x;
        while cur != 0 {
            let (prev, h) = pred[cur as usize];
            heaps.push(h);
            cur = prev;
        }
        heaps.sort_unstable();
        heaps.dedup();
        // The product of the others when one heap h is moved in: follow the
        // path again without one copy of h.
        for &h in &heaps {
            let mut rest = 0u32;
            let mut skipped = false;
            let mut cur = x;
            while cur != 0 {
                let (prev, g) = pred[cur as usize];
                if g == h && !skipped {
                    skipped = true;
                } else {
                    rest = self.m.mul(rest, self.phi[g]);
                }
                cur = prev;
            }
            for &o in &self.options[h] {
                // Rule (misère): a move to a P-position makes this an N-position.
                if p[self.m.mul(rest, o) as usize] {
                    return false;
                }
            }
        }
        true
    }
}

/// A verified candidate divided by indistinguishability: the misère
/// quotient, renumbered in the order the heaps reach its elements.
pub fn reduce(e: &Evaluated) -> (Table, Vec<bool>, Vec<u32>) {
    let t = &e.candidate.table;
    let len = t.len();
    let words = len.div_ceil(64);
    // Signature of x: the z with xz in P.
    let mut class_of_sig = rustc_hash::FxHashMap::default();
    let mut class = vec![0u32; len];
    let mut reps = Vec::new();
    for x in 0..len as u32 {
        let mut sig = vec![0u64; words];
        for z in 0..len as u32 {
            if e.p[t.mul(x, z) as usize] {
                sig[z as usize / 64] |= 1 << (z % 64);
            }
        }
        let next = reps.len() as u32;
        let c = *class_of_sig.entry(sig).or_insert(next);
        if c == next {
            reps.push(x);
        }
        class[x as usize] = c;
    }
    let k = reps.len();
    let mut mul = Vec::with_capacity(k * k);
    for &x in &reps {
        for &y in &reps {
            mul.push(class[t.mul(x, y) as usize]);
        }
    }
    let q = Table::from_entries(k, mul);
    let phi: Vec<u32> = e.candidate.phi.iter().map(|&x| class[x as usize]).collect();
    let (q, old, phi) = q.generated_by(&phi);
    let p = old
        .iter()
        .map(|&c| e.p[reps[c as usize] as usize])
        .collect();
    (q, p, phi)
}
