//! Tests of `play::boards::memory` (`crates/app/src/play/boards/memory.rs`).
use nimatron_app::engine;
use nimatron_core::Position;

use nimatron_app::play::boards::memory::*;

#[test]
fn takes_follow_the_moves() {
    let p: Position = "20".parse().unwrap_or_default();
    let g = engine::game("fibonacci").unwrap_or_else(|e| panic!("{e}"));
    let moves = g.moves(&p, 100).unwrap_or_default();
    let t: Vec<u64> = takes(&p, &moves).iter().map(|(t, _)| *t).collect();
    assert_eq!(t, (1..=19).collect::<Vec<_>>());
    let p: Position = "18,2".parse().unwrap_or_default();
    let moves = g.moves(&p, 100).unwrap_or_default();
    assert_eq!(takes(&p, &moves).len(), 4);
}
