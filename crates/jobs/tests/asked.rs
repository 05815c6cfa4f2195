//! The engine's questions and answers between the page and the worker
//! (`asked.rs`, `answer.rs`): every question reads back as written, and
//! every answer the page reads is the core's own, on positions of every
//! registered game and of sums of them.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use nimatron_core::computer::{SplitMix64, Strength};
use nimatron_core::engine::Depth;
use nimatron_core::review::review;
use nimatron_core::{AnyGame, Convention, CoreError, Position, registry};
use nimatron_jobs::answer::Answerer;
use nimatron_jobs::asked::{Question, Told};

const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// A few positions of `game`: its small ones, and one move on from each.
fn positions(game: &dyn AnyGame) -> Vec<Position> {
    let mut out: Vec<Position> = game.small_positions().into_iter().take(12).collect();
    let next: Vec<Position> = out
        .iter()
        .flat_map(|p| game.moves(p, 2).unwrap_or_default())
        .collect();
    out.extend(next);
    out
}

/// Every registered game's example, and sums of parts of every kind.
fn games() -> Vec<String> {
    let mut out: Vec<String> = registry::EXAMPLES.iter().map(|e| e.to_string()).collect();
    out.push("sum:nim+kayles+fibonacci".into());
    out.push("sum:moore:2+chomp+take:3".into());
    out
}

/// Reads `question` back from its text, as the worker does, and answers it.
fn told(answerer: &mut Answerer, question: &Question) -> String {
    let read = Question::read(&question.text()).expect("a question reads back");
    assert_eq!(&read, question);
    answerer.answer(&read).text()
}

#[test]
fn every_analysis_the_page_reads_is_the_cores() {
    let mut answerer = Answerer::default();
    for text in games() {
        let game = registry::game(&text).unwrap();
        for position in positions(game.as_ref()) {
            for convention in CONVENTIONS {
                for depth in [Depth::Full, Depth::Quick, Depth::NoRemoteness] {
                    let question = Question::Analyze {
                        game: text.clone(),
                        position: position.clone(),
                        convention,
                        depth,
                    };
                    let want = game.analyze_to(&position, convention, depth);
                    let got = Told::read_analysis(&told(&mut answerer, &question));
                    assert_eq!(
                        got,
                        Some(want),
                        "{text} {position} {convention:?} {depth:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_computers_move_is_the_cores_for_the_same_seed() {
    let mut answerer = Answerer::default();
    for text in games() {
        let game = registry::game(&text).unwrap();
        for (i, position) in positions(game.as_ref()).into_iter().enumerate() {
            let strength = Strength::ALL[i % 3];
            let seed = 1000 + i as u64;
            let question = Question::Computer {
                game: text.clone(),
                position: position.clone(),
                convention: Convention::Normal,
                strength,
                seed,
            };
            let want = game.computer_move(
                &position,
                Convention::Normal,
                strength,
                &mut SplitMix64::new(seed),
            );
            let got = Told::read_move(&told(&mut answerer, &question));
            assert_eq!(got, Some(want), "{text} {position}");
        }
    }
}

#[test]
fn a_review_is_the_cores() {
    let mut answerer = Answerer::default();
    for text in games() {
        let game = registry::game(&text).unwrap();
        for start in positions(game.as_ref()).into_iter().take(4) {
            // A line of first moves to the end (at most 6).
            let mut played = Vec::new();
            let mut at = start.clone();
            while let Some(next) = game.moves(&at, 1).unwrap_or_default().pop() {
                played.push(next.clone());
                at = next;
                if played.len() == 6 {
                    break;
                }
            }
            for convention in CONVENTIONS {
                let question = Question::Review {
                    game: text.clone(),
                    convention,
                    start: start.clone(),
                    played: played.clone(),
                };
                let want = review(game.as_ref(), &start, &played, convention);
                let got = Told::read_review(&told(&mut answerer, &question));
                assert_eq!(got, Some(want), "{text} {start}");
            }
        }
    }
}

#[test]
fn every_refusal_reads_back() {
    let errors = [
        CoreError::UnknownGame {
            given: "chess".into(),
        },
        CoreError::BadGameParameter {
            given: "take:0".into(),
        },
        CoreError::BadPosition {
            given: "x\"y".into(),
        },
        CoreError::NoSequence { game: "nim".into() },
        CoreError::NoParts {
            game: "chomp".into(),
        },
        CoreError::WrongHeapCount {
            expected: 3,
            got: 2,
        },
        CoreError::WrongPartCount {
            expected: 2,
            got: 1,
        },
        CoreError::InComponent {
            place: 2,
            game: "chomp".into(),
            error: Box::new(CoreError::TooLarge {
                limit: nimatron_core::limits::Limit::SolverBudget,
                max: 250_000,
                asked: u128::MAX,
            }),
        },
        CoreError::Elsewhere,
        CoreError::ElsewhereFailed,
    ];
    for error in errors {
        let text = Told::Analysis(Err(error.clone())).text();
        assert_eq!(Told::read_analysis(&text), Some(Err(error)), "{text}");
    }
}

#[test]
fn malformed_texts_are_no_questions_or_answers() {
    for text in [
        "",
        "{}",
        "[1]",
        "{\"analyze\":{}}",
        "{\"nope\":{\"game\":\"nim\"}}",
    ] {
        assert_eq!(Question::read(text), None, "{text}");
        assert_eq!(Told::read_analysis(text), None, "{text}");
        assert_eq!(Told::read_review(text), None, "{text}");
    }
}
