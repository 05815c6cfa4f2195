//! Dividing a candidate before verifying it (`misere/factors.rs`) changes
//! no verdict: checked against the whole product tabled, evaluated and
//! verified the way the builder worked before.

use nimatron_core::games::take_break::TakeBreak;
use nimatron_core::games::take_break::misere::candidate::{Candidate, reduce};
use nimatron_core::games::take_break::misere::factors::{Plan, divided_candidate};
use nimatron_core::games::take_break::misere::monoid::{Monoid, Table};
use nimatron_core::games::take_break::misere::quotient;
use nimatron_core::games::take_break::misere::verify::{Verdict, verify};

/// The product as a whole table, its P-portion and its verdict, the
/// way the builder worked before candidates were divided first.
fn undivided(
    base: &Table,
    base_phi: &[u32],
    freed: &[u64],
    n: u64,
    k: usize,
    opts: &[Vec<(u64, u64)>],
) -> (Verdict, usize) {
    let cyc = Table::cyclic(k);
    let mut table = base.clone();
    for _ in freed {
        table = table.product(&cyc);
    }
    let radix = cyc.order() as u32;
    let phi: Vec<u32> = (0..=n)
        .map(|h| {
            let b = base_phi.get(h as usize).copied().unwrap_or(0);
            freed
                .iter()
                .fold(b, |code, &f| code * radix + u32::from(f == h))
        })
        .collect();
    let e = Candidate::new(&table, &phi, opts).evaluate();
    let verdict = verify(&e, 1 << 22, &mut 0);
    let order = if verdict == Verdict::Proved {
        reduce(&e).0.len()
    } else {
        0
    };
    (verdict, order)
}

/// Dividing first changes no verdict and no proved quotient: over a
/// sweep of codes and heaps, each plan the builder makes (the new heap
/// free, or with an old heap) is proved or refused alike, divided or
/// not.
#[test]
fn dividing_first_changes_no_verdict() {
    for code in [
        "0.77", "0.07", "0.137", "0.75", "0.4", "0.123", "0.56", "0.34",
    ] {
        let rule = TakeBreak::parse(code).expect("a code");
        for n in 2..=9u64 {
            let q = quotient(rule, n - 1);
            if q.upto != n - 1 {
                break;
            }
            let opts: Vec<Vec<(u64, u64)>> = (0..=n)
                .map(|h| {
                    let mut o: Vec<(u64, u64)> = rule.heap_options(h).collect();
                    o.sort_unstable();
                    o.dedup();
                    o
                })
                .collect();
            for k in 1..=3 {
                for freed in [vec![n], vec![1, n], vec![n - 1, n]] {
                    let mut work = 0;
                    let plan = Plan {
                        base: &q.table,
                        base_phi: &q.phi,
                        freed: &freed,
                        k,
                    };
                    let divided =
                        divided_candidate(&plan, n, &opts, &mut work, u64::MAX).expect("small");
                    let v = verify(&divided, 1 << 22, &mut 0);
                    let order = if v == Verdict::Proved {
                        reduce(&divided).0.len()
                    } else {
                        0
                    };
                    assert_eq!(
                        (v, order),
                        undivided(&q.table, &q.phi, &freed, n, k, &opts),
                        "{code} heap {n}, freed {freed:?}, k = {k}"
                    );
                }
            }
        }
    }
}
