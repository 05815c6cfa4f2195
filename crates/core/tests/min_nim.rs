//! Min Nim: the flat table against the generic solver, the seed's optimal
//! move rule, chunked building, the dump format and the limits.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

mod heaps_api;

use heaps_api::{analyze, targets};
use nimatron_core::game::Game;
use nimatron_core::games::min_nim::rules::MinNim;
use nimatron_core::games::min_nim::{MinNimCell, MinNimRule, MinNimTable, bytes_per_cell};
use nimatron_core::limits::{Limit, MAX_MIN_NIM_CELLS};
use nimatron_core::solver::Solver;
use nimatron_core::{Convention, CoreError, Outcome, registry};

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];
const RULES: [[u64; 3]; 4] = [[1, 3, 4], [1, 2, 3], [2, 3, 5], [1, 5, 6]];

fn rule(r: [u64; 3]) -> MinNimRule {
    MinNimRule::new(&r).unwrap()
}

#[test]
fn table_equals_the_solver() {
    for r in RULES {
        let game = MinNim::new(rule(r));
        for convention in BOTH {
            let mut solver = Solver::new(&game, convention, 1_000_000);
            let dims = [9, 7, 8];
            let t = MinNimTable::compute(dims, &rule(r), convention).unwrap();
            assert_eq!(t.cells(), 10 * 8 * 9);
            for cell in &t {
                let v = solver.solve(&cell.position).unwrap();
                assert_eq!(
                    (cell.outcome, u64::from(cell.distance)),
                    (v.outcome, v.remoteness),
                    "{r:?} {convention:?} {cell}"
                );
            }
        }
    }
}

#[test]
fn optimal_move_follows_the_seed() {
    for r in RULES {
        let game = MinNim::new(rule(r));
        for convention in BOTH {
            let t = MinNimTable::compute([8, 8, 8], &rule(r), convention).unwrap();
            for cell in &t {
                let [a, b, c] = cell.position;
                let children = game.moves(&cell.position);
                let got = t.optimal_move(a, b, c);
                if children.is_empty() {
                    assert_eq!(got, None);
                    continue;
                }
                let value = |p: &[u64; 3]| t.get(p[0], p[1], p[2]).unwrap();
                // Brute force over the seed's move order (heap 1,2,3; r1,r2,r3).
                let want = match cell.outcome {
                    Outcome::N => {
                        let best = children
                            .iter()
                            .filter(|p| value(p).0 == Outcome::P)
                            .map(|p| value(p).1)
                            .min()
                            .unwrap();
                        children
                            .iter()
                            .find(|p| value(p) == (Outcome::P, best))
                            .copied()
                    }
                    Outcome::P => {
                        let best = children.iter().map(|p| value(p).1).max().unwrap();
                        children.iter().find(|p| value(p).1 == best).copied()
                    }
                };
                assert_eq!(got, want, "{r:?} {convention:?} {cell}");
                // And it realises the distance.
                let to = got.unwrap();
                assert_eq!(value(&to).1 + 1, cell.distance);
            }
        }
    }
}

#[test]
fn builder_in_chunks_equals_compute() {
    let r = rule([1, 3, 4]);
    for convention in BOTH {
        let whole = MinNimTable::compute([12, 5, 30], &r, convention).unwrap();
        let mut b = MinNimTable::builder([12, 5, 30], &r, convention).unwrap();
        let mut reports = Vec::new();
        let table = loop {
            let p = b.step(97);
            reports.push(p);
            match b.finish() {
                Ok(t) => break t,
                Err(back) => b = *back,
            }
        };
        assert_eq!(table, whole);
        assert!(reports.windows(2).all(|w| w[0].done < w[1].done));
        let last = reports.last().unwrap();
        assert_eq!((last.done, last.total), (13 * 6 * 31, 13 * 6 * 31));
    }
}

#[test]
fn dump_lines_in_lexicographic_order() {
    let t = MinNimTable::compute([1, 1, 2], &rule([1, 3, 4]), Convention::Normal).unwrap();
    let lines: Vec<String> = t.iter().map(|c| c.to_string()).collect();
    assert_eq!(lines.len(), 12);
    assert_eq!(lines[0], "0 0 0 P 0");
    assert_eq!(lines[1], "0 0 1 N 1");
    assert_eq!(lines[2], "0 0 2 P 2");
    assert_eq!(lines[3], "0 1 0 N 1");
    assert_eq!(lines[11], "1 1 2 P 4");
    let positions: Vec<[u64; 3]> = t.iter().map(|c: MinNimCell| c.position).collect();
    let mut sorted = positions.clone();
    sorted.sort();
    assert_eq!(positions, sorted);
    let m = MinNimTable::compute([0, 0, 0], &rule([1, 3, 4]), Convention::Misere).unwrap();
    assert_eq!(
        m.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        ["0 0 0 N 0"]
    );
}

#[test]
fn limits_refuse_before_allocating() {
    let r = rule([1, 3, 4]);
    for dims in [
        [u64::MAX; 3],
        [400, 400, 400],
        [1 << 25, 0, 0],
        [u64::MAX, 0, 0],
    ] {
        assert!(matches!(
            MinNimTable::builder(dims, &r, Convention::Normal),
            Err(CoreError::TooLarge {
                limit: Limit::MinNimCells,
                ..
            })
        ));
    }
    // 2^25 cells exactly is allowed (built lazily here: just the builder).
    let b = MinNimTable::builder([(1 << 25) - 1, 0, 0], &r, Convention::Normal).unwrap();
    assert_eq!(b.progress().total, MAX_MIN_NIM_CELLS);
    let t = MinNimTable::compute([3, 3, 3], &r, Convention::Normal).unwrap();
    assert_eq!(t.get(4, 0, 0), None);
    assert_eq!(t.optimal_move(4, 0, 0), None);
    assert_eq!(t.get(u64::MAX, u64::MAX, u64::MAX), None);
}

#[test]
fn rules_are_checked() {
    for bad in [
        &[][..],
        &[1, 2],
        &[1, 2, 3, 4],
        &[0, 1, 2],
        &[2, 2, 3],
        &[3, 2, 1],
    ] {
        assert!(
            matches!(
                MinNimRule::new(bad),
                Err(CoreError::BadGameParameter { .. })
            ),
            "{bad:?}"
        );
    }
    assert!(matches!(
        MinNimRule::new(&[1, 2, 5000]),
        Err(CoreError::TooLarge { .. })
    ));
    assert_eq!(
        registry::game("min-nim:1,3,4").unwrap().spec(),
        "min-nim:1,3,4"
    );
}

#[test]
fn analysis_agrees_with_the_table() {
    for r in RULES {
        let spec = format!("min-nim:{},{},{}", r[0], r[1], r[2]);
        for convention in BOTH {
            let t = MinNimTable::compute([7, 7, 7], &rule(r), convention).unwrap();
            for cell in &t {
                let [a, b, c] = cell.position;
                let an = analyze(&spec, &[a, b, c], convention).unwrap();
                assert_eq!(an.outcome, cell.outcome);
                assert_eq!(an.remoteness, Some(u64::from(cell.distance)));
                let want: Vec<Vec<u64>> = MinNim::new(rule(r))
                    .moves(&cell.position)
                    .into_iter()
                    .filter(|p| t.get(p[0], p[1], p[2]).unwrap().0 == Outcome::P)
                    .map(|p| p.to_vec())
                    .collect();
                let got = targets(&an);
                assert_eq!(got, want, "{r:?} {convention:?} {cell}");
                if convention == Convention::Normal {
                    let g = heaps_api::sequence(&spec, 7).unwrap();
                    assert_eq!(
                        an.grundy,
                        Some(g[a as usize] ^ g[b as usize] ^ g[c as usize])
                    );
                }
            }
        }
    }
}

#[test]
fn hostile_inputs() {
    let spec = "min-nim:1,3,4";
    assert!(matches!(
        analyze(spec, &[1, 2], Convention::Normal),
        Err(CoreError::WrongHeapCount {
            expected: 3,
            got: 2
        })
    ));
    assert!(matches!(
        analyze(spec, &[], Convention::Misere),
        Err(CoreError::WrongHeapCount { .. })
    ));
    let big = analyze(spec, &[u64::MAX, u64::MAX, 5], Convention::Normal).unwrap();
    assert_eq!(big.remoteness, None);
    assert!(big.grundy.is_some());
    assert!(matches!(
        analyze(spec, &[u64::MAX, u64::MAX, 5], Convention::Misere),
        Err(CoreError::TooLarge {
            limit: Limit::SolverBudget,
            ..
        })
    ));
}

/// An analysis builds the table of its box only within
/// MAX_MIN_NIM_ANALYSIS_CELLS (the play screen analyses on the page's main
/// thread): at the largest cube `(e, e, e)` whose box of `(e + 1)³` cells
/// fits (160 today) the answer is full; one stone more on each heap keeps
/// the normal-play theorems, and the remoteness and misère answers are
/// past the limit.
#[test]
fn an_analysis_builds_no_table_past_its_limit() {
    use nimatron_core::limits::MAX_MIN_NIM_ANALYSIS_CELLS;
    let spec = "min-nim:1,3,4";
    let e = (0u64..)
        .take_while(|e| (e + 1).pow(3) <= MAX_MIN_NIM_ANALYSIS_CELLS)
        .last()
        .unwrap();
    let inside = analyze(spec, &[e, e, e], Convention::Normal).unwrap();
    assert!(inside.remoteness.is_some());
    assert!(analyze(spec, &[e, e, e], Convention::Misere).is_ok());
    let past = analyze(spec, &[e + 1, e + 1, e + 1], Convention::Normal).unwrap();
    assert_eq!(past.remoteness, None);
    // Sprague–Grundy still decides normal play, whatever the size.
    let g = past.grundy.expect("a Grundy value");
    assert_eq!(past.outcome == Outcome::N, g != 0);
    assert_eq!(past.winning_moves.is_empty(), g == 0);
    assert!(matches!(
        analyze(spec, &[e + 1, e + 1, e + 1], Convention::Misere),
        Err(CoreError::TooLarge { .. })
    ));
}

/// `Depth::NoRemoteness` (the Min Nim screen, whose table is in its
/// worker) answers normal play from Sprague–Grundy alone: the outcome, the
/// Grundy value and the winning moves of a full analysis, no remoteness.
#[test]
fn an_analysis_without_remoteness_keeps_the_theorems() {
    use nimatron_core::Position;
    use nimatron_core::engine::Depth;
    let game = registry::game("min-nim:1,3,4").unwrap();
    let p = Position::new(vec![40, 41, 42]);
    let full = game.analyze(&p, Convention::Normal).unwrap();
    let light = game
        .analyze_to(&p, Convention::Normal, Depth::NoRemoteness)
        .unwrap();
    assert!(full.remoteness.is_some());
    assert_eq!(light.remoteness, None);
    assert_eq!(
        (light.outcome, light.grundy, &light.winning_moves),
        (full.outcome, full.grundy, &full.winning_moves)
    );
}

/// A slice (what a worker sends a page) holds the table's distances of
/// heap 3 = c, `(a, b)` at `a·(n2+1) + b`; none outside the box.
#[test]
fn slices_read_the_table() {
    let r = rule([1, 2, 3]);
    let t = MinNimTable::compute([6, 5, 4], &r, Convention::Normal).expect("small");
    for c in 0..=4u64 {
        let slice = t.slice(c).unwrap();
        assert_eq!(slice.len(), 7 * 6);
        for a in 0..=6u64 {
            for b in 0..=5u64 {
                assert_eq!(slice[(a * 6 + b) as usize], t.get(a, b, c).unwrap().1);
            }
        }
    }
    assert_eq!(t.slice(5), None);
}

/// 2 bytes a cell while n1 + n2 + n3 fits a u16 (every distance does),
/// 4 past it, and the wide table is as exact. One heap under {1, 2, 3}:
/// P exactly at multiples of 4, and the distance of `4k + j` is `2k`
/// (j = 0: the loser takes 1, the winner 3) or `2k + 1` (j > 0: the
/// winner first takes j) — checked against the solver up to 3,000, then
/// read at 140,000, whose distance 70,000 does not fit a u16.
#[test]
fn cells_are_as_wide_as_the_distances_need() {
    assert_eq!(bytes_per_cell([300, 300, 300]), 2);
    assert_eq!(bytes_per_cell([65_535, 0, 0]), 2);
    assert_eq!(bytes_per_cell([65_534, 1, 1]), 4);
    assert_eq!(bytes_per_cell([u64::MAX, u64::MAX, 1]), 4);
    let r = rule([1, 2, 3]);
    let t = MinNimTable::compute([3, 3, 3], &r, Convention::Normal).unwrap();
    assert_eq!(t.bytes(), 64 * 2);
    let game = MinNim::new(r);
    let closed = |n: u64| {
        let (k, j) = (n / 4, n % 4);
        if j == 0 {
            (Outcome::P, (2 * k) as u32)
        } else {
            (Outcome::N, (2 * k + 1) as u32)
        }
    };
    let mut solver = Solver::new(&game, Convention::Normal, 1_000_000);
    for n in 0..=3_000u64 {
        let v = solver.solve(&[n, 0, 0]).unwrap();
        assert_eq!(closed(n), (v.outcome, v.remoteness as u32), "{n}");
    }
    let wide = MinNimTable::compute([140_003, 0, 0], &r, Convention::Normal).unwrap();
    assert_eq!(wide.bytes(), 140_004 * 4);
    for n in (0..=3_000).chain(139_990..=140_003) {
        assert_eq!(wide.get(n, 0, 0), Some(closed(n)), "{n}");
    }
    assert_eq!(wide.get(140_000, 0, 0), Some((Outcome::P, 70_000)));
}
