//! Explanations as data: the steps of a proof on the position at hand,
//! rendered (and localised) by the faces. The core never writes sentences.

pub mod bouton;
pub mod misere_word;
pub mod why;
