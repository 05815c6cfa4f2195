//! A fast non-cryptographic hasher for the solver's memo (the Fx hash of
//! rustc and Firefox). The memo's keys are positions the solver made
//! itself, so hash flooding is not a concern, and SipHash was most of the
//! solver's time.

use std::hash::{BuildHasherDefault, Hasher};

/// The Fx hasher: rotate, XOR a word, multiply.
#[derive(Debug, Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.add(u64::from(b));
        }
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // The product's low bits depend only on the key's low bits, and a
        // hash table picks its bucket from the low bits: keys that differ
        // only high up (the bitmask of a graph's vertices 20 to 31) all
        // fell in a few buckets, and a search of Arc Kayles on 32 vertices
        // spent 90% of its time probing. Rotating brings the well-mixed
        // high bits down (as rustc-hash 2 does).
        self.hash.rotate_left(26)
    }
}

/// Builds [`FxHasher`]s for a `HashMap`.
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

#[cfg(test)]
mod tests {
    use std::hash::BuildHasher;

    use super::FxBuildHasher;

    fn hash(key: u64) -> u64 {
        FxBuildHasher::default().hash_one(key)
    }

    #[test]
    fn keys_that_differ_only_in_high_bits_spread_over_the_low_bits() {
        // Graph positions: vertices 0 to 19 present, 20 to 31 varying. A
        // table of 4096 buckets picks one by the low 12 bits.
        let mut buckets: Vec<u64> = (0..4096u64)
            .map(|k| hash(0xF_FFFF | (k << 20)) & 4095)
            .collect();
        buckets.sort_unstable();
        buckets.dedup();
        assert!(buckets.len() > 2000, "{} buckets of 4096", buckets.len());
    }
}
