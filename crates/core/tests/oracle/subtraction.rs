//! Subtraction games, written from the blog's simplified Nim (take 1, 2 or
//! 3 stones, the last stone wins), the seed's article ("The subtraction
//! game": take 1 to k) and the Min Nim README (take r1, r2 or r3 from one
//! of three heaps that has enough): a move takes an allowed amount from
//! one heap, the heaps staying in their places.

use nimatron_core::Position;
use proptest::prelude::*;

use super::nim_family::numbers;
use super::{Family, Rules, lists, pos, with};

/// The families of this file.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "take",
        rules: |params| {
            let k = numbers(params)[0];
            Box::new(Subtract {
                amounts: (1..=k).collect(),
                three: false,
            })
        },
        random: Some(|| (1u64..=6).prop_map(|k| format!("take:{k}")).boxed()),
    },
    Family {
        name: "subtraction",
        rules: |params| {
            Box::new(Subtract {
                amounts: numbers(params),
                three: false,
            })
        },
        random: Some(|| {
            proptest::collection::btree_set(1u64..=7, 1..=4)
                .prop_map(|s| {
                    let s: Vec<String> = s.iter().map(u64::to_string).collect();
                    format!("subtraction:{}", s.join(","))
                })
                .boxed()
        }),
    },
    Family {
        name: "min-nim",
        rules: |params| {
            Box::new(Subtract {
                amounts: numbers(params),
                three: true,
            })
        },
        random: Some(|| {
            proptest::sample::subsequence((1u64..=7).collect::<Vec<_>>(), 3)
                .prop_map(|r| format!("min-nim:{},{},{}", r[0], r[1], r[2]))
                .boxed()
        }),
    },
];

/// Take one of `amounts` from one heap; Min Nim plays on exactly three.
struct Subtract {
    amounts: Vec<u64>,
    three: bool,
}

impl Rules for Subtract {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let h = p.numbers();
        let mut out = Vec::new();
        for i in 0..h.len() {
            for &s in self.amounts.iter().filter(|&&s| s <= h[i]) {
                out.push(pos(with(h, i, h[i] - s)));
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        let (count, max) = if self.three { (3, 6) } else { (3, 5) };
        lists(count, max)
            .into_iter()
            .filter(|h| !self.three || h.len() == 3)
            .map(pos)
            .collect()
    }
}
