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

use rustc_hash::{FxHashMap, FxHashSet};

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

type Bits = Vec<u64>;

fn has(bits: &[u64], i: u32) -> bool {
    bits[i as usize / 64] >> (i % 64) & 1 == 1
}

/// Decides the candidate, exploring at most `max_states` states; `work`
/// counts the states explored (added to, for the caller's total).
pub fn verify(e: &Evaluated, max_states: usize, work: &mut u64) -> Verdict {
    let c = &e.candidate;
    let t = &c.table;
    let len = t.len();
    let words = len.div_ceil(64);
    // x⁻¹S for a set S.
    let inverse = |x: u32, s: &[u64]| -> Bits {
        let mut out = vec![0u64; words];
        for w in 0..len as u32 {
            if has(s, t.mul(x, w)) {
                out[w as usize / 64] |= 1 << (w % 64);
            }
        }
        out
    };
    // Heap types: (image, has a move, Good), each once.
    let mut types: Vec<(u32, bool, Bits)> = Vec::new();
    for h in 1..c.phi.len() {
        let mut good = vec![0u64; words];
        for y in 0..len as u32 {
            if c.options[h].iter().any(|&o| e.p[t.mul(y, o) as usize]) {
                good[y as usize / 64] |= 1 << (y % 64);
            }
        }
        let ty = (c.phi[h], !c.options[h].is_empty(), good);
        if !types.contains(&ty) {
            types.push(ty);
        }
    }
    let mut inv_good: FxHashMap<(u32, usize), Bits> = FxHashMap::default();
    let start = (0u32, false, vec![0u64; words]);
    let mut seen: FxHashSet<(u32, bool, Bits)> = FxHashSet::default();
    seen.insert(start.clone());
    let mut queue = vec![start];
    // The distinct images of the heap types: W's inverse is made once per
    // image, not once per type.
    let mut images: Vec<u32> = types.iter().map(|ty| ty.0).collect();
    images.sort_unstable();
    images.dedup();
    while let Some((x, moves, w)) = queue.pop() {
        let inverses: FxHashMap<u32, Bits> = images.iter().map(|&v| (v, inverse(v, &w))).collect();
        for (ti, (v, heap_moves, good)) in types.iter().enumerate() {
            let y = t.mul(x, *v);
            let mut nw = inverses[v].clone();
            let g = inv_good.entry((x, ti)).or_insert_with(|| inverse(x, good));
            for (a, b) in nw.iter_mut().zip(g.iter()) {
                *a |= *b;
            }
            // Rule (misère): a sum with no move is N; another is P exactly
            // when no move reaches P.
            let moves = moves || *heap_moves;
            if e.p[y as usize] != (moves && !has(&nw, 0)) {
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
