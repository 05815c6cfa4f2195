//! The solver's memo hashes positions with rustc's Fx hash
//! (`rustc_hash::FxBuildHasher`): the keys are positions the solver made
//! itself, so hash flooding is not a concern, and SipHash was most of the
//! solver's time. A fast hash must still spread the keys the solver makes:
//! graph positions differ only in their high bits.

use std::hash::BuildHasher;

use rustc_hash::FxBuildHasher;

#[test]
fn keys_that_differ_only_in_high_bits_spread_over_the_low_bits() {
    // Graph positions: vertices 0 to 19 present, 20 to 31 varying. A table
    // of 4096 buckets picks one by the low 12 bits.
    let hash = |key: u64| FxBuildHasher.hash_one(key);
    let mut buckets: Vec<u64> = (0..4096u64)
        .map(|k| hash(0xF_FFFF | (k << 20)) & 4095)
        .collect();
    buckets.sort_unstable();
    buckets.dedup();
    assert!(buckets.len() > 2000, "{} buckets of 4096", buckets.len());
}
