//! The proof that a candidate's `Φ` respects misère outcomes on every sum
//! of heaps `≤ n` (infinitely many), by a finite search.
//!
//! Why it is finite: whether a sum `G` has an option in P depends on more
//! than `Φ(G)`, but only on the set
//! `W(G) = { w ∈ M : for some heap h of G, Φ(G − h)·w·σ ∈ P for an option σ of h }`
//! (`σ` the images of `h`'s options): `G` has a move to P exactly when the
//! identity is in `W(G)`. Adding a heap `k` gives
//! `W(G + k) = Φ(k)⁻¹W(G) ∪ Φ(G)⁻¹Good(k)` (`x⁻¹S = {w : xw ∈ S}`,
//! `Good(k)` the `y` with `yσ ∈ P` for an option `σ` of `k`), so the
//! states `(Φ(G), G has a move, W(G))` of all sums are the states reachable from
//! the empty sum, a finite set. `Φ` respects outcomes exactly when every
//! reachable state has `Φ(G) ∈ P ⇔ (G has a move and 1 ∉ W(G))` (by
//! induction on the sum: its options' outcomes are their images'). The
//! argument is ours; it is the finite check the builder relies on.

use std::hash::Hash;

use rustc_hash::FxHashSet;

use super::candidate::Evaluated;

/// Why a candidate is not proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// `Φ` respects outcomes: the candidate is a (possibly unreduced)
    /// quotient.
    Proved,
    /// Some sum is misjudged: the candidate is wrong.
    Fails,
    /// More than the allowed states: not decided.
    TooMuchWork,
}

/// A set of the monoid's elements. Most quotients have at most 64 (Kayles'
/// has 40), and then a set is one word: no allocation, one-word hashing
/// and unions (the search's states are mostly these sets, so this is its
/// speed); larger ones take a vector of words.
trait Set: Clone + Eq + Hash {
    fn empty(len: usize) -> Self;
    fn has(&self, i: u32) -> bool;
    fn insert(&mut self, i: u32);
    fn union_with(&mut self, other: &Self);
    /// Each element, increasing.
    fn each(&self, f: impl FnMut(u32));
}

impl Set for u64 {
    fn empty(_: usize) -> Self {
        0
    }
    fn has(&self, i: u32) -> bool {
        self >> i & 1 == 1
    }
    fn insert(&mut self, i: u32) {
        *self |= 1 << i;
    }
    fn union_with(&mut self, other: &Self) {
        *self |= other;
    }
    fn each(&self, mut f: impl FnMut(u32)) {
        let mut left = *self;
        while left != 0 {
            f(left.trailing_zeros());
            left &= left - 1;
        }
    }
}

impl Set for Vec<u64> {
    fn empty(len: usize) -> Self {
        vec![0; len.div_ceil(64)]
    }
    fn has(&self, i: u32) -> bool {
        self[i as usize / 64] >> (i % 64) & 1 == 1
    }
    fn insert(&mut self, i: u32) {
        self[i as usize / 64] |= 1 << (i % 64);
    }
    fn union_with(&mut self, other: &Self) {
        for (a, b) in self.iter_mut().zip(other) {
            *a |= *b;
        }
    }
    fn each(&self, mut f: impl FnMut(u32)) {
        for (i, word) in self.iter().enumerate() {
            word.each(|b| f(i as u32 * 64 + b));
        }
    }
}

/// Decides the candidate, exploring at most `max_states` states; `work`
/// counts the states explored (added to, for the caller's total).
pub fn verify(e: &Evaluated, max_states: usize, work: &mut u64) -> Verdict {
    if e.candidate.table.len() <= 64 {
        search::<u64>(e, max_states, work)
    } else {
        search::<Vec<u64>>(e, max_states, work)
    }
}

/// [`verify`] with sets of type `S`.
fn search<S: Set>(e: &Evaluated, max_states: usize, work: &mut u64) -> Verdict {
    let c = &e.candidate;
    let t = &c.table;
    let len = t.len();
    // x⁻¹S, testing each element.
    let inverse = |x: u32, s: &S| -> S {
        let mut out = S::empty(len);
        (0..len as u32)
            .filter(|&w| s.has(t.mul(x, w)))
            .for_each(|w| out.insert(w));
        out
    };
    // Heap types: (image, has a move, Good), each once.
    // Good(k) is the union of o⁻¹P over the images o of k's options:
    // `inv_p[o]` = { y : y·o ∈ P }, made once, not once per heap.
    let inv_p: Vec<S> = (0..len as u32)
        .map(|o| {
            let mut ys = S::empty(len);
            for y in 0..len as u32 {
                if e.p[t.mul(y, o) as usize] {
                    ys.insert(y);
                }
            }
            ys
        })
        .collect();
    let mut types: Vec<(u32, bool, S)> = Vec::new();
    for h in 1..c.phi.len() {
        let mut images = S::empty(len);
        for &o in &c.options[h] {
            images.insert(o);
        }
        let mut good = S::empty(len);
        images.each(|o| good.union_with(&inv_p[o as usize]));
        let ty = (c.phi[h], !c.options[h].is_empty(), good);
        if !types.contains(&ty) {
            types.push(ty);
        }
    }
    // Φ(G)⁻¹Good(k), by (Φ(G), type), made when first needed.
    let mut inv_good: Vec<Option<S>> = vec![None; len * types.len()];
    let start = (0u32, false, S::empty(len));
    let mut seen: FxHashSet<(u32, bool, S)> = FxHashSet::default();
    seen.insert(start.clone());
    let mut queue = vec![start];
    // The distinct images of the heap types: W's inverse is made once per
    // image, not once per type.
    let mut images: Vec<u32> = types.iter().map(|ty| ty.0).collect();
    images.sort_unstable();
    images.dedup();
    // In a one-word monoid, for each image v, `pre[z]` = { w : v·w = z }:
    // then v⁻¹W, made for every state, is the union of `pre[z]` over the z
    // of W, a few one-word unions instead of a product per element. In a
    // larger one a union costs a word per 64 elements, and testing each
    // element is cheaper.
    let tabled = len <= 64;
    let pre: Vec<(u32, Vec<S>)> = images
        .iter()
        .filter(|_| tabled)
        .map(|&v| {
            let mut row = vec![S::empty(len); len];
            for w in 0..len as u32 {
                row[t.mul(v, w) as usize].insert(w);
            }
            (v, row)
        })
        .collect();
    let mut inverses: Vec<S> = vec![S::empty(len); len];
    while let Some((x, moves, w)) = queue.pop() {
        if tabled {
            for (v, row) in &pre {
                let mut out = S::empty(len);
                w.each(|z| out.union_with(&row[z as usize]));
                inverses[*v as usize] = out;
            }
        } else {
            for &v in &images {
                inverses[v as usize] = inverse(v, &w);
            }
        }
        for (ti, (v, heap_moves, good)) in types.iter().enumerate() {
            let y = t.mul(x, *v);
            let mut nw = inverses[*v as usize].clone();
            let g = inv_good[x as usize * types.len() + ti].get_or_insert_with(|| inverse(x, good));
            nw.union_with(g);
            // Rule (misère): a sum with no move is N; another is P exactly
            // when no move reaches P.
            let moves = moves || *heap_moves;
            if e.p[y as usize] != (moves && !nw.has(0)) {
                return Verdict::Fails;
            }
            let state = (y, moves, nw);
            if !seen.contains(&state) {
                if seen.len() >= max_states {
                    return Verdict::TooMuchWork;
                }
                *work += 1;
                seen.insert(state.clone());
                queue.push(state);
            }
        }
    }
    Verdict::Proved
}
