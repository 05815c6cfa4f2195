//! The rare/common classification of the sparse space phenomenon
//! (Berlekamp; Gangolli–Plambeck; Flammenkamp's tables).
//!
//! Why: XOR is linear, so for a mask `m` the parity of `popcount(v & m)`
//! is additive: `parity(a ^ b) = parity(a) ^ parity(b)`. A position is
//! *rare* when the parity of its masked value is even (optionally flipped
//! by the heap's parity, the "domain" variant, allowed when every split
//! removes a number of stones of the same parity). Then a *common* value
//! (odd) only arises from a rare part XOR a common part, so the common
//! options of a heap are found by visiting the few rare positions.
//!
//! How the mask is chosen: with `c[x]` the number of positions whose key
//! `x = value << 1 | heap bit` occurs, the rare count under key mask `M` is
//! `(N + W[M]) / 2` where `W` is the Walsh–Hadamard transform of `c`; the
//! least one wins (ties keep the current mask, then the smallest).

/// A classification of positions into rare and common.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Classification {
    /// Value bits whose parity is taken.
    pub mask: u16,
    /// Whether the heap's parity flips the class (the domain variant).
    pub by_position: bool,
    /// The parity of the stones removed by every split (used when
    /// `by_position`).
    pub position_bit: u8,
}

impl Classification {
    /// Every position rare (mask 0): the start, before any value is known.
    pub const ALL_RARE: Classification = Classification {
        mask: 0,
        by_position: false,
        position_bit: 0,
    };

    /// Whether heap `n` of value `value` is rare.
    pub fn is_rare(&self, value: u16, n: u64) -> bool {
        (value & self.mask).count_ones() & 1 == u32::from(self.flip(n))
    }

    /// 1 when the class of values at heap `n` is flipped by its parity.
    pub fn flip(&self, n: u64) -> u8 {
        if self.by_position {
            ((n ^ u64::from(self.position_bit)) & 1) as u8
        } else {
            0
        }
    }

    /// The key mask `M` over keys `value << 1 | heap bit`.
    pub(crate) fn key_mask(&self) -> usize {
        (usize::from(self.mask) << 1) | usize::from(self.by_position)
    }
}

/// The parity shared by every split's removal, if there are splits and
/// they all share one (Grundy's game: 0; `0.77`: none).
pub(crate) fn split_parity(split: u64) -> Option<u8> {
    const ODD: u64 = 0xAAAA_AAAA_AAAA_AAAA;
    if split == 0 {
        None
    } else if split & ODD == 0 {
        Some(0)
    } else if split & !ODD == 0 {
        Some(1)
    } else {
        None
    }
}

/// The key of heap `n` of value `value` in the counts.
pub(crate) fn key(value: u16, n: u64, position_bit: u8) -> usize {
    (usize::from(value) << 1) | ((n ^ u64::from(position_bit)) & 1) as usize
}

/// The classification with the fewest rare positions, given `counts[key]`
/// over `total` positions (length a power of two). `position_bit` is
/// `None` when the domain variant is not allowed.
pub(crate) fn best(
    counts: &[u64],
    total: u64,
    position_bit: Option<u8>,
    current: Classification,
) -> Classification {
    let mut w: Vec<i64> = counts.iter().map(|&c| c as i64).collect();
    let mut h = 1;
    while h < w.len() {
        for block in w.chunks_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (a, b) = (*x, *y);
                *x = a + b;
                *y = a - b;
            }
        }
        h *= 2;
    }
    let rare_of = |m: usize| (total as i64 + w.get(m).copied().unwrap_or(total as i64)) / 2;
    let allowed = |m: usize| m & 1 == 0 || position_bit.is_some();
    let mut best_m = if allowed(current.key_mask()) && current.key_mask() < w.len() {
        current.key_mask()
    } else {
        0
    };
    let mut best_rare = rare_of(best_m);
    for m in 0..w.len() {
        if allowed(m) && rare_of(m) < best_rare {
            best_m = m;
            best_rare = rare_of(m);
        }
    }
    Classification {
        mask: (best_m >> 1) as u16,
        by_position: best_m & 1 == 1,
        position_bit: position_bit.unwrap_or(0),
    }
}
