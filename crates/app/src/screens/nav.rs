//! What every screen does with its URL, written once: load what a new URL
//! asks for when it changes under the screen (`hashchange`), and go to a
//! URL a form built while keeping the app-wide parameters (`lang`, `embed`);
//! and what every screen that plays does with the core's one
//! [`Session`]: the computer's turn, the end of the game, quoting refused
//! input (its moves are `play::game`'s).

use std::rc::Rc;

use nimatron_core::session::{Ending, First, Opponent, Seat, Session};
use nimatron_core::{Convention, Position};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::dom;
use crate::engine::{self, Turn, use_computer_turn};
use crate::play::game::GameAction;
use crate::route::HashUrl;
use crate::screens::query::FromUrl;

/// Props of every screen the app routes to.
#[derive(Debug, Properties, PartialEq)]
pub struct ScreenProps {
    /// The URL that opened the screen (or the latest one navigated to).
    pub url: Rc<HashUrl>,
    /// Bumped by the app on every `hashchange`: the screen reloads from
    /// `url` when it changes, even if the URL text is the same as before.
    #[prop_or_default]
    pub nav: u64,
    /// Keep the URL (and storage, where a screen keeps any) in step with
    /// the state (off for widgets and component tests).
    #[prop_or(true)]
    pub sync_url: bool,
    /// The computer's pause before it moves, in milliseconds (each screen
    /// has its own default; shorter in component tests).
    #[prop_or_default]
    pub think_ms: Option<u32>,
}

/// A screen's reducer: `props.url` read as its query `Q` gives its first
/// state (`init`), and every `hashchange` after that (the app bumps
/// `props.nav`) dispatches `load` with the new URL's query. The first
/// render already loaded the URL in the initial state, so it is skipped.
#[hook]
pub fn use_screen_reducer<Q, R, I, L>(props: &ScreenProps, init: I, load: L) -> UseReducerHandle<R>
where
    Q: FromUrl + 'static,
    R: Reducible + 'static,
    I: FnOnce(Q) -> R,
    L: Fn(Q) -> R::Action + 'static,
{
    let state = {
        let url = props.url.clone();
        use_reducer(move || init(Q::from_url(&url)))
    };
    let seen = use_mut_ref(|| props.nav);
    let dispatcher = state.dispatcher();
    let url = props.url.clone();
    use_effect_with(props.nav, move |nav| {
        if *seen.borrow() != *nav {
            *seen.borrow_mut() = *nav;
            dispatcher.dispatch(load(Q::from_url(&url)));
        }
    });
    state
}

/// The submit of a form whose fields make the URL of the screen at `path`
/// ([`fields_url`]): `before` runs first (a cancelled job is forgotten),
/// then the app goes there.
pub fn submit_to(
    path: &'static str,
    fields: Vec<(&'static str, NodeRef)>,
    before: Callback<()>,
) -> Callback<SubmitEvent> {
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        before.emit(());
        navigate(fields_url(path, &fields));
    })
}

/// While `sync` is on, writes `build_url(&key)` into the location every
/// time `key` changes, replacing the history entry and keeping the
/// app-wide parameters of the current URL. `None` leaves the URL as it is.
/// The URL is built and written just after the render, off the click's
/// path ([`crate::deferred`]).
#[hook]
pub fn use_url_sync<K, U, F>(sync: bool, key: K, build_url: F)
where
    K: PartialEq + Clone + 'static,
    U: Into<Option<HashUrl>>,
    F: FnOnce(&K) -> U + 'static,
{
    use_effect_with((key, sync), move |(key, sync)| {
        if !*sync {
            return;
        }
        let key = key.clone();
        crate::deferred::replace_url_soon(move || build_url(&key).into());
    });
}

/// Keeps the position reached by play in the URL of a screen whose URL
/// names only its setup (the Grundy strip, Min Nim, simplified Nim), so a
/// reload, a bookmark and the Share panel (it reads the address) give
/// back the board on screen. Once a move is on the board, `played(opened,
/// session)` (the screen's part of the URL that opened it, with the
/// position written in; `None` leaves the address as it is) replaces the
/// address ([`use_url_sync`]: no history entry per move); back at the
/// session's start, the URL that opened the screen as it came, written
/// only over a position written since, so an unplayed game keeps its
/// link's text. The app-wide parameters are the current address's
/// ([`crate::deferred`] keeps them).
#[hook]
pub fn use_played_url<F>(props: &ScreenProps, session: &Session, played: F)
where
    F: FnOnce(HashUrl, &Session) -> Option<HashUrl> + 'static,
{
    let opened = props.url.without_globals();
    use_url_sync(props.sync_url, session.clone(), move |session| {
        if session.cursor > 0 {
            return played(opened, session);
        }
        (HashUrl::parse(&dom::current_hash()).without_globals() != opened).then_some(opened)
    });
}

/// `opened` with `key` set to the session's position, while the person is
/// to move or the game is over: for a screen whose URL's position the
/// person always moves first from (the Grundy strip, Min Nim), the address
/// keeps the position before the person's move during the computer's
/// pause, so a reload gives the person that move again, never two moves
/// in a row.
pub fn person_first_url(mut opened: HashUrl, session: &Session, key: &str) -> Option<HashUrl> {
    if computer_turn(session).is_some() || !reload_keeps_the_winner(session) {
        return None;
    }
    opened.set(key, Some(&session.position().to_string()));
    Some(opened)
}

/// False for a finished game whose reload would name another winner. A
/// reload gives the move to the person against the computer, to player 1
/// between friends; while the game goes on that only renames the seats,
/// but a finished game's winner is told from who is to move (the one left
/// without a move), so its end is written only when that is the same
/// player, and otherwise the address keeps the position before the last
/// move.
pub fn reload_keeps_the_winner(session: &Session) -> bool {
    let to_move = session.to_move();
    !is_over(session)
        || match session.computer_seat() {
            Some(computer) => to_move != computer,
            None => to_move == Seat::A,
        }
}

/// When `turn` is the computer's, waits `think_ms` and dispatches the
/// core's move as the app's one [`GameAction::Computer`], wrapped in the
/// screen's action by `action` (the app's one computer timer,
/// [`crate::engine::use_computer_turn`]).
#[hook]
pub fn use_computer_moves<R, F>(
    state: &UseReducerHandle<R>,
    turn: Option<Turn>,
    think_ms: u32,
    action: F,
) where
    R: Reducible + 'static,
    F: Fn(GameAction) -> R::Action + 'static,
{
    let dispatcher = state.dispatcher();
    let on_move = Callback::from(move |(ply, to)| {
        dispatcher.dispatch(action(GameAction::Computer { ply, to }))
    });
    use_computer_turn(turn, think_ms, on_move);
}

/// The URL `path` with each field's typed text (trimmed) under its key:
/// what a screen's form asks for, judged when the URL is read.
pub fn fields_url(path: &str, fields: &[(&str, NodeRef)]) -> HashUrl {
    fields.iter().fold(HashUrl::new(path), |url, (key, field)| {
        url.with(key, input_value(field).trim())
    })
}

/// A form's submit: the URL of its fields ([`fields_url`]), loaded at once
/// as the screen's query (`load`) and navigated to (a new history entry).
pub fn submit_fields<R, Q, L>(
    state: &UseReducerHandle<R>,
    path: &'static str,
    fields: Vec<(&'static str, NodeRef)>,
    load: L,
) -> Callback<SubmitEvent>
where
    R: Reducible + 'static,
    Q: FromUrl,
    L: Fn(Q) -> R::Action + 'static,
{
    let dispatcher = state.dispatcher();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let url = fields_url(path, &fields);
        dispatcher.dispatch(load(Q::from_url(&url)));
        navigate(url);
    })
}

/// Goes to `url` (a new history entry), keeping the app-wide parameters of
/// the current URL.
pub fn navigate(url: HashUrl) {
    let next = url.keeping_globals_of(&HashUrl::parse(&dom::current_hash()));
    let _ = gloo::utils::window().location().set_hash(&next.to_hash());
}

/// The text of the input behind `input` (empty when it is not mounted).
pub fn input_value(input: &NodeRef) -> String {
    input
        .cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The chosen value of the `<select>` behind `select` (empty when it is
/// not mounted).
pub fn select_value(select: &NodeRef) -> String {
    select
        .cast::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// Whether the checkbox behind `input` is ticked (no when it is not
/// mounted).
pub fn is_checked(input: &NodeRef) -> bool {
    input
        .cast::<HtmlInputElement>()
        .is_some_and(|i| i.checked())
}

/// The computer's turn in `session`, for [`crate::engine::use_computer_turn`]:
/// `None` against a friend, on the person's turn or once the game is over.
pub fn computer_turn(session: &Session) -> Option<Turn> {
    let game = engine::game(&session.game).ok()?;
    if !session.computer_to_move(game.as_ref()) {
        return None;
    }
    Some(Turn {
        game: session.game.clone(),
        position: session.position().clone(),
        convention: session.convention,
        strength: session.strength()?,
        ply: session.cursor,
    })
}

/// True when nobody can move from the session's position.
pub fn is_over(session: &Session) -> bool {
    engine::game(&session.game)
        .and_then(|g| g.is_terminal(session.position()))
        .unwrap_or(true)
}

/// How the session's game ended, once it has.
pub fn ending(session: &Session) -> Option<Ending> {
    session.ending(engine::game(&session.game).ok()?.as_ref())
}

/// A new session of the game named `game` from `start`. The screens build
/// their game text and start from input they already checked, so the
/// core's refusal is not expected; should it come, the game is a board
/// with nobody's moves (every move is then refused).
pub fn new_session(
    game: &str,
    start: Position,
    convention: Convention,
    first: First,
    opponent: Opponent,
) -> Session {
    engine::game(game)
        .and_then(|g| Session::new(g.as_ref(), &start, convention, first, opponent))
        .unwrap_or(Session {
            game: game.to_string(),
            start,
            convention,
            first,
            opponent,
            played: Vec::new(),
            cursor: 0,
            computer: None,
        })
}
