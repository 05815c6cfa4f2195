//! # nimatron-i18n
//!
//! The localisation layer: every word Nimatron shows a person, in English
//! and Spanish, as [Fluent](https://projectfluent.org) messages compiled
//! into the binary. The web app and the CLI both read their text from here,
//! so a sentence is written once per language and a test can check that
//! both languages have every message with the same variables.
//!
//! ```
//! use nimatron_i18n::{Arg, Lang, Localizer};
//! let es = Localizer::new(Lang::Es);
//! assert_eq!(es.tr("lang-name"), "Español");
//! let en = Localizer::new(Lang::En);
//! assert_eq!(en.tr_args("heap-n", &[("n", Arg::Num(3))]), "Heap 3");
//! ```
#![warn(missing_docs)]

pub mod bouton;
mod errors;
mod ftl;
mod game_words;
mod lang;
mod localizer;
pub mod resources;
pub mod review;
mod values;
pub mod why;

pub use errors::{core_error, position_error};
pub use game_words::{game_words, list_or, refusal_words, words_with};
pub use lang::Lang;
pub use localizer::{Arg, Localizer};
pub use resources::{Words, install, message_ids};
pub use values::{fact_value, outcome_words, position_text, proof_key};
