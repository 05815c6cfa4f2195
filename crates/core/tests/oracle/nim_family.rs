//! Nim and the games that change its rule of moving, written from the
//! seed's Wikipedia article ("Nim (juego)" and its Variaciones): a move
//! takes stones from heaps; the heaps stay in their places (the text
//! `3,4,5`), an emptied heap stays as `0`.

use std::collections::HashMap;

use nimatron_core::{Convention, FactValue, Position};
use proptest::prelude::*;

use super::{Family, Oracle, Rules, index, lists, pos, with};

/// The families of this file.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "nim",
        rules: |_| Box::new(Heaps::nim()),
        random: None,
    },
    Family {
        name: "candy",
        // Candy Nim is Nim's moves; the candies are a second goal.
        rules: |_| Box::new(Heaps::nim()),
        random: None,
    },
    Family {
        name: "greedy",
        rules: |_| Box::new(Heaps::of(Rule::Greedy, 3, 4)),
        random: None,
    },
    Family {
        name: "equal",
        rules: |_| Box::new(Heaps::of(Rule::Equal, 3, 4)),
        random: None,
    },
    Family {
        name: "wythoff",
        rules: |_| Box::new(Wythoff),
        random: None,
    },
    Family {
        name: "moore",
        rules: moore,
        random: Some(|| {
            (1u64..=3, proptest::option::of(1u64..=3))
                .prop_map(|(k, r)| match r {
                    Some(r) => format!("moore:{k},{r}"),
                    None => format!("moore:{k}"),
                })
                .boxed()
        }),
    },
    Family {
        name: "building",
        rules: building,
        random: Some(|| {
            (1u64..=7, 1u64..=3)
                .prop_map(|(n, s)| format!("building:{n},{s}"))
                .boxed()
        }),
    },
    Family {
        name: "fibonacci",
        rules: |_| Box::new(Fibonacci),
        random: None,
    },
];

/// Numbers from a parameter text `1,2`.
pub fn numbers(params: Option<&str>) -> Vec<u64> {
    params
        .unwrap_or_default()
        .split(',')
        .map(|n| n.trim().parse().expect("a number"))
        .collect()
}

/// How a heap game moves.
#[derive(Clone, Copy)]
enum Rule {
    /// Nim: any positive number from one heap.
    Nim,
    /// Greedy Nim: any positive number, but only from a largest heap.
    Greedy,
    /// The seed's multi-heap rule: any number from one heap, or the same
    /// positive number from every heap.
    Equal,
    /// Moore's index-k Nim: take from at least one and at most `k` heaps,
    /// any positive number from each, at most `r` from each when limited.
    Moore { k: usize, r: Option<u64> },
}

/// A heap game's rules and the size of its small positions.
struct Heaps {
    rule: Rule,
    count: usize,
    max: u64,
}

impl Heaps {
    fn of(rule: Rule, count: usize, max: u64) -> Self {
        Heaps { rule, count, max }
    }

    fn nim() -> Self {
        Heaps::of(Rule::Nim, 3, 4)
    }
}

/// Every way of lowering heap `i` of `h`.
fn one_heap(h: &[u64], i: usize) -> impl Iterator<Item = Vec<u64>> + '_ {
    (0..h[i]).map(move |t| with(h, i, t))
}

/// Every position of Moore's rule from `h`: takes `take[i]` on each heap,
/// between 1 and `k` of them positive.
fn moore_moves(h: &[u64], k: usize, r: Option<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut take = vec![0u64; h.len()];
    fn walk(
        h: &[u64],
        i: usize,
        k: usize,
        r: Option<u64>,
        take: &mut Vec<u64>,
        out: &mut Vec<Vec<u64>>,
    ) {
        let used = take.iter().filter(|&&t| t > 0).count();
        if i == h.len() {
            if used >= 1 {
                out.push(h.iter().zip(take.iter()).map(|(a, t)| a - t).collect());
            }
            return;
        }
        let most = r.map_or(h[i], |r| r.min(h[i]));
        let top = if used < k { most } else { 0 };
        for t in 0..=top {
            take[i] = t;
            walk(h, i + 1, k, r, take, out);
        }
        take[i] = 0;
    }
    walk(h, 0, k, r, &mut take, &mut out);
    out
}

impl Rules for Heaps {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let h = p.numbers();
        let mut out: Vec<Vec<u64>> = Vec::new();
        match self.rule {
            Rule::Nim => {
                for i in 0..h.len() {
                    out.extend(one_heap(h, i));
                }
            }
            Rule::Greedy => {
                let largest = h.iter().copied().max().unwrap_or(0);
                for i in (0..h.len()).filter(|&i| h[i] == largest) {
                    out.extend(one_heap(h, i));
                }
            }
            Rule::Equal => {
                for i in 0..h.len() {
                    out.extend(one_heap(h, i));
                }
                let least = h.iter().copied().min().unwrap_or(0);
                for t in 1..=least {
                    out.push(h.iter().map(|a| a - t).collect());
                }
            }
            Rule::Moore { k, r } => out = moore_moves(h, k, r),
        }
        out.into_iter().map(pos).collect()
    }

    fn small_positions(&self) -> Vec<Position> {
        lists(self.count, self.max).into_iter().map(pos).collect()
    }
}

fn moore(params: Option<&str>) -> Box<dyn Rules> {
    let n = numbers(params);
    let k = n[0] as usize;
    let r = n.get(1).copied();
    Box::new(Heaps::of(Rule::Moore { k, r }, 3, 4))
}

/// Wythoff's game (the seed's article): two heaps; take any number from
/// one, or the same number from both.
struct Wythoff;

impl Rules for Wythoff {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let &[a, b] = p.numbers() else {
            panic!("Wythoff has two heaps: {p}")
        };
        let mut out = Vec::new();
        out.extend((0..a).map(|x| vec![x, b]));
        out.extend((0..b).map(|y| vec![a, y]));
        out.extend((1..=a.min(b)).map(|t| vec![a - t, b - t]));
        out.into_iter().map(pos).collect()
    }

    fn small_positions(&self) -> Vec<Position> {
        let mut out = Vec::new();
        for a in 0..=7 {
            for b in 0..=7 {
                out.push(pos(vec![a, b]));
            }
        }
        out
    }
}

/// Building Nim BN(n, s) (the seed's article, after Larsson et al.): `s`
/// empty heaps and `n` stones; the players place one stone at a time on a
/// heap of their choice; with every stone placed, Nim on those heaps. The
/// text is the heaps, then the stones still to place.
struct Building {
    n: u64,
    s: usize,
}

fn building(params: Option<&str>) -> Box<dyn Rules> {
    let v = numbers(params);
    Box::new(Building {
        n: v[0],
        s: v[1] as usize,
    })
}

impl Rules for Building {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let v = p.numbers();
        let (left, heaps) = (v[self.s], &v[..self.s]);
        let mut out = Vec::new();
        if left > 0 {
            // Placing: one stone on any heap.
            for (i, &h) in heaps.iter().enumerate() {
                let mut q = with(v, i, h + 1);
                q[self.s] = left - 1;
                out.push(q);
            }
        } else {
            // Playing: Nim on the heaps, nothing left to place.
            for i in 0..self.s {
                out.extend(one_heap(v, i));
            }
        }
        out.into_iter().map(pos).collect()
    }

    fn small_positions(&self) -> Vec<Position> {
        let mut out = Vec::new();
        for heaps in lists(self.s, self.n)
            .into_iter()
            .filter(|h| h.len() == self.s)
        {
            let placed: u64 = heaps.iter().sum();
            // While stones wait, every stone is on a heap or waiting; once
            // all are placed, Nim may have taken some.
            if placed <= self.n {
                let mut q = heaps.clone();
                q.push(0);
                out.push(pos(q));
            }
            if placed < self.n {
                let mut q = heaps;
                q.push(self.n - placed);
                out.push(pos(q));
            }
        }
        out
    }
}

/// Fibonacci Nim (Whinihan): one heap; the first move takes at least one
/// stone and not all; later moves take at least one and at most twice the
/// previous take. The text `20` is a fresh heap, `20,3` a heap after a
/// take of 3.
struct Fibonacci;

impl Rules for Fibonacci {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let (heap, most) = match *p.numbers() {
            [n] => (n, n.saturating_sub(1)),
            [n, last] => (n, (2 * last).min(n)),
            _ => panic!("a Fibonacci position: {p}"),
        };
        (1..=most).map(|t| pos(vec![heap - t, t])).collect()
    }

    fn small_positions(&self) -> Vec<Position> {
        let mut out: Vec<Position> = (0..=21).map(|n| pos(vec![n])).collect();
        for n in 0..=13 {
            for last in 1..=7 {
                out.push(pos(vec![n, last]));
            }
        }
        out
    }
}

/// Candy Nim's second goal (Rubinstein-Salzedo): with the winner keeping
/// to winning moves (a loser may play anything), each player takes as many
/// candies as possible; the candies the player to move and the other one
/// take from `p` on.
pub fn candy_facts(
    _: &str,
    oracle: &mut Oracle,
    p: &Position,
    convention: Convention,
) -> Vec<(&'static str, Option<FactValue>)> {
    let total: u64 = p.numbers().iter().sum();
    let mine = candies(oracle, p, index(convention), &mut HashMap::new());
    vec![
        ("candies-mover", Some(FactValue::Number(mine))),
        ("candies-other", Some(FactValue::Number(total - mine))),
    ]
}

/// The candies the player to move takes from `p` on, under convention `c`.
fn candies(oracle: &mut Oracle, p: &Position, c: usize, memo: &mut HashMap<Position, u64>) -> u64 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let total: u64 = p.numbers().iter().sum();
    let wins = oracle.truth(p).wins[c];
    let mut best = 0;
    for k in oracle.children(p) {
        // A winner leaves a lost position; then the candies of this move
        // and of the rest are all that the opponent does not take.
        if !wins || !oracle.truth(&k).wins[c] {
            best = best.max(total - candies(oracle, &k, c, memo));
        }
    }
    memo.insert(p.clone(), best);
    best
}
