//! The boards this build draws (`super::Drawer`). The whole app draws
//! every one (`super::ALL`); a screen's small module (`crate::modules`)
//! only its games' (`Module::BOARDS`), so the linker leaves the others out
//! of it. As `crate::engine::installed` for the games.

use std::cell::Cell;

use nimatron_core::board::Board as Kind;

use super::drawer::Drawer;

thread_local! {
    /// Set once, by the build's start (`crate::start`, `crate::modules::start`;
    /// a test's, in tests). None before: naming the table (`super::ALL`)
    /// here would link every board into every module.
    static BOARDS: Cell<&'static [Drawer]> = const { Cell::new(&[]) };
}

/// Makes `boards` the boards this build draws (its start does, once).
pub fn install(boards: &'static [Drawer]) {
    BOARDS.with(|b| b.set(boards));
}

/// This build's board for positions of `kind`, if it has one.
pub fn drawer(kind: &Kind) -> Option<Drawer> {
    BOARDS
        .with(Cell::get)
        .iter()
        .find(|d| (d.draws)(kind))
        .copied()
}
