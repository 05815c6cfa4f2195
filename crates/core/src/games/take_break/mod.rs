//! Take-and-break games of one heap: octal games (Kayles `0.77`, Dawson's
//! Kayles `0.07`, …) and Grundy's game, with a research-grade Grundy engine.
//!
//! Why a folder: the rule ([`code`], [`grundy_game`]), the reference solver
//! ([`naive`]), the fast engine ([`rare`], with its classification in
//! [`mask`]), the periodicity theorem ([`period`]) and the statistics
//! ([`stats`]) are separate jobs, each proved against the reference by
//! `crates/core/tests/octal.rs`.
//!
//! ```
//! use nimatron_core::games::take_break::{sequence, OctalPeriod, TakeBreak, KAYLES};
//! let s = sequence(&TakeBreak::octal(KAYLES), 300).unwrap();
//! assert_eq!(&s.values()[..8], &[0, 1, 2, 3, 1, 4, 3, 2]);
//! match s.periodicity() {
//!     OctalPeriod::Proven(p) => assert_eq!((p.preperiod, p.period), (71, 12)),
//!     other => panic!("{other:?}"),
//! }
//! ```

pub mod code;
pub mod grundy_game;
pub mod mask;
pub mod misere;
pub mod naive;
pub mod period;
pub mod rare;
mod rule;
pub mod stats;
mod witness;

pub use code::{DAWSONS_KAYLES, KAYLES, OctalCode};
pub use naive::naive_sequence;
pub use period::OctalPeriod;
pub use rare::{RareValueBuilder, Sequence, sequence};
pub use rule::TakeBreak;
pub use stats::Stats;

use crate::analysis::FactKey;
use crate::limits::Limit;

/// Row games (Kayles, octal games): the Grundy value of each row.
pub const ROW_VALUES: FactKey = FactKey::normal_play_value("row-values");
/// Octal games: the preperiod and period of the values, `[e, p]`.
pub const PERIOD: FactKey = FactKey::normal_play_value("period");

/// Pins in all the rows of a row game (Kayles): the winning moves are
/// found by looking at every pin.
pub const ROW_PINS_LIMIT: Limit = Limit::new("row-pins");
/// Most pins in all the rows of a row game: its winning moves are found by
/// trying every pin.
pub const MAX_ROW_PINS: u64 = 1_000_000;
