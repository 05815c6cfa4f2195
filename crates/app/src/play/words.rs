//! The play screen's sentences, built from the session and the core's
//! answers as data, in the language on screen.
//!
//! Why one module: a game's title and summary come from `games.ftl`
//! (`game-NAME-title`, `game-NAME-summary`), its rules and theorem from
//! its own file (`game-NAME.ftl`) with the game's own numbers, fact labels are `fact-KEY`. A game added to the registry
//! without words yet shows its registry name, never a missing id.

use nimatron_core::session::{Seat, Session};
use nimatron_core::{Board, Fact, registry};
use nimatron_i18n::{Localizer, fact_value, game_words, position_error, refusal_words, review};

use super::problems::{MoveProblem, Notice};

/// The first of `ids` this language has, translated; else `fallback`.
fn first_of(loc: &Localizer, ids: &[String], fallback: &str) -> String {
    ids.iter()
        .find(|id| loc.has(id))
        .map(|id| loc.tr(id))
        .unwrap_or_else(|| fallback.to_string())
}

/// A game's title (`kayles` → "Kayles").
pub fn game_title(loc: &Localizer, name: &str) -> String {
    first_of(
        loc,
        &[
            format!("game-{name}-title"),
            format!("play-game-{name}-title"),
        ],
        name,
    )
}

/// A game's one-line summary (empty when it has none yet).
pub fn game_summary(loc: &Localizer, name: &str) -> String {
    first_of(loc, &[format!("game-{name}-summary")], "")
}

/// The title of the game `spec` on a screen that plays it, in its own
/// numbers where it has parameters (`take:3` → "Take 1 to 3",
/// `game-NAME-own-title`), never the letter of the CLI's syntax; else its
/// plain title.
pub fn own_title(loc: &Localizer, spec: &str) -> String {
    own_words(loc, spec, "title")
}

/// The summary of the game `spec`, in its own numbers where it has
/// parameters (`game-NAME-own-summary`: "First place 6 stones … on 3 empty
/// heaps"); else its plain summary.
pub fn own_summary(loc: &Localizer, spec: &str) -> String {
    own_words(loc, spec, "summary")
}

/// `game-NAME-own-{part}` of the game `spec`, else `game-NAME-{part}`.
fn own_words(loc: &Localizer, spec: &str, part: &str) -> String {
    let Ok(game) = crate::engine::game(spec) else {
        return game_title(loc, registry::name_of(spec));
    };
    game_words(loc, game.as_ref(), &format!("own-{part}")).unwrap_or_else(|| match part {
        "title" => game_title(loc, game.name()),
        _ => game_summary(loc, game.name()),
    })
}

/// The game's own parameters, for a game that has some (`take:3`,
/// `subtraction:1,3,4`): its title and summary speak of K or S, so the
/// page says which game is on the board and, in words with its numbers,
/// what they make of it (`game-NAME-about`: "take 1 to 3 stones from one
/// heap"; empty for a game that has no such words). `None` for a game
/// without parameters.
pub fn game_parameters(loc: &Localizer, spec: &str) -> Option<(String, String)> {
    spec.split_once(':')?;
    let game = crate::engine::game(spec).ok();
    let meaning = game
        .as_deref()
        .and_then(|g| game_words(loc, g, "about"))
        // A sum says its parts by their titles: "Nim + Kayles".
        .or_else(|| match game?.board() {
            Board::Sum { parts } => {
                let titles: Vec<String> = parts.iter().map(|p| own_title(loc, p)).collect();
                Some(titles.join(" + "))
            }
            _ => None,
        })
        .unwrap_or_default();
    Some((loc.tr("play-this-game"), meaning))
}

/// A game's rules or theorem (`part` is `rules` or `theorem`) with the
/// game's own numbers (`spec`: `take:3`), if written.
pub fn game_text(loc: &Localizer, spec: &str, part: &str) -> Option<String> {
    game_words(loc, crate::engine::game(spec).ok()?.as_ref(), part)
}

/// A fact's label and value (`Nim-sum (…)`, `2`).
pub fn fact(loc: &Localizer, fact: &Fact) -> (String, String) {
    let id = format!("fact-{}", fact.key);
    let label = if loc.has(&id) {
        loc.tr(&id)
    } else {
        fact.key.clone()
    };
    (label, fact_value(loc, fact))
}

/// Why a move did not play in `game` (its text, `chomp`).
pub fn move_problem(loc: &Localizer, game: &str, problem: &MoveProblem) -> String {
    match problem {
        MoveProblem::Illegal { to, why } => {
            let illegal = loc.tr_args("play-move-illegal", &[("position", to.as_str().into())]);
            // The rule the move breaks, when the game can name it.
            match why {
                Some(why) => format!("{illegal} {}", refusal_words(loc, why)),
                None => illegal,
            }
        }
        MoveProblem::Over => loc.tr("play-move-over"),
        MoveProblem::NotYourTurn => loc.tr("play-move-not-your-turn"),
        MoveProblem::Core(e) => position_error(loc, game, e),
        MoveProblem::Record { stop, from } => {
            let why = review::stop_words(loc, from, stop, |e| position_error(loc, game, e));
            loc.tr_args("review-record-stopped", &[("why", why.into())])
        }
        MoveProblem::RecordText(number, e) => loc.tr_args(
            "review-record-bad-line",
            &[
                ("number", (*number as u64).into()),
                ("why", position_error(loc, game, e).into()),
            ],
        ),
    }
}

/// A notice about the URL or storage.
pub fn notice(loc: &Localizer, notice: &Notice) -> String {
    match notice {
        Notice::StorageIgnored => loc.tr("play-notice-storage-ignored"),
        Notice::UnknownValue { key, value } => loc.tr_args(
            "play-notice-unknown-value",
            &[
                ("key", key.as_str().into()),
                ("value", crate::screens::query::quote(value).into()),
            ],
        ),
    }
}

/// Player 1 or 2 (seat A or B).
pub fn player(seat: Seat) -> u64 {
    match seat {
        Seat::A => 1,
        Seat::B => 2,
    }
}

/// Who won a finished game, as the game-over message names them (its
/// `data-winner`): against the computer "you" or "computer"; between two
/// people "player1" or "player2" (seat A moved first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// The person at the screen, against the computer.
    You,
    /// The computer.
    Computer,
    /// Player 1 or 2 of a game between two people.
    Player(Seat),
}

impl Who {
    /// Who sits in `seat` of `session`.
    pub fn in_seat(session: &Session, seat: Seat) -> Who {
        match session.computer_seat() {
            Some(c) if c == seat => Who::Computer,
            Some(_) => Who::You,
            None => Who::Player(seat),
        }
    }

    /// The `data-winner` value: `you`, `computer`, `player1`, `player2`.
    pub fn code(self) -> &'static str {
        match self {
            Who::You => "you",
            Who::Computer => "computer",
            Who::Player(Seat::A) => "player1",
            Who::Player(Seat::B) => "player2",
        }
    }

    /// "You", "Computer", "Player 1": who played a move.
    pub fn name(self, loc: &Localizer) -> String {
        let (who, player) = match self {
            Who::Player(seat) => ("player", player(seat)),
            other => (other.code(), 0),
        };
        loc.tr_args(
            "review-who",
            &[("who", who.into()), ("player", player.into())],
        )
    }

    /// "You win!", "The computer wins.", "Player 1 wins!".
    pub fn wins(self, loc: &Localizer) -> String {
        match self {
            Who::You => loc.tr("play-status-you-won"),
            Who::Computer => loc.tr("play-status-computer-won"),
            Who::Player(seat) => {
                loc.tr_args("play-status-player-won", &[("player", player(seat).into())])
            }
        }
    }
}

/// How the session's game ended, from the core ([`Session::ending`]), or
/// `None` while it goes on (or for a game the registry no longer makes).
pub fn ending(session: &Session) -> Option<nimatron_core::session::Ending> {
    let game = crate::engine::game(&session.game).ok()?;
    session.ending(game.as_ref())
}

/// Whose turn it is, or who won.
pub fn status(loc: &Localizer, session: &Session, over: bool, thinking: bool) -> String {
    let computer = session.computer_seat();
    match (ending(session), computer) {
        (Some(end), _) => Who::in_seat(session, end.winner).wins(loc),
        (None, _) if over => loc.tr("play-move-over"),
        (None, Some(_)) if thinking => loc.tr("play-status-thinking"),
        (None, Some(_)) => loc.tr("play-status-your-turn"),
        (None, None) => loc.tr_args(
            "play-status-player-turn",
            &[("player", player(session.to_move()).into())],
        ),
    }
}
