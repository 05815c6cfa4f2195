//! What the board table (`super::ALL`) holds for each board. A file of
//! its own so that the table (`mod.rs`) and the boards a build installs
//! (`installed.rs`) both name it, and neither names the other's file.

use yew::prelude::*;

use super::props::DrawBoard;
use crate::play::url::PlayQuery;
use nimatron_core::board::Board as Kind;

/// One board: the kinds of position it draws, how, and the tools the
/// setup form shows for its data.
#[derive(Debug, Clone, Copy)]
pub struct Drawer {
    /// Whether it draws positions of this kind.
    pub draws: fn(&Kind) -> bool,
    /// Draws one.
    pub draw: DrawBoard,
    /// Beside the setup form: tools that make a new game text for this
    /// board's data (a graph to pick or draw), if it has any.
    pub setup: Option<DrawSetup>,
}

/// Draws a board's setup tools for the game `name`, from the setup's
/// query, applying the query they make.
pub type DrawSetup = fn(name: AttrValue, query: PlayQuery, on_apply: Callback<PlayQuery>) -> Html;
