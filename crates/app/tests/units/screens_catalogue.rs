//! Tests of `screens::catalogue` (`crates/app/src/screens/catalogue/mod.rs`).
use nimatron_core::registry::{self};

use nimatron_app::screens::catalogue::*;

#[test]
fn every_game_sits_on_a_shelf() {
    for entry in registry::LISTINGS {
        assert!(
            SHELVES.iter().any(|(f, _)| *f == entry.family),
            "{}",
            entry.name
        );
    }
}
