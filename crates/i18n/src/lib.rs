//! # nimatron-i18n
//!
//! The localisation layer: every word Nimatron shows a person, in English
//! and Spanish, as [Fluent](https://projectfluent.org) messages compiled
//! into the binary (or, in the web page's builds, fetched one language at
//! a time: feature `fetched`). The web app and the CLI both read their text from here,
//! so a sentence is written once per language and a test can check that
//! both languages have every message with the same variables.
//!
//! ```
//! use nimatron_i18n::{Arg, Lang, Localizer};
//! let es = Localizer::new(Lang::Es);
//! assert_eq!(es.tr_args("heap-n", &[("n", Arg::Num(3))]), "Montón 3");
//! let en = Localizer::new(Lang::En);
//! assert_eq!(en.tr_args("heap-n", &[("n", Arg::Num(3))]), "Heap 3");
//! ```
#![warn(missing_docs)]

pub mod bouton;
pub mod bundle;
mod errors;
#[cfg(feature = "fetched")]
pub mod fetched;
mod ftl;
mod game_words;
mod lang;
mod localizer;
#[cfg(not(feature = "fetched"))]
pub mod resources;
pub mod review;
mod values;
pub mod why;

pub use errors::{core_error, position_error};
#[cfg(feature = "fetched")]
use fetched::sources;
#[cfg(feature = "fetched")]
pub use fetched::{provide, ready};
pub use game_words::{game_words, list_or, refusal_words, words_with};
pub use lang::Lang;
pub use localizer::{Arg, Localizer};
#[cfg(not(feature = "fetched"))]
use resources::sources;
#[cfg(not(feature = "fetched"))]
pub use resources::{Words, install, message_ids};

/// Whether `lang`'s words are here: always, where they are compiled in.
#[cfg(not(feature = "fetched"))]
pub fn ready(_lang: Lang) -> bool {
    true
}
pub use values::{fact_value, outcome_words, position_text, proof_key};
