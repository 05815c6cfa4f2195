//! The worker's engine answering the page's questions ([`crate::asked`]):
//! the same core calls the page would make with the whole engine, on
//! games kept for the worker's life, so a game's memo of searched
//! positions serves every later question.

use std::collections::HashMap;

use nimatron_core::computer::SplitMix64;
use nimatron_core::registry;
use nimatron_core::review::{Known, Review, review_with};
use nimatron_core::{AnyGame, CoreError};

use crate::asked::{Question, Told};

/// Game texts kept at most; past it the worker starts again.
const MAX_GAMES: usize = 64;

/// The worker's engine: its games by text, and the values it has found
/// (a review analyses nothing the page's analyses already cost).
#[derive(Default)]
pub struct Answerer {
    games: HashMap<String, Box<dyn AnyGame>>,
    known: Known,
}

impl Answerer {
    /// The answer to `question`, as the core gives it.
    pub fn answer(&mut self, question: &Question) -> Told {
        let text = match question {
            Question::Analyze { game, .. }
            | Question::Computer { game, .. }
            | Question::Review { game, .. } => game.as_str(),
        };
        let game = match made(&mut self.games, text) {
            Ok(game) => game,
            Err(e) => {
                return match question {
                    Question::Analyze { .. } => Told::Analysis(Err(e)),
                    Question::Computer { .. } => Told::Move(Err(e)),
                    Question::Review { .. } => Told::Review(Review { moves: Vec::new() }),
                };
            }
        };
        match question {
            Question::Analyze {
                position,
                convention,
                depth,
                ..
            } => {
                let analysis = game.analyze_to(position, *convention, *depth);
                // Rule: a full analysis is a value a review reads (as the
                // page's own cache keeps them).
                if let (nimatron_core::engine::Depth::Full, Ok(a)) = (depth, &analysis) {
                    self.known.remember(game, *convention, position, a);
                }
                Told::Analysis(analysis)
            }
            Question::Computer {
                position,
                convention,
                strength,
                seed,
                ..
            } => {
                let mut rng = SplitMix64::new(*seed);
                Told::Move(game.computer_move(position, *convention, *strength, &mut rng))
            }
            Question::Review {
                convention,
                start,
                played,
                ..
            } => Told::Review(review_with(
                game,
                &mut self.known,
                start,
                played,
                *convention,
            )),
        }
    }
}

/// The game `text` names, made once and kept in `games`.
fn made<'a>(
    games: &'a mut HashMap<String, Box<dyn AnyGame>>,
    text: &str,
) -> Result<&'a dyn AnyGame, CoreError> {
    if !games.contains_key(text) {
        let made = registry::game(text)?;
        if games.len() >= MAX_GAMES {
            games.clear();
        }
        games.insert(text.to_string(), made);
    }
    games
        .get(text)
        .map(AsRef::as_ref)
        .ok_or(CoreError::UnknownGame {
            given: text.to_string(),
        })
}
