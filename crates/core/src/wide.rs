//! A `u128` count kept in a list at 8-byte alignment: [`Wide`].
//!
//! Why: a `Vec<u128>` is 16-aligned, and in the WebAssembly builds (std
//! built from source, its allocator dlmalloc 0.2.11) a zeroed 16-aligned
//! list corrupted the allocator's state: the worker aborted in dlmalloc's
//! size check on a later free (a Kayles analysis, through
//! `heap_rules::rows_bound`). The counts that bound a search are kept as
//! two `u64` words instead; `crates/architecture` checks that no list of
//! `u128` comes back.

/// A `u128`, stored as two `u64` words (8-byte aligned).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wide([u64; 2]);

impl Wide {
    /// `value`, stored.
    pub fn new(value: u128) -> Self {
        Wide([value as u64, (value >> 64) as u64])
    }

    /// The value stored.
    pub fn get(self) -> u128 {
        u128::from(self.0[0]) | (u128::from(self.0[1]) << 64)
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;

    #[test]
    fn round_trips() {
        for v in [
            0,
            1,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            u128::MAX,
            12345 << 70,
        ] {
            assert_eq!(Wide::new(v).get(), v);
        }
        assert_eq!(std::mem::align_of::<Wide>(), std::mem::align_of::<u64>());
    }
}
