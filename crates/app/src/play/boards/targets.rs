//! The position a click on a board asks for, as plain arithmetic on the
//! numbers of the position on show: a take from a heap, a knock on a row
//! of pins (the row splits), a bite of Chomp. Written apart from the
//! boards, which only draw and call these; whether the move is legal is
//! the core's answer (`is_move`), never these functions'.

use nimatron_core::Position;

/// The position after taking `take` from heap `i`.
pub fn after_take(heaps: &[u64], i: usize, take: u64) -> Position {
    let mut next = heaps.to_vec();
    if let Some(h) = next.get_mut(i) {
        *h = h.saturating_sub(take);
    }
    Position::new(next)
}

/// The heaps after every marked take `(heap, stones)`, one move of a game
/// that takes from several heaps at once.
pub fn after_takes(heaps: &[u64], takes: &[(usize, u64)]) -> Position {
    let mut next = heaps.to_vec();
    for &(i, take) in takes {
        if let Some(h) = next.get_mut(i) {
            *h = h.saturating_sub(take);
        }
    }
    Position::new(next)
}

/// The rows after knocking `count` pins starting at pin `pin` (0-based) of
/// row `i`: the row splits into what is left on each side (empty sides
/// dropped).
pub fn after_knock(rows: &[u64], i: usize, pin: u64, count: u64) -> Position {
    let mut next = Vec::with_capacity(rows.len() + 1);
    for (j, &n) in rows.iter().enumerate() {
        if j == i {
            let left = pin.min(n);
            let right = n.saturating_sub(pin).saturating_sub(count);
            next.extend([left, right].into_iter().filter(|&x| x > 0));
        } else {
            next.push(n);
        }
    }
    Position::new(next)
}

/// The first pin of a run of `count` knocked by a click on `pin` of a row
/// of `n`: the run starts at the pin, or ends at the row's last pin when it
/// would run past it.
pub fn run_start(pin: u64, n: u64, count: u64) -> u64 {
    pin.min(n.saturating_sub(count))
}

/// The first pin of a pair knocked by a click on `pin` of a row of `n`.
pub fn pair_start(pin: u64, n: u64) -> u64 {
    run_start(pin, n, 2)
}

/// Circular Nim's position (the circle's size, or 0 and the rows) after
/// `count` adjacent objects go: a circle opens into one row of the rest;
/// a run knocked from row `i` splits it.
pub fn after_ring(numbers: &[u64], i: usize, pin: u64, count: u64) -> Position {
    let rows = match numbers.split_first() {
        Some((&circle, _)) if circle > 0 => vec![circle.saturating_sub(count)],
        Some((_, rows)) => after_knock(rows, i, pin, count).numbers().to_vec(),
        None => Vec::new(),
    };
    Position::new(
        std::iter::once(0)
            .chain(rows.into_iter().filter(|&r| r > 0))
            .collect(),
    )
}

/// The rows (from the bottom up) after biting at row `row`, column `col`
/// (both 0-based): every row from `row` up is cut to `col` squares; empty
/// rows at the top are dropped.
pub fn after_bite(rows: &[u64], row: usize, col: u64) -> Position {
    let next = rows
        .iter()
        .enumerate()
        .map(|(i, &r)| if i < row { r } else { r.min(col) })
        .take_while(|&r| r > 0)
        .collect();
    Position::new(next)
}
