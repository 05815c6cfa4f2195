//! Benchmarks of the rare-value Grundy engine on Grundy's game, Kayles and
//! two octal codes whose rare positions are many (`0.007`: a fifth of all
//! heaps; `0.6`). Against another engine: `scripts/bench-ogsolve.sh`.
//!
//! Run with `cargo bench -p nimatron-core --bench rare_value`. The long
//! published check (G below 2^20: largest G(763622) = 231, 1,274 rare
//! positions under mask 0xfe, the last at 82,860) is the ignored test
//! `grundy_game_to_2_pow_20` of `tests/octal.rs`, run here first:
//! `cargo test -p nimatron-core --release --test octal -- --ignored`.
//! For 2^22 values (about half a minute natively):
//! `cargo run -p nimatron-core --release --example rare_value_time -- 4194303`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use nimatron_core::games::take_break::{KAYLES, TakeBreak, sequence};

fn grundy_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("rare_value grundy");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("2^16 values", |b| {
        b.iter(|| {
            sequence(&TakeBreak::grundy(), black_box((1 << 16) - 1)).map(|s| s.stats().max_value)
        })
    });
    group.bench_function("2^20 values", |b| {
        b.iter(|| {
            sequence(&TakeBreak::grundy(), black_box((1 << 20) - 1)).map(|s| s.stats().max_value)
        })
    });
    group.finish();
}

fn kayles(c: &mut Criterion) {
    // Periodic: the proven period ends the work, the rest is copied.
    c.bench_function("rare_value kayles 2^20 values", |b| {
        b.iter(|| {
            sequence(&TakeBreak::octal(KAYLES), black_box((1 << 20) - 1)).map(|s| s.periodicity())
        })
    });
}

fn dense_rare(c: &mut Criterion) {
    // Many rare positions and hundreds of values: the targeted witness
    // search mostly fails here, and is skipped while it does.
    let mut group = c.benchmark_group("rare_value dense");
    group.sample_size(10);
    for (code, upto) in [("0.007", 1u64 << 15), ("0.6", 1 << 18)] {
        let rule = TakeBreak::octal(code.parse().unwrap_or(KAYLES));
        group.bench_function(format!("{code} to {upto}"), |b| {
            b.iter(|| sequence(&rule, black_box(upto)).map(|s| s.stats().max_value))
        });
    }
    group.finish();
}

criterion_group!(benches, grundy_game, kayles, dense_rare);
criterion_main!(benches);
