//! Every screen's URL query, generated: hostile queries never panic, and
//! the state a URL gives, written back as the screen writes it, reads back
//! as the same state with nothing refused.

use proptest::prelude::*;

use super::{hostile, pair};
use nimatron_app::route::HashUrl;
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::query::list;
use nimatron_app::screens::{
    bouton, game_of_games, grundy, min_nim, nim, sequence, subtraction, worksheet, wythoff,
};

/// Cases per property (each case parses one generated URL per screen).
const CASES: u32 = 256;

/// The screens' own keys (and the app-wide ones), so values reach the
/// parsers behind them.
const KEYS: &[&str] = &[
    "heaps", "misere", "first", "opponent", "moves", "at", "exam", "sample", "size", "queen",
    "view", "vs", "n", "k", "preset", "set", "game", "count", "level", "seed", "position", "upto",
    "lang", "embed", "present",
];

/// A URL of `path` with generated pairs.
fn url_of(path: &'static str) -> impl Strategy<Value = HashUrl> {
    proptest::collection::vec(pair(KEYS), 0..8).prop_map(move |query| HashUrl {
        path: path.to_string(),
        query,
    })
}

fn reparse(url: &HashUrl) -> HashUrl {
    HashUrl::parse(&url.to_hash())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Any text is a hash: it parses, and what it parses to prints to a
    /// hash that parses back to the same.
    #[test]
    fn any_hash_parses_and_prints_back(text in prop_oneof![any::<String>(), hostile(),
            "#/[a-z/%-]{0,12}\\?([a-z%]{0,6}(=[^&]{0,10})?&){0,5}"]) {
        let url = HashUrl::parse(&text);
        prop_assert_eq!(reparse(&url), url.clone());
        let _ = url.route();
        let _ = (url.lang(), url.embedded(), url.presenting());
    }

    /// A URL built from pairs prints and parses back to the same pairs
    /// (a bare empty key, which no screen writes, has no text at all).
    #[test]
    fn built_urls_print_back(url in url_of("/nim")) {
        let url = HashUrl { query: url.query.into_iter().filter(|(k, v)| !k.is_empty() || v.is_some()).collect(), ..url };
        prop_assert_eq!(reparse(&url), url);
    }

    #[test]
    fn nim_query(url in url_of("/nim")) {
        let q = nim::url::NimQuery::from_url(&url);
        if let Ok(heaps) = &q.heaps {
            prop_assert!(heaps.len() <= nimatron_core::limits::MAX_HEAPS);
            let text = nimatron_app::screens::query::list(heaps);
            prop_assert_eq!(nimatron_app::screens::query::heaps(&text, nimatron_core::limits::MAX_HEAPS), Ok(heaps.clone()));
        }
        prop_assert!(q.moves.len() <= nimatron_core::session::MAX_MOVES);
    }

    #[test]
    fn bouton_query(url in url_of("/bouton")) {
        let q = bouton::url::BoutonQuery::from_url(&url);
        if let Ok(heaps) = &q.heaps {
            let back = bouton::url::BoutonQuery::from_url(&reparse(&bouton::url::to_url(heaps, q.convention)));
            prop_assert_eq!(back, q.clone());
        }
    }

    #[test]
    fn wythoff_query(url in url_of("/wythoff")) {
        let q = wythoff::url::WythoffQuery::from_url(&url);
        prop_assert!(q.queen.0 < q.size && q.queen.1 < q.size);
        let written = q.to_url();
        let back = wythoff::url::WythoffQuery::from_url(&reparse(&written));
        prop_assert_eq!(back, wythoff::url::WythoffQuery { problems: Vec::new(), ..q });
    }

    #[test]
    fn subtraction_query(url in url_of("/subtraction")) {
        let q = subtraction::url::SubtractionQuery::from_url(&url);
        prop_assert!(q.position.is_none_or(|h| h <= q.setup.n));
        let mut written = subtraction::url::to_url(&q.setup);
        written.set("position", q.position.map(|h| h.to_string()).as_deref());
        let back = subtraction::url::SubtractionQuery::from_url(&reparse(&written));
        prop_assert_eq!((back.setup, back.position), (q.setup, q.position));
        prop_assert!(back.problems.is_empty(), "{:?}", back.problems);
    }

    /// A heap left written by the screen (after a take) reads back as
    /// the same game at the same heap.
    #[test]
    fn subtraction_position(n in 1..=subtraction::url::MAX_N, k in 1..=subtraction::url::MAX_K, left in any::<u64>()) {
        use nimatron_app::screens::query::FromQuery;
        use nimatron_app::screens::subtraction::state::{Action, State};
        use yew::Reducible;
        let opened = HashUrl::of("/subtraction", &[("n", &n.to_string()), ("k", &k.to_string())]);
        let s = std::rc::Rc::new(State::from_query(subtraction::url::SubtractionQuery::from_url(&opened)));
        let take = (left % k.min(n)) + 1;
        let s = s.reduce(Action::Take(0, take));
        let written = subtraction::url::played_url(opened, &s.session).expect("a URL");
        let back = State::from_hash(&written.to_hash());
        prop_assert!(back.problems.is_empty(), "{:?}", back.problems);
        // The same game, and the same player to move (written as `first=`).
        let same = subtraction::url::Setup { first: s.setup.first, ..back.setup };
        prop_assert_eq!((back.remaining(), same), (n - take, s.setup));
        prop_assert_eq!(back.computer_to_move(), s.computer_to_move());
    }

    #[test]
    fn game_of_games_query(url in url_of("/game-of-games")) {
        let q = game_of_games::url::GamesQuery::from_url(&url);
        let back = game_of_games::url::GamesQuery::from_url(&reparse(&game_of_games::url::to_url(&q.n.to_string())));
        prop_assert_eq!(back, game_of_games::url::GamesQuery { bad_n: None, ..q });
    }

    #[test]
    fn min_nim_query(url in url_of("/min-nim")) {
        let q = min_nim::url::MinNimQuery::from_url(&url);
        prop_assert!(q.position.is_none_or(|p| p.iter().zip(q.request.dims).all(|(&h, n)| h <= n)));
        let mut written = HashUrl::of("/min-nim", &[("heaps", &list(&q.request.dims)), ("set", &list(&q.request.set))]);
        written.set("position", q.position.map(|p| list(&p)).as_deref());
        let back = min_nim::url::MinNimQuery::from_url(&reparse(&written));
        prop_assert_eq!(back, min_nim::url::MinNimQuery { problems: Vec::new(), ..q });
    }

    /// A position inside the box reads back as itself.
    #[test]
    fn min_nim_position(dims in proptest::array::uniform3(0..=60u64), at in proptest::array::uniform3(any::<u64>())) {
        let position: Vec<u64> = at.iter().zip(dims).map(|(&a, n)| a % (n + 1)).collect();
        let written = HashUrl::of("/min-nim", &[("heaps", &list(&dims)), ("position", &list(&position))]);
        let q = min_nim::url::MinNimQuery::from_url(&reparse(&written));
        prop_assert!(q.problems.is_empty(), "{:?}", q.problems);
        prop_assert_eq!(q.position.map(|p| p.to_vec()), Some(position));
    }

    #[test]
    fn grundy_query(url in url_of("/subtraction-sets")) {
        let q = grundy::url::GrundyQuery::from_url(&url);
        let back = grundy::url::GrundyQuery::from_url(&reparse(&HashUrl::of("/subtraction-sets", &[("set", &list(&q.set)), ("heaps", &list(&q.heaps))])));
        prop_assert_eq!(back, grundy::url::GrundyQuery { problems: Vec::new(), ..q });
    }

    #[test]
    fn worksheet_query(url in url_of("/worksheet"), seed in 0..=worksheet::url::MAX_SEED) {
        let q = worksheet::url::WorksheetQuery::from_url(&url);
        let back = worksheet::url::WorksheetQuery::from_url(&reparse(&q.to_url(seed)));
        prop_assert_eq!(back, worksheet::url::WorksheetQuery { seed: Some(seed), problems: Vec::new(), ..q });
    }

    #[test]
    fn sequence_query(url in url_of("/grundy-sequences")) {
        let q = sequence::url::SequenceQuery::from_url(&url);
        let back = sequence::url::SequenceQuery::from_url(&reparse(&HashUrl::of("/grundy-sequences", &[("game", &q.game), ("upto", &q.upto.to_string())])));
        prop_assert_eq!(back, sequence::url::SequenceQuery { problems: Vec::new(), ..q });
    }

    #[test]
    fn misere_query(url in url_of("/misere")) {
        // Any query: the game, the heap and the sum come back as read.
        let q = nimatron_app::screens::misere::url::MisereQuery::from_url(&url);
        let written = nimatron_app::screens::misere::url::to_url(&q.game, &q.upto_text, &q.sum);
        prop_assert_eq!(nimatron_app::screens::misere::url::MisereQuery::from_url(&reparse(&written)), q);
    }

    #[test]
    fn why_query(url in url_of("/why")) {
        // Any query: the game and position come back as written.
        let q = nimatron_app::screens::why::url::WhyQuery::from_url(&url);
        let written = nimatron_app::screens::why::url::to_url(&q.game, &q.position, q.convention);
        prop_assert_eq!(nimatron_app::screens::why::url::WhyQuery::from_url(&reparse(&written)), q);
    }
}
