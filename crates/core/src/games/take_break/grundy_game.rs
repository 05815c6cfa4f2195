//! Grundy's game: a move splits one heap into two unequal non-empty heaps.
//!
//! Why apart from octal codes: it removes nothing and forbids equal parts,
//! which no octal digit says, so the periodicity theorem does not apply and
//! the engines must skip the equal split. Its values are OEIS A002188;
//! whether they are eventually periodic is a famous open question.

/// The options of one heap of `n`: pairs `(a, b)` with `a > b >= 1` and
/// `a + b = n` (none for `n <= 2`).
///
/// ```
/// use nimatron_core::games::take_break::grundy_game::moves_of_heap;
/// assert_eq!(moves_of_heap(7).collect::<Vec<_>>(), vec![(6, 1), (5, 2), (4, 3)]);
/// assert_eq!(moves_of_heap(2).count(), 0);
/// ```
pub fn moves_of_heap(n: u64) -> impl Iterator<Item = (u64, u64)> {
    (1..=n.saturating_sub(1) / 2).map(move |b| (n - b, b))
}
