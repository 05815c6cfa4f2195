//! The moves played: the start and each position after a move (the
//! computer's marked), the current one highlighted, each a button that
//! goes back (or forward) to it; undo, redo and start again.
//!
//! Why positions, not move descriptions: every game shares the one
//! position syntax, so the list reads the same for Nim and Kayles.

use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::session::Session;
use nimatron_i18n::position_text;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`HistoryPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct HistoryPanelProps {
    /// The session.
    pub session: Session,
    /// Goes to the position after `ply` moves.
    pub on_go: Callback<usize>,
    /// Undo, redo, start again.
    pub on_undo: Callback<()>,
    /// Redo.
    pub on_redo: Callback<()>,
    /// Start again.
    pub on_restart: Callback<()>,
    /// Prefix of element ids.
    pub prefix: AttrValue,
    /// A screen's own words for each move played (ply 1 on), said in
    /// place of the position (the mover named).
    #[prop_or_default]
    pub move_words: Option<Rc<Vec<AttrValue>>>,
    /// The `data-testid` of the items said in those words.
    #[prop_or(AttrValue::Static("history-move"))]
    pub words_testid: AttrValue,
    /// A screen's own words for the start (game 21 counts up from 0 where
    /// the position is the 21 still to say).
    #[prop_or_default]
    pub start_words: Option<AttrValue>,
}

/// The history list and its buttons.
#[component]
pub fn HistoryPanel(props: &HistoryPanelProps) -> Html {
    let i18n = use_i18n();
    let s = &props.session;
    let title_id = format!("{}history-title", props.prefix);
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let item = |ply: usize| {
        let words = if ply == 0 {
            props.start_words.clone()
        } else {
            props
                .move_words
                .as_ref()
                .and_then(|w| w.get(ply - 1).cloned())
        };
        let testid = match (&words, ply) {
            (Some(_), 1..) => props.words_testid.clone(),
            _ => AttrValue::Static("history-item"),
        };
        html! {
            <HistoryItem {ply} position={s.position_after(ply).clone()} current={ply == s.cursor}
                undone={ply > s.cursor}
                by_computer={words.is_none() && ply > 0 && s.computer_moves_at(ply - 1)}
                {words} {testid} on_go={props.on_go.clone()} />
        }
    };
    // The list is a scroll box past a few moves: it keeps the position on
    // the board (the last move, as a game goes on) in view, scrolling the
    // box only, never the page (the board may be what the reader looks at).
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with((s.cursor, s.played.len()), move |(cursor, _)| {
            keep_in_view(&list, *cursor);
        });
    }
    html! {
        <section class="play-history" aria-labelledby={title_id.clone()} data-testid="history">
            <h2 id={title_id} class="card-title">{ i18n.tr("play-history-title") }</h2>
            <div class="button-row">
                <button type="button" class="button button-small" onclick={click(&props.on_undo)}
                    disabled={s.undo_target().is_none()} data-testid="undo">{ i18n.tr("play-undo") }</button>
                <button type="button" class="button button-small" onclick={click(&props.on_redo)}
                    disabled={s.redo_target().is_none()} data-testid="redo">{ i18n.tr("play-redo") }</button>
                <button type="button" class="button button-small" onclick={click(&props.on_restart)}
                    disabled={s.played.is_empty()} data-testid="restart">{ i18n.tr("play-restart") }</button>
            </div>
            <ol class="play-history-list" ref={list}>
                { for (0..=s.played.len()).map(item) }
            </ol>
        </section>
    }
}

/// Scrolls the list `list` (its own box) so that item `index` shows whole.
fn keep_in_view(list: &NodeRef, index: usize) {
    let Some(list) = list.cast::<web_sys::HtmlElement>() else {
        return;
    };
    let Some(item) = list
        .children()
        .item(u32::try_from(index).unwrap_or(u32::MAX))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
    else {
        return;
    };
    // Offsets are from the list (`position: relative` in styles.css).
    let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
    let (seen_top, height) = (list.scroll_top(), list.client_height());
    if top < seen_top {
        list.set_scroll_top(top);
    } else if bottom > seen_top + height {
        list.set_scroll_top(bottom - height);
    }
}

/// Props of [`HistoryItem`].
#[derive(Debug, Properties, PartialEq)]
struct HistoryItemProps {
    /// Moves played before it (0: the start).
    ply: usize,
    /// The position.
    position: Position,
    /// It is on the board.
    current: bool,
    /// Undone (after the cursor).
    undone: bool,
    /// The computer's move led to it.
    by_computer: bool,
    /// The screen's own words for it, said in place of the position.
    words: Option<AttrValue>,
    /// Its `data-testid`.
    testid: AttrValue,
    /// Goes to it.
    on_go: Callback<usize>,
}

/// One position of the list, a button that goes to it. Its own component,
/// so a move draws the new entry (and the two whose mark moved), not every
/// position of the game again.
#[component]
fn HistoryItem(props: &HistoryItemProps) -> Html {
    let i18n = use_i18n();
    let ply = props.ply;
    let onclick = {
        let on_go = props.on_go.clone();
        Callback::from(move |_: MouseEvent| on_go.emit(ply))
    };
    let text = if let Some(words) = &props.words {
        words.to_string()
    } else if ply == 0 {
        i18n.tr_args(
            "play-history-start",
            &[("position", position_text(&i18n, &props.position).into())],
        )
    } else {
        format!("{ply}. {}", position_text(&i18n, &props.position))
    };
    let current = props.current;
    html! {
        <li class={classes!("play-history-item", current.then_some("is-current"), props.undone.then_some("is-undone"))}>
            <button type="button" class="play-history-button" {onclick}
                aria-current={current.then_some("step")} data-testid={props.testid.clone()}>
                { text }
                if props.by_computer {
                    <span class="note">{ " · " }{ i18n.tr("play-history-by-computer") }</span>
                }
            </button>
        </li>
    }
}
