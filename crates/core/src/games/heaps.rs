//! Moves between canonical heap positions (sorted, dead heaps dropped),
//! shared by the heap games' [`crate::ruleset::Ruleset::canonical_moves`].
//!
//! Why: the solver spends its time on children. Building each child
//! already sorted (one allocation, no sort) and skipping equal heaps (they
//! have the same children) makes it several times faster than `moves`
//! followed by `canonical`.
use crate::wide::Wide;

/// The canonical children of the canonical position `heaps` (ascending,
/// every heap `>= dead_below`), where a heap of `h` may lose any `s` in
/// `takes(h)` (each `1 <= s <= h`). A heap left below `dead_below` is
/// dropped.
pub(crate) fn sorted_children<I: Iterator<Item = u64>>(
    heaps: &[u64],
    dead_below: u64,
    mut takes: impl FnMut(u64) -> I,
) -> Vec<Vec<u64>> {
    let dead_below = dead_below.max(1);
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        // Equal heaps have the same children: only the first of a run.
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        // heaps[..i] < h <= heaps[i+1..] (ascending, first of its run).
        for s in takes(h) {
            let Some(left) = h.checked_sub(s) else {
                continue;
            };
            let at = heaps[..i].partition_point(|&x| x <= left);
            let mut child = Vec::with_capacity(heaps.len());
            child.extend_from_slice(&heaps[..at]);
            if left >= dead_below {
                child.push(left);
            }
            child.extend_from_slice(&heaps[at..i]);
            child.extend_from_slice(&heaps[i + 1..]);
            out.push(child);
        }
    }
    out
}

/// Heaps below `dead_below` have no move, and a heap with no move changes
/// nothing in a sum (under either convention), so the canonical form drops
/// them and sorts the rest.
pub(crate) fn canonical_heaps(heaps: &[u64], dead_below: u64) -> Vec<u64> {
    let mut c: Vec<u64> = heaps
        .iter()
        .copied()
        .filter(|&h| h >= dead_below.max(1))
        .collect();
    c.sort_unstable();
    c
}

/// How many canonical (sorted) positions are reachable from `heaps`: the
/// non-decreasing `z` with `z_i <= h_i` for `h` sorted (a sorted `z` is
/// reachable exactly when it fits under sorted `h` term by term). Exact by
/// dynamic programming when that is cheap, otherwise the product
/// `Π (h_i + 1)`, an upper bound. Saturates at `u128::MAX`.
pub fn sorted_positions_below(heaps: &[u64]) -> u128 {
    let mut h: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
    h.sort_unstable();
    let top = h.last().copied().unwrap_or(0);
    let cheap = (h.len() as u128).saturating_mul(u128::from(top) + 1) <= 1 << 20;
    if !cheap {
        return h
            .iter()
            .fold(1u128, |acc, &x| acc.saturating_mul(u128::from(x) + 1));
    }
    // ways[v] = sequences so far ending in value v (values 0..=top).
    // Kept as `Wide`: no list of u128 (`crate::wide`).
    let mut ways = vec![Wide::default(); top as usize + 1];
    ways[0] = Wide::new(1);
    for &limit in &h {
        // Non-decreasing: the next value v may follow any value <= v.
        let mut running = 0u128;
        for (v, w) in ways.iter_mut().enumerate() {
            running = running.saturating_add(w.get());
            *w = Wide::new(if v as u64 <= limit { running } else { 0 });
        }
    }
    ways.iter().fold(0u128, |a, w| a.saturating_add(w.get()))
}

/// The parts of [`crate::ruleset::Ruleset`] that the games on a row of
/// heaps (`Vec<u64>`, the position `N,N,...`) write alike, so that such a
/// game writes only its own rules: its moves, its test of a move, its
/// theorems. Inside `impl Ruleset for X`, after `type Position =
/// Vec<u64>;`, name the parts the game takes:
///
/// * `decode`, `encode` — the text syntax, heaps checked against
///   [`crate::limits::MAX_HEAPS`];
/// * `canonical` — empty heaps dropped, the rest sorted (the order of
///   heaps plays no part, nor does an empty heap);
/// * `bound` — [`sorted_positions_below`];
/// * `end` — the game is over when every heap is empty;
/// * `moves_by_first` — `moves` is every one of `first_moves`;
/// * `all` — every part above: a game on any heaps whose empty heaps
///   and order play no part;
/// * `join` — a move in one heap (a part, [`crate::parts`]) leaves it
///   in place, lowered or split ([`crate::parts::heap_join`]);
/// * `nim_theorems` — the outcome, Grundy value, remoteness, winning moves
///   and a random move of Nim (Bouton), for a game whose moves are Nim's.
macro_rules! heap_game {
    ($($part:ident),* $(,)?) => {
        $( $crate::games::heaps::heap_game!(@ $part); )*
    };
    (@ all) => {
        $crate::games::heaps::heap_game!(decode, encode, moves_by_first, canonical, bound, end);
    };
    (@ decode) => {
        fn decode(&self, position: &$crate::Position) -> Result<Vec<u64>, $crate::CoreError> {
            $crate::games::heap_rules::heaps(position)
        }
    };
    (@ encode) => {
        fn encode(&self, heaps: &Vec<u64>) -> $crate::Position {
            $crate::Position::new(heaps.clone())
        }
    };
    (@ canonical) => {
        // Rule: empty heaps play no part, and the order of heaps none.
        fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
            $crate::games::heaps::canonical_heaps(heaps, 1)
        }
    };
    (@ bound) => {
        fn reachable_bound(&self, heaps: &Vec<u64>) -> Option<u128> {
            Some($crate::games::heaps::sorted_positions_below(heaps))
        }
    };
    (@ end) => {
        // Rule: the game ends when every heap is empty.
        fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
            heaps.iter().all(|&h| h == 0)
        }
    };
    (@ nim_theorems) => {
        fn outcome(&self, heaps: &Vec<u64>, convention: $crate::Convention) -> Option<$crate::Outcome> {
            // Bouton: P exactly when the nim-sum is 0 (misère: see `nim::outcome`).
            Some($crate::games::nim::outcome(heaps, convention))
        }

        fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
            // Sprague–Grundy: a heap of n is *n, a sum is the XOR.
            Some($crate::games::nim::nim_sum(heaps))
        }

        fn remoteness(&self, heaps: &Vec<u64>, convention: $crate::Convention) -> Option<u64> {
            u64::try_from($crate::games::nim::remoteness(heaps, convention)).ok()
        }

        fn winning_moves(
            &self,
            heaps: &Vec<u64>,
            convention: $crate::Convention,
            limit: usize,
        ) -> Option<(Vec<Vec<u64>>, usize)> {
            let all = $crate::games::nim::winning_moves(heaps, convention);
            let listed = all
                .iter()
                .take(limit)
                .filter_map(|&m| $crate::games::nim::apply(heaps, m))
                .collect();
            Some((listed, all.len()))
        }

        fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
            let mut rng = $crate::engine::computer::Pick(pick);
            $crate::games::nim::strategy::random_move(heaps, &mut rng)
                .and_then(|m| $crate::games::nim::apply(heaps, m))
        }
    };
    (@ join) => {
        // Rule: a move in one part changes that heap or row in place.
        fn join(&self, heaps: &Vec<u64>, index: usize, part: &$crate::Position) -> Option<Vec<u64>> {
            $crate::parts::heap_join(heaps, index, part)
        }
    };
    (@ moves_by_first) => {
        fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
            self.first_moves(heaps, usize::MAX)
        }
    };
}
pub(crate) use heap_game;
