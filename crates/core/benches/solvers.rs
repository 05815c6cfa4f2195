//! Benchmarks of the solvers the faces call on big inputs.
//!
//! Run with `cargo bench -p nimatron-core`; compare Min Nim with the seed's
//! Python dictionary algorithm: `python3 crates/core/benches/min_nim_seed.py 100 100 100 1 3 4`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
use nimatron_core::games::{nim, wythoff};
use nimatron_core::{Convention, Position, registry};

fn min_nim(c: &mut Criterion) {
    let rule = MinNimRule::new(&[1, 3, 4]).expect("valid rule");
    let mut group = c.benchmark_group("min_nim");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for n in [100u64, 300] {
        group.bench_function(format!("{n}x{n}x{n} {{1,3,4}}"), |b| {
            b.iter(|| {
                MinNimTable::compute(black_box([n, n, n]), &rule, Convention::Normal)
                    .map(|t| t.cells())
            })
        });
    }
    group.finish();
}

fn nim_analysis(c: &mut Criterion) {
    let heaps: Vec<u64> = (0..10_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40)
        .collect();
    let game = registry::game("nim").expect("nim");
    let position = Position::new(heaps.clone());
    let mut group = c.benchmark_group("nim_analysis_10000_heaps");
    for convention in [Convention::Normal, Convention::Misere] {
        group.bench_function(format!("{convention:?}"), |b| {
            b.iter(|| {
                game.analyze(black_box(&position), convention)
                    .map(|a| a.remoteness)
            })
        });
    }
    group.bench_function("best_move Normal", |b| {
        b.iter(|| nim::best_move(black_box(&heaps), Convention::Normal))
    });
    group.finish();
}

/// A game with no theorem for its winning moves: the analysis finds them
/// by searching every child (Chomp, a click on its board).
fn searched_analysis(c: &mut Criterion) {
    let game = registry::game("chomp").expect("chomp");
    let position: Position = "6,6,5,4,3".parse().expect("a position");
    c.bench_function("chomp 6,6,5,4,3 analysis (winning moves by search)", |b| {
        b.iter(|| game.analyze(black_box(&position), Convention::Normal))
    });
}

fn wythoff_cold_pair(c: &mut Criterion) {
    c.bench_function("wythoff cold_pair(10^18)", |b| {
        b.iter(|| wythoff::cold_pair(black_box(1_000_000_000_000_000_000)))
    });
    c.bench_function("wythoff partner(10^18)", |b| {
        b.iter(|| wythoff::partner(black_box(1_000_000_000_000_000_000)))
    });
}

criterion_group!(
    benches,
    min_nim,
    nim_analysis,
    searched_analysis,
    wythoff_cold_pair
);
criterion_main!(benches);
