//! The review of a whole game (issue "Look back at a game"): a 40-move
//! game judged move by move, as the play screen's review panel does it.
//! The game is played by the beginner against itself from a fixed seed, so
//! it has mistakes, good and best moves; each position is analysed once.
//! The page's budget is 100 ms for such a game; this is the core's part,
//! natively (the wasm build runs about 1.5–3× slower).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use nimatron_core::computer::SplitMix64;
use nimatron_core::{Convention, Position, Strength, registry, review};

/// Up to `moves` moves of `game` from `start`, played by the beginner.
fn a_game(
    game: &str,
    start: &str,
    moves: usize,
) -> (Box<dyn nimatron_core::AnyGame>, Position, Vec<Position>) {
    let g = registry::game(game).expect("a registered game");
    let start: Position = start.parse().expect("a position");
    let mut rng = SplitMix64::new(40);
    let mut played = Vec::new();
    let mut at = start.clone();
    while played.len() < moves {
        match g
            .computer_move(&at, Convention::Normal, Strength::Beginner, &mut rng)
            .expect("a move")
        {
            Some(next) => {
                played.push(next.clone());
                at = next;
            }
            None => break,
        }
    }
    (g, start, played)
}

fn review_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("review_a_game");
    for (game, start) in [
        ("nim", "5,6,7,8,9,10,11,12,13,14"),
        ("kayles", "20,21"),
        ("take:3", "80"),
    ] {
        let (g, start, played) = a_game(game, start, 40);
        let name = format!("{game} {start}, {} moves", played.len());
        group.bench_function(format!("{name}, nothing known"), |b| {
            b.iter(|| {
                review::review(
                    &*g,
                    black_box(&start),
                    black_box(&played),
                    Convention::Normal,
                )
            })
        });
        // As on the play screen, which has analysed every position it showed.
        let mut known = review::Known::new();
        for p in std::iter::once(&start).chain(&played) {
            let a = g.analyze(p, Convention::Normal).expect("an analysis");
            known.remember(&*g, Convention::Normal, p, &a);
        }
        group.bench_function(format!("{name}, positions known"), |b| {
            b.iter(|| {
                let mut k = known.clone();
                review::review_with(
                    &*g,
                    &mut k,
                    black_box(&start),
                    black_box(&played),
                    Convention::Normal,
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, review_games);
criterion_main!(benches);
