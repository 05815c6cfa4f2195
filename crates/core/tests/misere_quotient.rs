//! Misère quotients against an independent misère search.
//!
//! The oracle below shares no code with the quotient: it reads the octal
//! digits itself (`digits`), writes the moves from them again (`moves`) and
//! searches misère outcomes of sums of heaps by plain recursion (`is_p`).
//! Every sum of heaps `≤ upto` with a small total is compared, over a sweep
//! of two- and three-digit codes as well as the named games; published
//! figures are checked with their sources named.

use std::collections::HashMap;

use nimatron_core::games::take_break::TakeBreak;
use nimatron_core::games::take_break::misere::{
    Quotient, Stop, analysis_quotient, quotient, winning_move,
};

/// The digits `d0, d1, …` of a code written `d0.d1d2…`.
fn digits(code: &str) -> Vec<u32> {
    let (before, after) = code.split_once('.').expect("a point");
    let first = before.parse::<u32>().unwrap_or(0);
    std::iter::once(first)
        .chain(after.chars().map(|c| c.to_digit(8).expect("octal")))
        .collect()
}

/// Every sum one move leaves, sorted, heaps of 0 dropped. Digit `d_k`:
/// bit 1 — take a whole heap of exactly `k`; bit 2 — take `k` from a
/// larger heap leaving one heap; bit 4 — take `k` and leave two non-empty
/// heaps (for `k = 0`, `d_0 = 4`: split without taking).
fn moves(d: &[u32], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue;
        }
        let n = heaps[i];
        let rest: Vec<u64> = heaps
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &h)| h)
            .collect();
        let with = |extra: &[u64]| {
            let mut v = rest.clone();
            v.extend_from_slice(extra);
            v.sort_unstable();
            v
        };
        for (k, &dk) in d.iter().enumerate() {
            let k = k as u64;
            if dk & 1 == 1 && n == k && k > 0 {
                out.push(with(&[]));
            }
            if dk & 2 == 2 && n > k && k > 0 {
                out.push(with(&[n - k]));
            }
            if dk & 4 == 4 && n > k + 1 {
                for a in 1..=(n - k) / 2 {
                    out.push(with(&[a, n - k - a]));
                }
            }
        }
    }
    out
}

/// Misère: P when there is a move and every move leaves an N-position.
fn is_p(d: &[u32], heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&b) = memo.get(heaps) {
        return b;
    }
    let options = moves(d, heaps);
    let p = !options.is_empty() && options.iter().all(|o| !is_p(d, o, memo));
    memo.insert(heaps.to_vec(), p);
    p
}

/// Every sorted sum of heaps in `1..=upto` with total `≤ total`.
fn sums(upto: u64, total: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    let mut i = 0;
    while i < out.len() {
        let cur: Vec<u64> = out[i].clone();
        let (last, sum) = (cur.last().copied().unwrap_or(1), cur.iter().sum::<u64>());
        for h in last..=upto {
            if sum + h <= total {
                let mut next = cur.clone();
                next.push(h);
                out.push(next);
            }
        }
        i += 1;
    }
    out
}

/// The quotient of `code` up to `upto` decides every sum of total `≤ total`
/// as the search does; returns the quotient.
fn check(code: &str, upto: u64, total: u64) -> Quotient {
    let q = quotient(TakeBreak::parse(code).expect("a code"), upto);
    let d = digits(code);
    let mut memo = HashMap::new();
    let covered = q.upto.min(upto);
    for s in sums(covered, total) {
        assert_eq!(
            q.is_p(&s),
            Some(is_p(&d, &s, &mut memo)),
            "{code}: {s:?} (quotient to heap {}, {:?})",
            q.upto,
            q.stop
        );
    }
    q
}

#[test]
fn kayles_agrees_with_the_search() {
    let q = check("0.77", 12, 22);
    assert_eq!(q.upto, 12);
}

/// The order is exact, not only an upper bound: every two elements of the
/// quotient of heaps `≤ upto` are told apart by the search (a sum `Z` of
/// heaps `≤ upto` with `X + Z` and `Y + Z` of different outcomes, `X` and
/// `Y` the lightest sums reaching them). So the misère quotient of those
/// heaps has at least `|Q|` elements; the verification proves at most.
fn order_is_confirmed(code: &str, upto: u64, z_total: u64) -> usize {
    let q = quotient(TakeBreak::parse(code).expect("a code"), upto);
    assert_eq!(q.upto, upto, "{code} stopped at {:?}", q.stop);
    let d = digits(code);
    // Each element's lightest sum (fewest stones): Dijkstra over the
    // products by each heap's image.
    let mut reps: Vec<Option<Vec<u64>>> = vec![None; q.order()];
    reps[0] = Some(Vec::new());
    let mut queue = std::collections::BTreeSet::from([(0u64, Vec::<u64>::new())]);
    while let Some((w, s)) = queue.pop_first() {
        for h in s.last().copied().unwrap_or(1)..=upto {
            let mut t = s.clone();
            t.push(h);
            let x = q.image(&t).expect("covered") as usize;
            if reps[x].is_none() {
                reps[x] = Some(t.clone());
                queue.insert((w + h, t));
            }
        }
    }
    let reps: Vec<Vec<u64>> = reps
        .into_iter()
        .enumerate()
        .map(|(x, r)| r.unwrap_or_else(|| panic!("{code}: element {x} has no sum")))
        .collect();
    let tests = sums(upto, z_total);
    let mut memo = HashMap::new();
    let mut outcome = |x: &[u64], z: &[u64]| {
        let mut all: Vec<u64> = x.iter().chain(z).copied().collect();
        all.sort_unstable();
        is_p(&d, &all, &mut memo)
    };
    for i in 0..reps.len() {
        for j in i + 1..reps.len() {
            let apart = std::iter::once(Vec::new())
                .chain(tests.iter().cloned())
                .any(|z| outcome(&reps[i], &z) != outcome(&reps[j], &z));
            assert!(
                apart,
                "{code}: {:?} and {:?} are different elements of the quotient to heap {upto}, but no sum of total ≤ {z_total} tells them apart",
                reps[i], reps[j]
            );
        }
    }
    q.order()
}

/// Kayles' quotient of heaps ≤ 12 (24 elements), Dawson's Kayles' of heaps
/// ≤ 14 (24, wild from heap 10) and 0.123's solved one (20): each element
/// is a class of its own by the search, not by the quotient's code.
#[test]
fn the_order_is_confirmed_by_the_search() {
    assert_eq!(order_is_confirmed("0.77", 12, 24), 24);
    assert_eq!(order_is_confirmed("0.07", 14, 28), 24);
    assert_eq!(order_is_confirmed("0.123", 22, 10), 20);
}

/// Every two-digit code `0.d1d2` and a spread of three-digit codes (and
/// `4.d1` splits): the quotient up to heap 8 decides every sum of total
/// `≤ 14` as the search does. Prints where each stopped.
#[test]
fn a_sweep_of_codes_agrees_with_the_search() {
    let mut codes: Vec<String> = Vec::new();
    for d1 in 0..8 {
        for d2 in 0..8 {
            codes.push(format!("0.{d1}{d2}"));
        }
    }
    for d1 in [1, 3, 4, 6, 7] {
        for d2 in 0..8 {
            for d3 in [1, 2, 4, 7] {
                codes.push(format!("0.{d1}{d2}{d3}"));
            }
        }
    }
    for d1 in 0..8 {
        codes.push(format!("4.{d1}"));
    }
    let mut solved = 0;
    for code in &codes {
        let q = check(code, 8, 14);
        if q.solved().is_some() {
            solved += 1;
        }
        println!("{code}: heap {} |Q| {} {:?}", q.upto, q.order(), q.stop);
    }
    println!("{solved} of {} solved by heap 8", codes.len());
}

/// Tame quotients (Plambeck, *Taming the wild*, INTEGERS 5 (2005), §4;
/// Plambeck and Siegel, JCTA 115 (2008), §3): misère Nim with heaps of at
/// most 1 has the quotient `T1` of order 2, with heaps of at most 3 the
/// quotient `T2` of order 6 with `|P| = 2`; both tame. Nim (0.333…)
/// written as the octal game 0.333.
#[test]
fn nim_gives_the_tame_quotients() {
    let t1 = check("0.3", 1, 12);
    assert_eq!((t1.order(), t1.p_count(), t1.is_tame()), (2, 1, true));
    let t2 = check("0.333", 3, 14);
    assert_eq!((t2.order(), t2.p_count(), t2.is_tame()), (6, 2, true));
}

/// Kayles (0.77): the Guy–Smith period of the Grundy values, 12 from 71
/// on (the last exception G(70) = 6), is also the period of its misère
/// pretending function (Sibert–Conway: misère Kayles is solved, Winning
/// Ways ch. 13); our builder proves it at heap 167 = 2·71 + 2·12 + 2 − 1.
#[test]
fn kayles_is_solved_with_period_12() {
    let q = analysis_quotient(TakeBreak::parse("0.77").expect("code")).expect("a quotient");
    let p = q.solved().expect("solved");
    assert_eq!((p.preperiod, p.period), (71, 12));
    assert_eq!(q.upto, 167);
    assert!(!q.is_tame());
    assert!(matches!(q.stop, Stop::Solved(_)));
    // Any size: a heap of 10^12 has the image of its residue's heap.
    let big = 1_000_000_000_000u64;
    let same = 71 + (big - 71) % 12;
    assert_eq!(q.phi_of(big), q.phi_of(same));
}

/// A deeper run for the note (ignored by default, minutes in a debug
/// build): `MISERE_DEEP="0.77 20 28"` checks that code's quotient up to
/// heap 20 on every sum of total ≤ 28.
#[test]
#[ignore]
fn deep() {
    let spec = std::env::var("MISERE_DEEP").unwrap_or_else(|_| "0.77 16 24".into());
    let parts: Vec<&str> = spec.split_whitespace().collect();
    let (code, upto, total) = (
        parts[0],
        parts[1].parse().unwrap_or(16),
        parts[2].parse().unwrap_or(24),
    );
    let q = check(code, upto, total);
    println!("{code}: heap {} |Q| {} {:?}", q.upto, q.order(), q.stop);
}

/// One winning move, looked for among small parts only (the period
/// argument), exists exactly when one exists among all the options, and
/// leaves a P-position; for sums of Kayles rows far past the quotient's
/// last heap.
#[test]
fn one_winning_move_by_the_period_is_as_good_as_all_options() {
    let rule = TakeBreak::parse("0.77").expect("code");
    let q = analysis_quotient(rule).expect("a quotient");
    let mut seed = 7u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    let (mut won, mut lost) = (0, 0);
    for _ in 0..60 {
        let heaps: Vec<u64> = (0..3).map(|_| 170 + next(3000)).collect();
        let rest = q.rest_images(&heaps).expect("covered");
        let any = heaps.iter().enumerate().any(|(i, &n)| {
            rule.heap_options(n)
                .any(|(a, b)| q.wins(rest[i], a, b).expect("covered"))
        });
        match winning_move(&q, &heaps).expect("covered") {
            Some((i, a, b)) => {
                let mut after = heaps.clone();
                after[i] = a;
                after.push(b);
                assert_eq!(q.is_p(&after), Some(true), "{heaps:?} -> {after:?}");
                assert!(
                    rule.heap_options(heaps[i])
                        .any(|o| o == (a.max(b), a.min(b)))
                );
                // From the P-position left, no winning move.
                assert_eq!(winning_move(&q, &after), Some(None), "{after:?}");
                won += 1;
                lost += 1;
            }
            None => {
                assert!(!any, "{heaps:?}: a winning option was missed");
                assert_eq!(q.is_p(&heaps), Some(true), "{heaps:?}");
                lost += 1;
            }
        }
    }
    assert!(won > 0 && lost > 0, "{won} {lost}");
}

/// 0.75 is wild and its pretending function has period 2 (Plambeck and
/// Siegel, *Misère quotients for impartial games*, supplementary material,
/// arXiv:0705.2404, Appendix B: the table of wild two- and three-digit
/// octal games with simple quotients lists 0.75 with period 2).
#[test]
fn octal_075_has_period_2_and_is_wild() {
    let q = check("0.75", 40, 16);
    assert_eq!(q.solved().map(|p| p.period), Some(2));
    assert!(!q.is_tame());
}

/// The misère screen's sum box: P or N, and exactly the winning moves the
/// search finds (every sum it leaves a P-position), none twice, over the
/// sums of small total of a few codes (the named games and two others).
#[test]
fn the_sum_box_lists_exactly_the_search_winning_moves() {
    use nimatron_core::games::take_break::misere::sum::answer;
    for (code, upto, total) in [
        ("0.77", 9, 14),
        ("0.07", 9, 13),
        ("0.137", 9, 13),
        ("4.7", 7, 11),
    ] {
        let q = quotient(TakeBreak::parse(code).expect("a code"), upto);
        let d = digits(code);
        let mut memo = HashMap::new();
        for s in sums(q.upto.min(upto), total) {
            let a = answer(&q, &s).unwrap_or_else(|e| panic!("{code} {s:?}: {e:?}"));
            assert_eq!(a.p, is_p(&d, &s, &mut memo), "{code} {s:?}");
            let mut want: Vec<Vec<u64>> = moves(&d, &s)
                .into_iter()
                .filter(|o| is_p(&d, o, &mut memo))
                .collect();
            want.sort();
            want.dedup();
            let mut got: Vec<Vec<u64>> = a
                .moves
                .iter()
                .map(|m| {
                    let mut r = m.result.clone();
                    r.sort_unstable();
                    r
                })
                .collect();
            got.sort();
            let listed = got.len();
            got.dedup();
            assert_eq!(got.len(), listed, "{code} {s:?}: a move listed twice");
            assert_eq!(got, want, "{code} {s:?}");
            assert_eq!(a.more, 0);
            assert_eq!(a.words.len(), s.len());
        }
    }
}

/// The why walk in misère play (issue 32, item 8) reads the quotient where
/// one covers the position: P or N as the quotient's own outcome and as the
/// independent search say, and the move it proposes is a move of the game
/// that leaves a P-position by the search. Where none covers it, the walk
/// says the theorem does not carry over and proposes nothing.
#[test]
fn the_misere_why_walk_reads_the_quotient_and_agrees_with_the_search() {
    use nimatron_core::explain::why::{MiserePlay, WhyStep, why};
    use nimatron_core::games::take_break::misere::misere_outcome;
    use nimatron_core::{Convention, Outcome, Position, registry};
    for (game, code, upto, total) in [
        ("kayles", "0.77", 9, 14),
        ("dawson", "0.07", 8, 12),
        ("octal:0.137", "0.137", 8, 12),
    ] {
        let g = registry::game(game).expect("a game");
        let rule = TakeBreak::parse(code).expect("a code");
        let d = digits(code);
        let mut memo = HashMap::new();
        for s in sums(upto, total).into_iter().filter(|s| !s.is_empty()) {
            let w = why(&*g, &Position::new(s.clone()), Convention::Misere).expect("a walk");
            let m = w
                .misere
                .as_ref()
                .unwrap_or_else(|| panic!("{game} {s:?}: no quotient"));
            let searched = is_p(&d, &s, &mut memo);
            assert_eq!(m.p, searched, "{game} {s:?}");
            assert_eq!(
                misere_outcome(rule, &s),
                Some(if m.p { Outcome::P } else { Outcome::N })
            );
            assert!(w.target.is_none(), "no move from the nim-sum");
            assert!(w.steps().contains(&WhyStep::Misere(MiserePlay::Product)));
            assert_eq!(m.words.len(), s.len());
            match &m.result {
                Some(r) => {
                    assert!(!m.p, "{game} {s:?}");
                    let mut after: Vec<u64> =
                        r.numbers().iter().copied().filter(|&h| h > 0).collect();
                    after.sort_unstable();
                    assert!(
                        moves(&d, &s).contains(&after),
                        "{game} {s:?} → {after:?} is no move"
                    );
                    assert!(
                        is_p(&d, &after, &mut memo),
                        "{game} {s:?} → {after:?} is no P-position"
                    );
                    assert!(w.steps().contains(&WhyStep::Misere(MiserePlay::Move)));
                }
                // Misère: a sum with no move is won by the player to move.
                None => assert!(
                    m.p || moves(&d, &s).is_empty(),
                    "{game} {s:?}: an N-position with no move proposed"
                ),
            }
        }
    }
    // Octal 0.56 is not solved: heap 200 is past its analysis quotient.
    let g = registry::game("octal:0.56").expect("a game");
    let w = why(&*g, &Position::new(vec![200]), Convention::Misere).expect("a walk");
    assert!(w.misere.is_none());
    assert!(w.steps().contains(&WhyStep::Misere(MiserePlay::NoTheorem)));
}
