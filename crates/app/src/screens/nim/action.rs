//! What can happen on the Nim screen: the actions the reducer
//! ([`super::state::State`]) understands.

use nimatron_core::Convention;
use nimatron_core::session::{First, Opponent};

use super::url::NimQuery;
use crate::play::game::GameAction;

/// What can happen on the Nim screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The URL changed: show the game it names (a bare `#/nim` keeps the
    /// game on screen).
    Load(NimQuery),
    /// A move on the board, a winning move's "Play", the computer's move
    /// (ignored if the game moved on meanwhile), undo, redo, the history
    /// list, restart: the app's one [`GameAction`].
    Game(GameAction),
    /// A new game from this position ("New game" and "Random" draw it),
    /// same settings.
    NewGame(Vec<u64>),
    /// Normal or misère (the moves are kept).
    SetConvention(Convention),
    /// Who moves first (the game restarts).
    SetFirst(First),
    /// The computer's strength, or a friend (the moves are kept).
    SetOpponent(Opponent),
    /// Show the hint for the current position, or hide it.
    ToggleHint,
    /// Replay the seed's Alice/Bob game under this rule.
    LoadSample(Convention),
    /// The user typed in the "heaps" field (a valid position starts a
    /// game there at once).
    EditDraft(String),
    /// Append a heap of [`super::state::NEW_HEAP_SIZE`] stones.
    AddHeap,
    /// Remove the last heap.
    RemoveHeap,
    /// Back to the position the URL gave.
    Reset,
    /// Hide the storage messages.
    DismissNotices,
}
