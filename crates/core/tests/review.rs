//! The review's verdicts against the independent oracle (`oracle/`: every
//! game's rules written again, values by a recursion of its own): for
//! every registered game at its example's parameters, in both conventions,
//! every move from a spread of small positions is judged by
//! `review::review` and by the definitions applied to the oracle's values:
//! - a mistake: the mover could win and left a position the opponent wins;
//! - best: the fastest win (the smallest remoteness among the positions
//!   the opponent loses), or from a lost position the longest resistance
//!   (the largest remoteness among all options);
//! - good: any other move.
//!
//! The better moves a review lists for a move that was not best are each
//! best by the same definitions. Then records: a replay stops at the first
//! move that is not one, naming its number and why, and keeps the moves
//! before it; the text forms read back what they wrote.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

// The oracle is shared with independent_proof.rs, which uses all of it.
#[allow(dead_code)]
mod oracle;

use nimatron_core::record::{self, Why};
use nimatron_core::registry;
use nimatron_core::review::{self, Basis, Verdict};
use nimatron_core::session::{MAX_MOVES, Seat};
use nimatron_core::{Convention, Outcome, Position};
use oracle::{Oracle, index};

/// Positions judged per game and convention (every move from each).
const POSITIONS: usize = 24;

/// The verdict on the move `p` → `q` by the definitions, from the oracle.
fn expected(oracle: &mut Oracle, p: &Position, q: &Position, c: Convention) -> Verdict {
    let i = index(c);
    let mover = oracle.truth(p);
    let kids: Vec<_> = oracle.children(p).iter().map(|k| oracle.truth(k)).collect();
    let after = oracle.truth(q);
    if mover.wins[i] {
        if after.wins[i] {
            return Verdict::Mistake;
        }
        let fastest = kids
            .iter()
            .filter(|k| !k.wins[i])
            .map(|k| k.remoteness[i])
            .min();
        if Some(after.remoteness[i]) == fastest {
            Verdict::Best
        } else {
            Verdict::Good
        }
    } else {
        let longest = kids.iter().map(|k| k.remoteness[i]).max();
        if Some(after.remoteness[i]) == longest {
            Verdict::Best
        } else {
            Verdict::Good
        }
    }
}

fn spread(all: &[Position], count: usize) -> Vec<Position> {
    let step = all.len().div_ceil(count).max(1);
    all.iter().step_by(step).cloned().collect()
}

#[test]
fn every_verdict_is_the_definitions_on_the_oracles_values() {
    let mut failures = Vec::new();
    let mut judged = 0usize;
    for entry in registry::GAMES {
        let spec = entry.example.0;
        let game = registry::game(spec).unwrap();
        let rules = oracle::rules_of(spec);
        let mut oracle = Oracle::new(&*rules);
        for c in [Convention::Normal, Convention::Misere] {
            for p in spread(&rules.small_positions(), POSITIONS) {
                for q in oracle.children(&p) {
                    let got = review::review(&*game, &p, std::slice::from_ref(&q), c);
                    let m = &got.moves[0];
                    let want = expected(&mut oracle, &p, &q, c);
                    judged += 1;
                    if m.verdict != want || m.basis.is_none() {
                        failures.push(format!(
                            "{spec} {c:?} {p} → {q}: {:?} ({:?}), the definitions say {want:?}",
                            m.verdict, m.basis
                        ));
                    }
                    for b in &m.better {
                        let best = expected(&mut oracle, &p, &b.to, c);
                        if best != Verdict::Best {
                            failures.push(format!(
                                "{spec} {c:?} {p}: lists {} as better, which is {best:?}",
                                b.position
                            ));
                        }
                    }
                    if m.verdict != Verdict::Best && m.better.is_empty() {
                        failures.push(format!(
                            "{spec} {c:?} {p} → {q}: not best, and no better move listed"
                        ));
                    }
                }
            }
        }
    }
    assert!(judged > 2000, "only {judged} moves judged");
    assert!(
        failures.is_empty(),
        "{} wrong:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn a_whole_game_of_nim_is_judged_move_by_move_and_tallied() {
    let game = registry::game("nim").unwrap();
    let start: Position = "3,4,5".parse().unwrap();
    // 3,4,5 (nim-sum 2) → 1,4,5 is the winning move; then the opponent
    // from the lost 1,4,5; then 1,4,1 → a mistake from the won 1,4,1? Each
    // verdict is checked against Bouton: a move to nim-sum 0 keeps the win.
    // A: 3,4,5 → 1,4,5, the one move to nim-sum 0 (best). B, lost:
    // → 1,4,1. A: → 1,3,1 (nim-sum 3), where 1,0,1 won: a mistake. B:
    // → 1,0,1, the one winning move (best). A, lost: → 0,0,1, as long as
    // any (best). B takes the last stone (best).
    let moves: Vec<Position> = ["1,4,5", "1,4,1", "1,3,1", "1,0,1", "0,0,1", "0,0,0"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let r = review::review(&*game, &start, &moves, Convention::Normal);
    let verdicts: Vec<Verdict> = r.moves.iter().map(|m| m.verdict).collect();
    assert_eq!(r.moves.len(), 6);
    assert_eq!(r.moves[0].verdict, Verdict::Best);
    assert_eq!(r.moves[0].seat, Seat::A);
    assert_eq!(r.moves[1].seat, Seat::B);
    assert_eq!(r.moves[2].verdict, Verdict::Mistake, "{verdicts:?}");
    assert_eq!(
        [verdicts[0], verdicts[3], verdicts[4], verdicts[5]],
        [Verdict::Best; 4],
        "{verdicts:?}"
    );
    assert!(r.moves[2].better.iter().any(|m| m.position == "1,0,1"));
    let a = r.tally(Seat::A);
    assert_eq!(a.mistakes, vec![3]);
    assert_eq!(a.best + a.good + a.mistake + a.unknown, 3);
    assert!(
        r.moves.iter().all(|m| m.basis == Some(Basis::Remoteness)),
        "{r:?}"
    );
}

#[test]
fn past_the_remoteness_the_verdict_comes_from_outcomes_and_says_so() {
    // Kayles rows of a thousand: the Grundy values give the outcome, the
    // remoteness is out of the engine's reach.
    let game = registry::game("kayles").unwrap();
    let start: Position = "1000,999,7".parse().unwrap();
    let a = game.analyze(&start, Convention::Normal).unwrap();
    assert_eq!(
        (a.outcome, a.remoteness),
        (Outcome::N, None),
        "the example must stay past the remoteness"
    );
    let win = a.winning_moves[0].to.clone();
    let m = &review::review(
        &*game,
        &start,
        std::slice::from_ref(&win),
        Convention::Normal,
    )
    .moves[0];
    assert_eq!((m.verdict, m.basis), (Verdict::Best, Some(Basis::Outcome)));
    // A move that leaves the opponent a win: a mistake, by outcomes.
    let throw = game
        .moves(&start, usize::MAX)
        .unwrap()
        .into_iter()
        .find(|q| game.outcome(q, Convention::Normal).unwrap() == Outcome::N)
        .unwrap();
    let m = &review::review(
        &*game,
        &start,
        std::slice::from_ref(&throw),
        Convention::Normal,
    )
    .moves[0];
    assert_eq!(
        (m.verdict, m.basis),
        (Verdict::Mistake, Some(Basis::Outcome))
    );
    assert!(m.better.iter().any(|b| b.to == win), "{:?}", m.better);
}

#[test]
fn a_replay_stops_at_the_first_illegal_move_and_keeps_the_moves_before() {
    let game = registry::game("nim").unwrap();
    let start: Position = "3,4,5".parse().unwrap();
    let moves = record::parse_moves("1,4,5;1,4,6;1,4,3").unwrap();
    let r = record::replay(&*game, &start, &moves, Convention::Normal).unwrap();
    assert_eq!(r.played, vec!["1,4,5".parse::<Position>().unwrap()]);
    let stop = r.stop.unwrap();
    assert_eq!(stop.number, 2);
    assert_eq!(stop.given.to_string(), "1,4,6");
    assert!(matches!(stop.why, Why::NotAMove(_)));

    // A move after the end.
    let moves = record::parse_moves("0,0,0;0,0,0").unwrap();
    let r = record::replay(
        &*game,
        &"0,0,1".parse().unwrap(),
        &moves,
        Convention::Normal,
    )
    .unwrap();
    assert_eq!(r.played.len(), 1);
    assert_eq!(r.stop.unwrap().why, Why::GameOver);

    // An octal game names the digit a move breaks.
    let kayles = registry::game("octal:0.77").unwrap();
    let moves = record::parse_moves("2").unwrap();
    let r = record::replay(&*kayles, &"5".parse().unwrap(), &moves, Convention::Normal).unwrap();
    assert!(matches!(r.stop.unwrap().why, Why::NotAMove(Some(_))));
}

#[test]
fn a_record_longer_than_a_session_keeps_stops_at_the_first_move_past_it() {
    let game = registry::game("take:1").unwrap();
    let n = MAX_MOVES as u64 + 5;
    let moves: Vec<Position> = (0..n).rev().map(|k| Position::new(vec![k])).collect();
    let r = record::replay(&*game, &Position::new(vec![n]), &moves, Convention::Normal).unwrap();
    assert_eq!(r.played.len(), MAX_MOVES);
    let stop = r.stop.unwrap();
    assert_eq!((stop.number, stop.why), (MAX_MOVES + 1, Why::TooLong));
}

#[test]
fn the_text_forms_read_back_what_they_wrote() {
    let played: Vec<Position> = ["3,4", "", "1+2+", "0"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(
        record::parse_moves(&record::moves_param(&played)).unwrap(),
        played
    );
    assert_eq!(
        record::parse_moves(&record::moves_text(&played)).unwrap(),
        played
    );
    // Windows line ends, spaces; an empty text is no moves.
    assert_eq!(
        record::parse_moves("3, 4\r\n\r\n1+2+\r\n0\r\n").unwrap(),
        played
    );
    assert!(record::parse_moves("").unwrap().is_empty());
    assert!(record::parse_moves("\n").unwrap().is_empty());
    // The entry that is not a position is named by its number.
    assert_eq!(record::parse_moves("1,2;x;3").unwrap_err().0, 2);
}

#[test]
fn values_kept_between_reviews_answer_only_for_their_own_rules() {
    let nim = registry::game("nim").unwrap();
    let start: Position = "3,4,5".parse().unwrap();
    let moves: Vec<Position> = ["1,4,5", "1,4,1", "1,3,1"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut known = review::Known::new();
    let cold = review::review(&*nim, &start, &moves, Convention::Normal);
    let warm = review::review_with(&*nim, &mut known, &start, &moves, Convention::Normal);
    assert_eq!(cold, warm);
    let kept = known.len();
    assert!(kept >= 4, "every position of the game is kept ({kept})");
    // The same positions under misère: other values, so nothing is reused.
    let misere = review::review_with(&*nim, &mut known, &start, &moves, Convention::Misere);
    assert_eq!(
        misere,
        review::review(&*nim, &start, &moves, Convention::Misere)
    );
    // An analysis the play screen already made is taken as it is.
    let mut known = review::Known::new();
    let a = nim.analyze(&start, Convention::Normal).unwrap();
    known.remember(&*nim, Convention::Normal, &start, &a);
    assert_eq!(known.len(), 1);
    let take = registry::game("take:3").unwrap();
    let _ = review::review_with(
        &*take,
        &mut known,
        &"5".parse().unwrap(),
        &["4".parse().unwrap()],
        Convention::Normal,
    );
    assert_eq!(known.len(), 2, "another game's values were dropped first");
}

/// The kept values are bounded: past `MAX_KNOWN` positions the store starts
/// afresh instead of growing for the life of the page, and what it keeps
/// still answers right.
#[test]
fn the_values_kept_stay_within_their_bound() {
    let nim = registry::game("nim").unwrap();
    let mut known = review::Known::new();
    for i in 0..review::MAX_KNOWN + 10 {
        let p: Position = format!("{},{}", i % 300 + 1, i / 300 + 1).parse().unwrap();
        let a = nim.analyze(&p, Convention::Normal).unwrap();
        known.remember(&*nim, Convention::Normal, &p, &a);
        assert!(
            known.len() <= review::MAX_KNOWN,
            "{} kept after {i}",
            known.len()
        );
    }
    assert!(!known.is_empty());
    let start: Position = "2,3".parse().unwrap();
    let moves: Vec<Position> = vec!["2,2".parse().unwrap()];
    assert_eq!(
        review::review_with(&*nim, &mut known, &start, &moves, Convention::Normal),
        review::review(&*nim, &start, &moves, Convention::Normal)
    );
}
