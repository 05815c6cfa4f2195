//! Moves between canonical heap positions (sorted, dead heaps dropped),
//! shared by the heap games' [`crate::ruleset::Ruleset::canonical_moves`].
//!
//! Why: the solver spends its time on children. Building each child
//! already sorted (one allocation, no sort) and skipping equal heaps (they
//! have the same children) makes it several times faster than `moves`
//! followed by `canonical`.

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
