//! The message files, compiled in (without their comments: build.rs). One
//! file per screen or subject, the same set of files for each language (a
//! test checks they match key for key). A web page built with the feature
//! `fetched` compiles none of them in, and has no such module: it fetches
//! its words (`crate::fetched`).
//!
//! Each file is a [`Words`] constant, and a build carries the files it
//! installs ([`install`]): the whole app and the command line all of them
//! ([`EVERY`]), a first load's small module of the app only those its
//! screens speak (`crates/app/src/modules/`), so the linker leaves the
//! others' text out of it.

use std::cell::Cell;

use crate::Lang;

/// One message file, in each language.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    /// Its file name (`nim.ftl`).
    pub name: &'static str,
    en: &'static str,
    es: &'static str,
}

impl Words {
    /// Its text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Es => self.es,
        }
    }

    /// The ids of the messages it defines in `lang`.
    pub fn ids(&self, lang: Lang) -> impl Iterator<Item = &'static str> {
        self.text(lang).lines().filter_map(crate::ftl::message_id)
    }
}

macro_rules! words {
    ($($(#[$doc:meta])* $id:ident = $name:literal;)*) => {
        $(
            $(#[$doc])*
            pub const $id: Words = Words {
                name: $name,
                en: include_str!(concat!(env!("OUT_DIR"), "/en/", $name)),
                es: include_str!(concat!(env!("OUT_DIR"), "/es/", $name)),
            };
        )*
    };
}

words! {
    /// The app's name and words every screen shares.
    COMMON = "common.ftl";
    /// Errors, limits and refusals.
    ERRORS = "errors.ftl";
    /// Every screen's title and description (the header, the home page).
    MENU = "menu.ftl";
    /// The frame: header, footer, loading, crash.
    APP = "app.ftl";
    /// The Nim screen.
    NIM = "nim.ftl";
    /// Bouton's walk.
    BOUTON = "bouton.ftl";
    /// The Wythoff screen.
    WYTHOFF = "wythoff.ftl";
    /// Simplified Nim.
    SUBTRACTION = "subtraction.ftl";
    /// The game of games.
    GAME_OF_GAMES = "game_of_games.ftl";
    /// Min Nim.
    MIN_NIM = "min_nim.ftl";
    /// Subtraction sets.
    GRUNDY = "grundy.ftl";
    /// The play screen.
    PLAY = "play.ftl";
    /// The home page's catalogue of every game.
    CATALOGUE = "catalogue.ftl";
    /// Every game's title, summary, rules and theorem.
    GAMES = "games.ftl";
    /// The teacher's kit: share, worksheets.
    TEACH = "teach.ftl";
    /// Grundy sequences.
    SEQUENCE = "sequence.ftl";
    /// Exam mode.
    EXAM = "exam.ftl";
    /// Projector mode.
    PRESENT = "present.ftl";
    /// The parts' walk.
    WHY = "why.ftl";
    /// A game's review.
    REVIEW = "review.ftl";
    /// Misère quotients.
    MISERE = "misere.ftl";
}

// Each game's page: its rules, theorem and what its numbers make of it
// (`game-NAME-rules`, `-theorem`, `-about`), a file per game so that a
// small module of the app carries only its own games' ([`game_words_file`]).
words! {
    /// `nim`.
    GAME_NIM = "game-nim.ftl";
    /// `wythoff`.
    GAME_WYTHOFF = "game-wythoff.ftl";
    /// `take`.
    GAME_TAKE = "game-take.ftl";
    /// `subtraction`.
    GAME_SUBTRACTION = "game-subtraction.ftl";
    /// `min-nim`.
    GAME_MIN_NIM = "game-min-nim.ftl";
    /// `moore`.
    GAME_MOORE = "game-moore.ftl";
    /// `greedy`.
    GAME_GREEDY = "game-greedy.ftl";
    /// `equal`.
    GAME_EQUAL = "game-equal.ftl";
    /// `building`.
    GAME_BUILDING = "game-building.ftl";
    /// `candy`.
    GAME_CANDY = "game-candy.ftl";
    /// `fibonacci`.
    GAME_FIBONACCI = "game-fibonacci.ftl";
    /// `kayles`.
    GAME_KAYLES = "game-kayles.ftl";
    /// `circular`.
    GAME_CIRCULAR = "game-circular.ftl";
    /// `octal`.
    GAME_OCTAL = "game-octal.ftl";
    /// `dawson`.
    GAME_DAWSON = "game-dawson.ftl";
    /// `grundy`.
    GAME_GRUNDY = "game-grundy.ftl";
    /// `chomp`.
    GAME_CHOMP = "game-chomp.ftl";
    /// `nd-nim`.
    GAME_ND_NIM = "game-nd-nim.ftl";
    /// `arc-kayles`.
    GAME_ARC_KAYLES = "game-arc-kayles.ftl";
    /// `node-kayles`.
    GAME_NODE_KAYLES = "game-node-kayles.ftl";
    /// `sum`.
    GAME_SUM = "game-sum.ftl";
}

#[cfg(feature = "cli")]
words! {
    /// The command line's own words.
    CLI = "cli.ftl";
}

/// The app's files of a screen or subject.
const SUBJECT_FILES: [Words; 21] = [
    COMMON,
    ERRORS,
    MENU,
    NIM,
    BOUTON,
    APP,
    WYTHOFF,
    SUBTRACTION,
    GAME_OF_GAMES,
    MIN_NIM,
    GRUNDY,
    PLAY,
    CATALOGUE,
    GAMES,
    TEACH,
    SEQUENCE,
    EXAM,
    PRESENT,
    WHY,
    REVIEW,
    MISERE,
];

/// Every game's page (`game-NAME.ftl`): a build that plays every game
/// carries them all (the whole app, the play screen's module).
pub const GAME_FILES: [Words; 21] = [
    GAME_NIM,
    GAME_WYTHOFF,
    GAME_TAKE,
    GAME_SUBTRACTION,
    GAME_MIN_NIM,
    GAME_MOORE,
    GAME_GREEDY,
    GAME_EQUAL,
    GAME_BUILDING,
    GAME_CANDY,
    GAME_FIBONACCI,
    GAME_KAYLES,
    GAME_CIRCULAR,
    GAME_OCTAL,
    GAME_DAWSON,
    GAME_GRUNDY,
    GAME_CHOMP,
    GAME_ND_NIM,
    GAME_ARC_KAYLES,
    GAME_NODE_KAYLES,
    GAME_SUM,
];

/// The app's files.
const APP_FILES: [Words; SUBJECT_FILES.len() + GAME_FILES.len()] =
    joined(SUBJECT_FILES, GAME_FILES);

/// `a`'s files then `b`'s, as one list (for a build's `const` list of files).
pub const fn joined<const A: usize, const B: usize, const C: usize>(
    a: [Words; A],
    b: [Words; B],
) -> [Words; C] {
    assert!(
        A + B == C && A > 0,
        "joined: C must be A + B, and A not empty"
    );
    let mut out = [a[0]; C];
    let mut i = 0;
    while i < A {
        out[i] = a[i];
        i += 1;
    }
    while i < C {
        out[i] = b[i - A];
        i += 1;
    }
    out
}

/// Every file: the whole app's.
#[cfg(not(feature = "cli"))]
pub const EVERY: &[Words] = &APP_FILES;

/// Every file: the whole app's and the command line's.
#[cfg(feature = "cli")]
pub const EVERY: &[Words] =
    &joined::<{ APP_FILES.len() }, 1, { APP_FILES.len() + 1 }>(APP_FILES, [CLI]);

/// Before a build installs its files: none in the browser (naming
/// [`EVERY`] here would put every file into every module); natively (the
/// command line, the tests), every file.
#[cfg(target_arch = "wasm32")]
const NONE_YET: &[Words] = &[];
#[cfg(not(target_arch = "wasm32"))]
const NONE_YET: &[Words] = EVERY;

thread_local! {
    static INSTALLED: Cell<&'static [Words]> = const { Cell::new(NONE_YET) };
}

/// Makes `files` the messages of every [`crate::Localizer`] made from now
/// on (a build's start does, once, before its first word).
pub fn install(files: &'static [Words]) {
    INSTALLED.with(|i| i.set(files));
}

/// The Fluent sources of one language as installed, each as (file name,
/// text).
pub(crate) fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    INSTALLED.with(|i| i.get().iter().map(|w| (w.name, w.text(lang))).collect())
}

/// Every message id defined for `lang`, sorted (used by the completeness
/// test and by tools).
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids: Vec<String> = EVERY
        .iter()
        .flat_map(|w| w.ids(lang))
        .map(str::to_string)
        .collect();
    ids.sort();
    ids
}

/// The file of the game named `name` (`take`): its rules, theorem and
/// what its numbers make of it; `None` for a name no game has. For tests
/// and tools: it names every game's file, so a build that calls it
/// carries them all.
pub fn game_words_file(name: &str) -> Option<Words> {
    let file = format!("game-{name}.ftl");
    GAME_FILES.iter().find(|w| w.name == file).copied()
}
