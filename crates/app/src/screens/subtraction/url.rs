//! The simplified-Nim screen's part of the URL:
//! `n=19&k=3&misere&opponent=friend&first=computer`, or a counting-up preset
//! `preset=21` (game 21) / `preset=100` (game of 100), which fixes `n`, `k`
//! and the convention. Once a move is on the board, `position=7` is the
//! heap left (the core's position of `take:K`, judged by the core through
//! [`crate::engine`], at most `n`; the counting-up games show it as the
//! running total `n − 7`) and, against the computer, `first=` says who is
//! to move there ([`played_url`]). A reloaded game starts from that heap
//! with an empty history: undo cannot go back past it (the moves are not
//! URL state). Pure: no browser, no panics; every bad value is reported
//! (and the default used) so the screen can say what it did.

use nimatron_core::Convention;
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent, Session};

use crate::route::HashUrl;
use crate::screens::nav;
use crate::screens::query::FromUrl;
use crate::screens::query::{number_in, pick, position_of, read};
use crate::screens::seats::{self, Seats};

/// The computer this screen plays (`vs=computer`): Proposition 1, perfectly.
pub const COMPUTER: Opponent = Opponent::Computer(Strength::Perfect);

/// Largest heap the screen plays (a person clicks every move; 10^12 still
/// shows Proposition 1 on a big number).
pub const MAX_N: u64 = 1_000_000_000_000;
/// Largest `k` (one button per take).
pub const MAX_K: u64 = 50;
/// The blog's first example.
pub const DEFAULT_N: u64 = 19;
/// Its `k`.
pub const DEFAULT_K: u64 = 3;

/// How the heap is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presentation {
    /// A heap of stones; players take 1 to `k`.
    Heap,
    /// Game 21: count up from 0, say 1 to 3 more, whoever says 21 loses.
    Game21,
    /// Game of 100: add 1 to 10, whoever reaches 100 wins.
    Game100,
}

impl Presentation {
    /// `n`, `k` and the convention a counting-up game fixes.
    pub fn fixed(self) -> Option<(u64, u64, Convention)> {
        match self {
            Presentation::Heap => None,
            // Saying the goal loses: the misère heap of 21.
            Presentation::Game21 => Some((21, 3, Convention::Misere)),
            // Reaching the goal wins: the normal heap of 100.
            Presentation::Game100 => Some((100, 10, Convention::Normal)),
        }
    }

    /// Its `preset=` value.
    pub fn code(self) -> Option<&'static str> {
        match self {
            Presentation::Heap => None,
            Presentation::Game21 => Some("21"),
            Presentation::Game100 => Some("100"),
        }
    }
}

/// Everything that fixes a game before its first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    /// Stones at the start (or the goal of a counting-up game).
    pub n: u64,
    /// Most stones one move takes. Invariant: `1 ≤ k ≤ MAX_K`.
    pub k: u64,
    /// Normal (last stone wins) or misère (last stone loses).
    pub convention: Convention,
    /// Heap or counting up.
    pub presentation: Presentation,
    /// Computer or friend.
    pub opponent: Opponent,
    /// Who starts against the computer.
    pub first: First,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            n: DEFAULT_N,
            k: DEFAULT_K,
            convention: Convention::Normal,
            presentation: Presentation::Heap,
            opponent: COMPUTER,
            first: First::Me,
        }
    }
}

impl Setup {
    /// The core's game: a heap from which a move takes 1 to `k`.
    pub fn game(&self) -> String {
        format!("take:{}", self.k)
    }
}

/// A refused URL value (worded later, in the user's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    /// `n=` is not a whole number from 1 to [`MAX_N`] (quoted, cut).
    BadN(String),
    /// `k=` is not a whole number from 1 to [`MAX_K`].
    BadK(String),
    /// `preset=` is neither `21` nor `100`.
    BadPreset(String),
    /// `vs=` is neither `computer` nor `friend`.
    BadOpponent(String),
    /// `first=` is neither `me` nor `computer`.
    BadFirst(String),
    /// `position=` is not a heap of the game from 0 to `n` (the text, `n`).
    BadPosition(String, u64),
}

/// What the URL asks for: the setup (defaults where refused) and what was
/// refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionQuery {
    /// The game to start.
    pub setup: Setup,
    /// The heap left (`position=`); `None`: `n`, the start.
    pub position: Option<u64>,
    /// The refused values, in URL order of parameters checked.
    pub problems: Vec<QueryError>,
}

impl FromUrl for SubtractionQuery {
    /// Reads the screen's parameters from `url`.
    fn from_url(url: &HashUrl) -> Self {
        let mut setup = Setup::default();
        let mut problems = Vec::new();
        let p = &mut problems;
        let n = read(url, "n", |t| number_in(t, 1..=MAX_N), QueryError::BadN, p);
        let k = read(url, "k", |t| number_in(t, 1..=MAX_K), QueryError::BadK, p);
        setup.n = n.unwrap_or(setup.n);
        setup.k = k.unwrap_or(setup.k);
        setup.convention = Convention::from_misere(url.flag("misere"));
        let presets = [("21", Presentation::Game21), ("100", Presentation::Game100)];
        if let Some(presentation) = pick(url, "preset", &presets, QueryError::BadPreset, p) {
            setup.presentation = presentation;
        }
        if let Some((n, k, convention)) = setup.presentation.fixed() {
            (setup.n, setup.k, setup.convention) = (n, k, convention);
        }
        let bad = |key, given| match key {
            seats::FIRST => QueryError::BadFirst(given),
            _ => QueryError::BadOpponent(given),
        };
        let Seats { opponent, first } = Seats::read(url, bad, p);
        setup.opponent = opponent.unwrap_or(COMPUTER);
        setup.first = first.unwrap_or(First::Me);
        let heap = |t: &str| match position_of(&setup.game(), t)?.numbers() {
            &[heap] if heap <= setup.n => Some(heap),
            _ => None,
        };
        let bad_position = |given| QueryError::BadPosition(given, setup.n);
        let position = read(url, "position", heap, bad_position, p);
        SubtractionQuery {
            setup,
            position,
            problems,
        }
    }
}

/// The URL that opened the screen with the heap left written in
/// (`position=`) and, against the computer, who is to move there written
/// as who moves first (`first=computer`, or none for the person): the
/// reloaded game goes on with the same player to move. Between two
/// friends the reloaded game gives the move to player 1, so a finished
/// game is written only when player 1 is to move
/// ([`nav::reload_keeps_the_winner`]).
pub fn played_url(opened: HashUrl, session: &Session) -> Option<HashUrl> {
    if session.computer_seat().is_none() && !nav::reload_keeps_the_winner(session) {
        return None;
    }
    // An older link's `vs=` is written `opponent=`.
    let mut opened = seats::renamed(opened);
    opened.set("position", Some(&session.position().to_string()));
    if let Some(computer) = session.computer_seat() {
        let computers = computer == session.to_move();
        opened.set(seats::FIRST, computers.then_some(First::Computer.code()));
    }
    Some(opened)
}

/// The URL of a setup (defaults left out, except `n` and `k`).
pub fn to_url(setup: &Setup) -> HashUrl {
    let mut url = HashUrl::new("/subtraction");
    match setup.presentation.code() {
        Some(code) => url = url.with("preset", code),
        None => {
            url = url
                .with("n", setup.n.to_string())
                .with("k", setup.k.to_string())
                .with_flag("misere", setup.convention == Convention::Misere);
        }
    }
    // Rule: between friends whoever clicks first starts (no `first=`).
    let friends = setup.opponent == Opponent::Friend;
    Seats {
        opponent: (setup.opponent != COMPUTER).then_some(setup.opponent),
        first: (!friends && setup.first != First::Me).then_some(setup.first),
    }
    .write(url)
}
