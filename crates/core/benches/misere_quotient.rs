//! Benchmarks of misère quotients (issue 28): Kayles' quotient from
//! nothing to solved, and one winning move in a misère Kayles sum of five
//! rows of about 10^6 pins through it. `scripts/bench.sh` also times
//! Dawson's Kayles' partial quotients for 60 s with the CLI.
//!
//! Run with `cargo bench -p nimatron-core --bench misere_quotient`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use nimatron_core::games::take_break::misere::{analysis_quotient, quotient, winning_move};
use nimatron_core::games::take_break::{KAYLES, TakeBreak};

fn kayles_quotient(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere quotient");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("kayles, solved at 167", |b| {
        b.iter(|| quotient(TakeBreak::octal(KAYLES), black_box(400)).upto)
    });
    group.finish();
}

fn kayles_winning_move(c: &mut Criterion) {
    let q = analysis_quotient(TakeBreak::octal(KAYLES));
    let heaps = [999_983u64, 1_000_003, 999_999, 1_000_000, 1_000_037];
    c.bench_function(
        "misere kayles: a winning move, five rows of about 10^6",
        |b| b.iter(|| q.as_ref().and_then(|q| winning_move(q, black_box(&heaps)))),
    );
}

criterion_group!(benches, kayles_quotient, kayles_winning_move);
criterion_main!(benches);
