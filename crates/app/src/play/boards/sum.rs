//! A sum of games: each component drawn by its own game's board, side by
//! side under its game's title and position; a click in one component asks
//! for the sum's position with only that component changed (the core
//! checks it as a move of the sum, as every board's target).
//!
//! Why the component boards: a sum of Nim 3,4 and Kayles 5 is best seen
//! as the heaps and the row it is made of, and each board already knows
//! its game. The component games come with the sum's board
//! (`Board::Sum`); the board that draws each is the dispatcher's, given as
//! [`SumProps::draw`] (this file cannot name the dispatcher, which names
//! it).

use nimatron_core::Position;
use nimatron_core::board::Board;
use nimatron_i18n::position_text;
use yew::prelude::*;

use super::list::ListBoard;
use super::props::{BoardProps, DrawBoard};
use crate::engine;
use crate::i18n::use_i18n;
use crate::play::words::own_title;

/// What the sum board receives.
#[derive(Debug, Clone, Properties, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see `draw`")]
pub struct SumProps {
    /// The sum's own board props (its game, position, callbacks).
    pub board: BoardProps,
    /// Draws a component's board (the dispatcher). Compared by address:
    /// one function is ever given, and a false "changed" only draws again.
    pub draw: DrawBoard,
}

/// The sum board.
#[component]
pub fn SumBoard(SumProps { board: props, draw }: &SumProps) -> Html {
    let i18n = use_i18n();
    let parts = props.position.parts();
    let games = match engine::game(&props.game).map(|g| g.board()) {
        Ok(Board::Sum { parts: games }) if games.len() == parts.len() => games,
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    html! {
        <div class="play-sum" data-testid="play-sum">
            { for games.iter().zip(parts).enumerate().map(|(i, (game, part))| {
                let position = Position::new(part.clone());
                // Rule: a move of a sum is a move in exactly one component.
                let on_move = {
                    let (whole, on_move) = (props.position.clone(), props.on_move.clone());
                    Callback::from(move |to: Position| {
                        let mut parts = whole.parts().to_vec();
                        parts[i] = to.numbers().to_vec();
                        on_move.emit(Position::from_parts(parts));
                    })
                };
                let title = engine::game(game).map_or_else(|_| game.clone(), |g| own_title(&i18n, &g.spec()));
                html! {
                    <section class="play-sum-part" data-testid="sum-part">
                        <h3 class="play-subtitle">
                            { title }{ " · " }<code>{ position_text(&i18n, &position) }</code>
                        </h3>
                        { draw(BoardProps {
                            game: AttrValue::from(game.clone()),
                            position,
                            on_move,
                            disabled: props.disabled,
                            prefix: format!("{}sum{i}-", props.prefix).into(),
                            max_take: None,
                            last: None,
                            hinted: Default::default(),
                            waiting: false,
                        }) }
                    </section>
                }
            }) }
        </div>
    }
}
