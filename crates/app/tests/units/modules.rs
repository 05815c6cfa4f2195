//! `crates/app/src/modules/`: every module draws every game it makes on a board it carries, and
//! carries the words its screens speak.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Command;
use std::rc::Rc;
use std::sync::OnceLock;

use nimatron_core::catalogue::game_in;
use nimatron_core::registry::{self, Entry, name_of};
use nimatron_i18n::Lang;
use nimatron_i18n::resources::{EVERY, Words};

use nimatron_app::modules::analysis::AnalysisModule;
use nimatron_app::modules::analysis_any::AnalysisAnyModule;
use nimatron_app::modules::analysis_boards::AnalysisBoardsModule;
use nimatron_app::modules::analysis_subtraction::AnalysisSubtractionModule;
use nimatron_app::modules::analysis_variants::AnalysisVariantsModule;
use nimatron_app::modules::board_games::BoardGamesModule;
use nimatron_app::modules::heaps::HeapsModule;
use nimatron_app::modules::home::HomeModule;
use nimatron_app::modules::min_nim::MinNimModule;
use nimatron_app::modules::nim::NimModule;
use nimatron_app::modules::play::PlayModule;
use nimatron_app::modules::subtraction::SubtractionModule;
use nimatron_app::modules::variants::VariantsModule;
use nimatron_app::modules::worksheet::WorksheetModule;
use nimatron_app::modules::wythoff::WythoffModule;
use nimatron_app::modules::{Module, plays};
use nimatron_app::play::boards::{self, installed};
use nimatron_app::route::{HashUrl, Route};
use nimatron_app::screens::catalogue::words::{card_summary, card_title};
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::sequence::url::SequenceQuery;

/// The game texts a module's play screen may show of `name`: its
/// catalogue example, its bare name (the registry completes it, where the
/// game has defaults), and texts with other parameters, as links and the
/// setup panel give them.
fn texts(games: &'static [Entry], name: &str, example: &str) -> Vec<String> {
    let mut texts = vec![example.to_string()];
    if game_in(games, name).is_ok() {
        texts.push(name.to_string());
    }
    let params: &[&str] = match name {
        "take" => &["1", "2", "3", "10", "100"],
        "subtraction" => &["1", "1,3,4", "2,5,7", "1,2,3,4,5,6,7,8,9,10"],
        "octal" => &[
            "0.07", "0.137", "0.6", "4.7", "0.777", "0.16", "0.344", "0.106",
        ],
        "min-nim" => &["1,2,3", "1,3,4", "2,3,5", "1,5,9"],
        _ => &[],
    };
    texts.extend(params.iter().map(|p| format!("{name}:{p}")));
    texts
}

/// Every game of `M`, with every text above, is drawn on one of `M`'s
/// boards (a module with no play screen has none, and draws no game).
fn draws_every_game<M: Module>() {
    if M::BOARDS.is_empty() {
        return;
    }
    for entry in M::GAMES {
        for text in texts(M::GAMES, entry.name, entry.example.0) {
            let game = game_in(M::GAMES, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(name_of(&text), entry.name);
            let kind = game.board();
            assert!(
                M::BOARDS.iter().any(|d| (d.draws)(&kind)),
                "{}: {text} is drawn on {kind:?}, which the module does not carry",
                std::any::type_name::<M>(),
            );
        }
        let kind = (entry.example_board)();
        assert!(
            M::BOARDS.iter().any(|d| (d.draws)(&kind)),
            "{}'s example: {kind:?}",
            entry.name
        );
    }
}

/// `M` carries the asking of misère quotients (`Module::QUOTIENTS`)
/// exactly when one of the games it draws has a quotient the worker may
/// build and one of its screens shows a misère analysis (the play screen,
/// where it carries boards; the walk). A sum has none: its misère analysis
/// is a search over the whole sum, which reads no part's quotient.
fn asks_quotients_when_its_games_have_them<M: Module>() {
    let drawn = M::GAMES
        .iter()
        .filter(|entry| M::DRAWS.is_empty() || M::DRAWS.iter().any(|d| d.name == entry.name));
    let has = drawn.into_iter().any(|entry| {
        texts(M::GAMES, entry.name, entry.example.0)
            .iter()
            .any(|text| {
                let game = game_in(M::GAMES, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                nimatron_core::job::quotient_rule_of(&*game).is_some()
            })
    });
    let walk = Rc::new(HashUrl::parse("#/why?game=grundy&position=5,7&misere"));
    let shows = !M::BOARDS.is_empty() || M::screen(&Route::Why, walk, 0, false).is_some();
    assert_eq!(
        M::QUOTIENTS,
        has && shows,
        "{}: QUOTIENTS is {}; the games it draws {} misère quotients, its screens {} a misère analysis",
        std::any::type_name::<M>(),
        M::QUOTIENTS,
        if has { "have" } else { "have no" },
        if shows { "show" } else { "show no" },
    );
}

/// Runs `$check::<M>($arg)` (the argument, if any) for every module `M`:
/// the one list of the modules these tests know.
macro_rules! for_every_module {
    ($check:ident $(, $arg:expr)?) => {
        $check::<HomeModule>($($arg)?);
        $check::<NimModule>($($arg)?);
        $check::<WythoffModule>($($arg)?);
        $check::<HeapsModule>($($arg)?);
        $check::<SubtractionModule>($($arg)?);
        $check::<MinNimModule>($($arg)?);
        $check::<AnalysisModule>($($arg)?);
        $check::<AnalysisVariantsModule>($($arg)?);
        $check::<AnalysisSubtractionModule>($($arg)?);
        $check::<AnalysisBoardsModule>($($arg)?);
        $check::<AnalysisAnyModule>($($arg)?);
        $check::<VariantsModule>($($arg)?);
        $check::<BoardGamesModule>($($arg)?);
        $check::<WorksheetModule>($($arg)?);
        $check::<PlayModule>($($arg)?);
    };
}

#[test]
fn every_module_carries_the_boards_of_its_games() {
    for_every_module!(draws_every_game);
}

/// `M` asks the worker for the engine's answers (`Module::ASKS_ENGINE`)
/// exactly when its games answer the engine with `CoreError::Elsewhere`
/// (made with their rules alone), and then for every game; the rules
/// answer on the page all the same.
fn asks_the_engine_when_its_games_have_none<M: Module>() {
    for entry in M::GAMES {
        let game = game_in(M::GAMES, entry.example.0).expect("its example is a game");
        let position = entry.example.1.parse().expect("its example is a position");
        let analysed = game.analyze(&position, nimatron_core::Convention::Normal);
        assert_eq!(
            analysed == Err(nimatron_core::CoreError::Elsewhere),
            M::ASKS_ENGINE,
            "{}: {} answered {analysed:?}",
            M::NAME,
            entry.name
        );
        assert!(
            game.normalize(&position).is_ok(),
            "{}: {}",
            M::NAME,
            entry.name
        );
        assert!(
            !game.moves(&position, 4).expect("moves").is_empty(),
            "{}: {}",
            M::NAME,
            entry.name
        );
    }
}

#[test]
fn a_module_asks_the_worker_for_the_engine_exactly_when_its_games_have_none() {
    for_every_module!(asks_the_engine_when_its_games_have_none);
}

#[test]
fn every_module_whose_games_have_misere_quotients_asks_the_worker_for_them() {
    for_every_module!(asks_quotients_when_its_games_have_them);
}

/// `web/nimatron-start.js`, which picks each address's build.
const START_SCRIPT: &str = include_str!("../../../../web/nimatron-start.js");

/// The entries of the start script's list of small modules, each as its
/// name and the games it is loaded for (`None`: every game, `EVERY`).
fn start_script_modules() -> Vec<(String, Option<Vec<String>>)> {
    let list = START_SCRIPT
        .split("const MODULES = [")
        .nth(1)
        .and_then(|rest| rest.split("\n  ];").next())
        .expect("the start script's list of modules");
    list.split("name: '")
        .skip(1)
        .map(|entry| {
            let entry = &entry[..entry.find('}').expect("an entry ends with }")];
            let name = entry[..entry.find('\'').expect("its name is quoted")].to_string();
            let games = entry.split("games: ").nth(1).expect("it names its games");
            let games = (!games.starts_with("EVERY")).then(|| {
                let list = &games[..games.find(']').expect("a list of games")];
                list.split('\'')
                    .skip(1)
                    .step_by(2)
                    .map(String::from)
                    .collect()
            });
            (name, games)
        })
        .collect()
}

/// The start script loads `M` (an entry of its list), only for games `M`
/// makes: for every game (`EVERY`) only when `M` makes the registry's
/// every game. A game sent to a module that does not make it would cost a
/// reader that module's download, then the hand-over's.
fn is_loaded_for_its_own_games<M: Module>(entries: &[(String, Option<Vec<String>>)]) {
    let (_, games) = entries
        .iter()
        .find(|(name, _)| name == M::NAME)
        .unwrap_or_else(|| panic!("web/nimatron-start.js never loads {}", M::NAME));
    let makes: BTreeSet<&str> = M::GAMES.iter().map(|e| e.name).collect();
    match games {
        None => {
            let every: BTreeSet<&str> = registry::GAMES.iter().map(|e| e.name).collect();
            assert_eq!(makes, every, "{} is loaded for every game", M::NAME);
            assert!(
                M::DRAWS.is_empty(),
                "{} is loaded for every game, and draws only some",
                M::NAME
            );
        }
        Some(games) => {
            for game in games {
                assert!(
                    makes.contains(game.as_str()),
                    "web/nimatron-start.js loads {} for {game}, which it does not make",
                    M::NAME
                );
                // A module that makes more games than it draws (the sums'
                // module: a sum's parts) is loaded for those it draws.
                assert!(
                    M::DRAWS.is_empty() || M::DRAWS.iter().any(|d| d.name == game),
                    "web/nimatron-start.js loads {} for {game}, which it does not draw",
                    M::NAME
                );
            }
        }
    }
}

#[test]
fn the_start_script_loads_each_module_for_the_games_it_makes() {
    let entries = start_script_modules();
    for_every_module!(is_loaded_for_its_own_games, &entries);
    let known = builds();
    for (name, _) in &entries {
        assert!(known.contains(&name.as_str()), "{name}: no such module");
    }
}

#[test]
fn every_board_the_whole_app_knows_is_in_its_table() {
    // Every game's example, each on a board of the table.
    for entry in nimatron_core::registry::LISTINGS.iter() {
        let kind = (entry.example_board)();
        assert!(
            boards::ALL.iter().any(|d| (d.draws)(&kind)),
            "{}: {kind:?}",
            entry.name
        );
    }
}

/// `M` draws the sequence screen only where it makes the game the screen
/// shows: a game the screen refuses (not played on one heap) is replaced
/// by the screen's default game, which a module that does not make it
/// hands over, instead of calling its own default unknown.
fn draws_sequences_only_of_games_it_makes<M: Module>() {
    nimatron_app::engine::installed::install(M::GAMES);
    let mut asked: Vec<String> = M::GAMES.iter().map(|e| e.example.0.to_string()).collect();
    asked.extend(["", "nim", "wythoff", "chomp", "grundy", "kayles"].map(String::from));
    for game in asked {
        let url = Rc::new(HashUrl::parse(&format!("#/grundy-sequences?game={game}")));
        if M::screen(&Route::Sequence, url.clone(), 0, false).is_some() {
            let shown = SequenceQuery::from_url(&url).game;
            assert!(
                nimatron_app::engine::installed::makes(&shown),
                "{} draws the sequences of {game:?} as those of {shown}, which it does not make",
                M::NAME
            );
        }
    }
    nimatron_app::engine::installed::install(registry::GAMES);
}

#[test]
fn every_module_draws_the_sequences_of_the_games_it_makes_only() {
    for_every_module!(draws_sequences_only_of_games_it_makes);
}

#[test]
fn a_game_whose_board_the_module_lacks_is_handed_over() {
    // Natively every game is made; only the boards are a module's here.
    installed::install(&[boards::HEAPS]);
    let plays_game = |game: &str| plays(&HashUrl::parse(&format!("#/play?game={game}")));
    assert!(plays_game("nim"));
    assert!(plays_game("take:3"));
    // Kayles is drawn in rows, Wythoff with a queen: the whole app's.
    assert!(!plays_game("kayles"));
    assert!(!plays_game("wythoff"));
    installed::install(boards::ALL);
    assert!(plays_game("kayles"));
}

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Each build's message files (`words.txt`), as the build's hook reads
/// them (`scripts/words-files.mjs --list`): the one reader of that list.
fn lists() -> &'static BTreeMap<String, Vec<String>> {
    static LISTS: OnceLock<BTreeMap<String, Vec<String>>> = OnceLock::new();
    LISTS.get_or_init(|| {
        let out = Command::new("node")
            .arg(root().join("scripts/words-files.mjs"))
            .arg("--list")
            .output()
            .expect("node runs scripts/words-files.mjs (the build's hook)");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).expect("its list is JSON")
    })
}

/// The message files of build `name` (`Module::NAME`, the whole app's).
fn words_of(name: &str) -> Vec<Words> {
    let list = lists()
        .get(name)
        .unwrap_or_else(|| panic!("words.txt has no line for {name}"));
    list.iter()
        .map(|f| {
            let file = format!("{f}.ftl");
            *EVERY
                .iter()
                .find(|w| w.name == file)
                .unwrap_or_else(|| panic!("{name}: {file} is no file of the app"))
        })
        .collect()
}

/// Every build of the page: each module's `NAME`, and the whole app.
fn builds() -> Vec<&'static str> {
    fn name_into<M: Module>(names: &mut Vec<&'static str>) {
        names.push(M::NAME);
    }
    let mut names = Vec::new();
    for_every_module!(name_into, &mut names);
    names.push(nimatron_app::words::WHOLE_APP);
    names
}

#[test]
fn every_build_has_its_words_and_the_whole_app_all_of_them() {
    // Each is a `src/bin/` target of that name (Cargo.toml).
    let manifest = include_str!("../../Cargo.toml");
    for name in builds() {
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "{name}: no such bin"
        );
        assert!(!words_of(name).is_empty());
    }
    let mut whole: Vec<&str> = words_of(nimatron_app::words::WHOLE_APP)
        .iter()
        .map(|w| w.name)
        .collect();
    whole.sort_unstable();
    let mut every: Vec<&str> = EVERY.iter().map(|w| w.name).collect();
    every.sort_unstable();
    assert_eq!(whole, every);
}

#[test]
fn the_words_files_the_build_writes_are_the_message_files_without_comments() {
    // The hook as Trunk runs it, in a folder with each build's wasm.
    let dir = std::env::temp_dir().join(format!("nimatron-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for build in builds() {
        std::fs::write(dir.join(format!("{build}_bg.wasm")), b"").expect("write");
    }
    let status = Command::new("node")
        .arg(root().join("scripts/words-files.mjs"))
        .env("TRUNK_STAGING_DIR", &dir)
        .status()
        .expect("node runs");
    assert!(status.success());
    for build in builds() {
        for lang in Lang::ALL {
            let path = dir.join(format!("{build}.words.{}.txt", lang.code()));
            let text = std::fs::read_to_string(&path).expect("written");
            let read: Vec<(&str, &str)> = nimatron_i18n::bundle::files(&text);
            let want: Vec<(&str, &str)> = words_of(build)
                .iter()
                .map(|w| (w.name, w.text(lang)))
                .collect();
            assert_eq!(read, want, "{}", path.display());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every game `M` draws has its page's words (rules, theorem) in `M`'s
/// files (a sum's parts show none of theirs: the sums' module carries only
/// the sum's).
fn speaks_of_every_game<M: Module>() {
    let drawn = if M::DRAWS.is_empty() {
        M::GAMES
    } else {
        M::DRAWS
    };
    for entry in drawn {
        let file = nimatron_i18n::resources::game_words_file(entry.name)
            .unwrap_or_else(|| panic!("{}: no words file", entry.name));
        assert!(
            words_of(M::NAME).iter().any(|w| w.name == file.name),
            "{}: {} lacks {}",
            std::any::type_name::<M>(),
            entry.name,
            file.name,
        );
    }
}

#[test]
fn every_module_carries_the_words_of_its_games() {
    for_every_module!(speaks_of_every_game);
}

#[test]
fn every_game_has_its_words_file() {
    for entry in nimatron_core::registry::LISTINGS.iter() {
        assert!(
            nimatron_i18n::resources::game_words_file(entry.name).is_some(),
            "{}",
            entry.name
        );
    }
}

/// `(path, text)` of each file under `src/`.
macro_rules! sources {
    ($($path:literal),* $(,)?) => {
        [$(($path, include_str!(concat!("../../src/", $path)))),*]
    };
}

/// The sources of what the home page's module draws: its screen (the menu,
/// the catalogue) and the frame around it (the header with every screen's
/// title and its Share and Projector buttons, the language switch, the
/// footer, projector mode, the error banner, the storage and update
/// notices, the crash message, the hand-over's loading line; no small
/// module draws the share panel). A file the frame comes to use belongs
/// here.
const HOME_SOURCES: [(&str, &str); 18] = sources![
    "screens/home.rs",
    "screens/catalogue/mod.rs",
    "screens/catalogue/words.rs",
    "screens/catalogue/thumbnail.rs",
    "modules/mod.rs",
    "modules/home.rs",
    "app.rs",
    "route.rs",
    "i18n.rs",
    "crash.rs",
    "hand_over.rs",
    "components/header.rs",
    "components/lang_switch.rs",
    "components/error_banner.rs",
    "components/storage_notice.rs",
    "components/update_notice.rs",
    "teach/mod.rs",
    "teach/present.rs",
];

/// Every message id a source names as a string literal: each text between
/// two quotes that is an id of some file (more than the literals, never
/// fewer).
fn ids_named<'a>(source: &'a str, every: &BTreeSet<&str>) -> Vec<&'a str> {
    source
        .split('"')
        .skip(1)
        .filter(|piece| every.contains(piece))
        .collect()
}

#[test]
fn the_home_module_carries_every_word_its_page_and_frame_ask_for() {
    for lang in Lang::ALL {
        let every: BTreeSet<&'static str> = EVERY.iter().flat_map(|w| w.ids(lang)).collect();
        let carried: BTreeSet<&'static str> = words_of(HomeModule::NAME)
            .iter()
            .flat_map(|w| w.ids(lang))
            .collect();
        let mut asked: Vec<(&str, String)> = Vec::new();
        for (file, source) in HOME_SOURCES {
            for id in ids_named(source, &every) {
                asked.push((file, id.to_string()));
                // A touch screen says `ID-touch` in its place (crate::i18n).
                asked.push((file, format!("{id}-touch")));
            }
        }
        // Ids the catalogue builds: each card's title and summary, in its
        // example's own numbers or the game's (screens/catalogue/words.rs,
        // play::words::game_title).
        for listing in registry::LISTINGS.iter() {
            for part in ["title", "summary", "own-title", "own-summary"] {
                asked.push(("catalogue", format!("game-{}-{part}", listing.name)));
            }
            asked.push(("catalogue", format!("play-game-{}-title", listing.name)));
        }
        let missing: Vec<_> = asked
            .iter()
            .filter(|(_, id)| every.contains(id.as_str()) && !carried.contains(id.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}: the home module lacks {missing:?}"
        );
        // The check sees the page: its catalogue's words among them.
        assert!(asked.iter().any(|(_, id)| id == "catalogue-rules"));
    }
}

#[test]
fn every_catalogue_card_reads_in_the_home_modules_words() {
    // Its title and summary with the example's numbers: the words that
    // fill them in ("1, 3 or 4") are asked for by the i18n crate, not by
    // the sources above.
    nimatron_i18n::install(Vec::leak(words_of(HomeModule::NAME)));
    let home: Vec<_> = Lang::ALL.map(nimatron_i18n::Localizer::new).into();
    nimatron_i18n::install(EVERY);
    for loc in &home {
        let ids: Vec<&str> = EVERY.iter().flat_map(|w| w.ids(loc.lang())).collect();
        for listing in registry::LISTINGS.iter() {
            for text in [card_title(loc, listing), card_summary(loc, listing)] {
                // A missing message reads `[id]`.
                let missing = ids.iter().find(|id| text.contains(&format!("[{id}]")));
                assert!(
                    missing.is_none(),
                    "{}: {}: {text}",
                    loc.lang(),
                    listing.name
                );
            }
        }
    }
}
