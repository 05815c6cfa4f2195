//! Random positions for "Random position" and "New game". The numbers
//! come from the caller (`Math.random` in the app, fixed ones in tests), so
//! these stay pure.

/// Most heaps a random game has (the setup's range is 1 to this).
pub const MAX_RANDOM_HEAPS: usize = 12;

/// A random teaching position: 3 to 5 heaps of 1 to 12 stones. `unit`
/// yields numbers in `[0, 1)` (the browser's `Math.random` in the app, a
/// fixed sequence in tests).
pub fn random_heaps(mut unit: impl FnMut() -> f64) -> Vec<u64> {
    let count = pick(&mut unit, 3, 5) as usize;
    random_sizes(count, unit)
}

/// `count` heaps (at most [`MAX_RANDOM_HEAPS`]) of 1 to 12 stones.
pub fn random_sizes(count: usize, mut unit: impl FnMut() -> f64) -> Vec<u64> {
    (0..count.clamp(1, MAX_RANDOM_HEAPS))
        .map(|_| pick(&mut unit, 1, 12))
        .collect()
}

fn pick(unit: &mut impl FnMut() -> f64, lo: u64, hi: u64) -> u64 {
    let span = (hi - lo + 1) as f64;
    let r = unit().clamp(0.0, 1.0 - f64::EPSILON);
    let r = if r.is_nan() { 0.0 } else { r };
    lo + (r * span) as u64
}
