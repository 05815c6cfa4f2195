//! The Wythoff screen's state and its reducer (yew's `function_todomvc`
//! pattern). No side effects: the URL is written and the computer's turn
//! and the animation's timer are driven by effects in the screen, which
//! dispatch [`Action::ComputerMove`] and [`Action::Anim`].
//!
//! The queen at `(a, b)` is the position of two piles `a` and `b`; a move
//! goes west (take from `a`), south (take from `b`) or south-west (the same
//! from both). The game ends at `(0, 0)`.

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::wythoff::{computer_move, is_move};
use yew::Reducible;

use super::classify::MAX_RULES_SIZE;
use super::cursor::{self, Dir};
use super::url::{MAX_SIZE, MIN_SIZE, Opponent, UrlProblem, View, WythoffQuery, default_queen};

/// The two players, in playing order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// Moves first.
    First,
    /// Moves second.
    Second,
}

/// What the rules animation is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anim {
    /// The timer fired: one more cell, stopping at `total`.
    Tick {
        /// Steps in the whole animation.
        total: usize,
    },
    /// One step by hand (pauses).
    Step {
        /// Steps in the whole animation.
        total: usize,
    },
    /// Start or resume (from the beginning when finished).
    Play {
        /// Steps in the whole animation.
        total: usize,
    },
    /// Stop the timer.
    Pause,
    /// Back to an empty grid.
    Reset,
    /// Paint every cell at once.
    Finish {
        /// Steps in the whole animation.
        total: usize,
    },
}

/// Everything the Wythoff screen shows that is not local to one panel.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// Cells per side.
    // Invariant: within MIN_SIZE..=MAX_SIZE.
    pub size: u64,
    /// Normal or misère.
    pub convention: Convention,
    /// The queen's cell: piles `(a, b)`.
    // Invariant: both coordinates below `size`.
    pub queen: (u64, u64),
    /// Where this game started ("New game" returns here).
    pub start: (u64, u64),
    /// Earlier queen cells of this game, oldest first (one per move made).
    pub history: Vec<(u64, u64)>,
    /// What the grid paints.
    pub view: View,
    /// Computer or friend.
    pub opponent: Opponent,
    /// Against the computer: true when the computer moves first.
    pub computer_first: bool,
    /// The cell under the pointer.
    pub hover: Option<(u64, u64)>,
    /// The keyboard cursor (the queen's cell or one it reaches).
    pub cursor: Option<(u64, u64)>,
    /// Winning moves highlighted on the grid.
    pub hints: bool,
    /// Cells painted by the rules animation.
    pub anim_step: usize,
    /// The animation's timer is running.
    pub anim_playing: bool,
    /// URL values refused on load (shown until the user changes something).
    pub problems: Rc<Vec<UrlProblem>>,
}

/// What can happen on the Wythoff screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The URL changed (or the screen opened).
    Load(WythoffQuery),
    /// A person moves the queen to a cell (ignored unless legal and theirs).
    Play((u64, u64)),
    /// The computer's turn (ignored when it is not).
    ComputerMove,
    /// Take back the last move (against the computer: back to your turn).
    Undo,
    /// The same starting cell again.
    NewGame,
    /// A new game with the queen on this cell.
    StartAt((u64, u64)),
    /// Another grid size (the queen stays when it still fits).
    SetSize(u64),
    /// Normal or misère.
    SetConvention(Convention),
    /// Cold cells, heatmap or rules animation.
    SetView(View),
    /// Computer or friend (a new game).
    SetOpponent(Opponent),
    /// Who starts against the computer (a new game).
    SetComputerFirst(bool),
    /// The pointer is over a cell (or left the grid).
    Hover(Option<(u64, u64)>),
    /// An arrow key.
    Cursor(Dir),
    /// The grid lost focus (or Escape): hide the cursor.
    ClearCursor,
    /// Enter: play the cursor's cell.
    PlayCursor,
    /// Show or hide the winning moves.
    ToggleHints,
    /// The rules animation.
    Anim(Anim),
}

impl State {
    /// The state a URL asks for.
    pub fn from_query(q: WythoffQuery) -> Self {
        State {
            size: q.size,
            convention: q.convention,
            queen: q.queen,
            start: q.queen,
            history: Vec::new(),
            view: q.view,
            opponent: q.opponent,
            computer_first: false,
            hover: None,
            cursor: None,
            hints: false,
            anim_step: 0,
            anim_playing: false,
            problems: Rc::new(q.problems),
        }
    }

    /// True when the queen is home: nobody can move.
    pub fn over(&self) -> bool {
        self.queen == (0, 0)
    }

    /// Whose turn it is (after the game: who would move).
    pub fn to_move(&self) -> Player {
        if self.history.len().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The computer's side, when playing the computer.
    pub fn computer(&self) -> Option<Player> {
        match self.opponent {
            Opponent::Friend => None,
            Opponent::Computer if self.computer_first => Some(Player::First),
            Opponent::Computer => Some(Player::Second),
        }
    }

    /// True when the computer should move now.
    pub fn computers_turn(&self) -> bool {
        !self.over() && self.computer() == Some(self.to_move())
    }

    /// The winner once the game is over: the player who moved the queen
    /// home wins under normal play and loses under misère.
    pub fn winner(&self) -> Option<Player> {
        if !self.over() || self.history.is_empty() {
            return None;
        }
        let last_mover = match self.to_move() {
            Player::First => Player::Second,
            Player::Second => Player::First,
        };
        Some(match (self.convention, last_mover) {
            (Convention::Normal, p) => p,
            (Convention::Misere, Player::First) => Player::Second,
            (Convention::Misere, Player::Second) => Player::First,
        })
    }

    /// True when the URL may show this state (not while it still holds a
    /// refused value the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.problems.is_empty()
    }

    /// Moves the queen (one undoable step).
    fn move_to(&mut self, to: (u64, u64)) {
        self.history.push(self.queen);
        self.queen = to;
        self.cursor = self.cursor.map(|_| to);
        self.problems = Rc::new(Vec::new());
    }

    /// A new game from `cell`.
    fn restart(&mut self, cell: (u64, u64)) {
        self.start = cell;
        self.queen = cell;
        self.history.clear();
        self.cursor = self.cursor.map(|_| cell);
        self.problems = Rc::new(Vec::new());
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(q) => return Rc::new(State::from_query(q)),
            Action::Play(to) => {
                if self.computers_turn() || !is_move(self.queen, to) {
                    return self;
                }
                next.move_to(to);
            }
            Action::ComputerMove => {
                match computer_move(self.queen.0, self.queen.1, self.convention) {
                    Some(to) if self.computers_turn() => next.move_to(to),
                    _ => return self,
                }
            }
            Action::Undo => {
                let Some(previous) = next.history.pop() else {
                    return self;
                };
                next.queen = previous;
                // Against the computer, take back its answer too.
                if next.computers_turn()
                    && let Some(earlier) = next.history.pop()
                {
                    next.queen = earlier;
                }
                next.cursor = next.cursor.map(|_| next.queen);
            }
            Action::NewGame => next.restart(self.start),
            Action::StartAt(cell) => {
                if cell.0 >= self.size || cell.1 >= self.size {
                    return self;
                }
                next.restart(cell);
            }
            Action::SetSize(size) => {
                if !(MIN_SIZE..=MAX_SIZE).contains(&size) || size == self.size {
                    return self;
                }
                next.size = size;
                let fits = |(a, b): (u64, u64)| a < size && b < size;
                let start = if fits(self.start) {
                    self.start
                } else {
                    default_queen(size)
                };
                next.restart(if fits(self.queen) { self.queen } else { start });
                next.start = start;
                next.hover = None;
                next.anim_step = 0;
                next.anim_playing = false;
            }
            Action::SetConvention(c) => {
                if c == self.convention {
                    return self;
                }
                next.convention = c;
                next.anim_step = 0;
                next.anim_playing = false;
                next.problems = Rc::new(Vec::new());
            }
            Action::SetView(v) => {
                next.view = v;
                next.anim_playing = false;
                next.problems = Rc::new(Vec::new());
            }
            Action::SetOpponent(o) => {
                next.opponent = o;
                next.restart(self.start);
            }
            Action::SetComputerFirst(first) => {
                next.computer_first = first;
                next.restart(self.start);
            }
            Action::Hover(cell) => {
                if cell == self.hover {
                    return self;
                }
                next.hover = cell;
            }
            Action::Cursor(dir) => {
                let from = self.cursor.unwrap_or(self.queen);
                next.cursor = Some(cursor::step(self.queen, from, dir));
            }
            Action::ClearCursor => {
                if self.cursor.is_none() {
                    return self;
                }
                next.cursor = None;
            }
            Action::PlayCursor => match self.cursor {
                Some(c) if c != self.queen => return self.reduce(Action::Play(c)),
                _ => return self,
            },
            Action::ToggleHints => next.hints = !self.hints,
            Action::Anim(a) => reduce_anim(&mut next, a),
        }
        Rc::new(next)
    }
}

/// The rules animation's transitions.
fn reduce_anim(next: &mut State, a: Anim) {
    let max_total = (MAX_RULES_SIZE * MAX_RULES_SIZE) as usize;
    match a {
        Anim::Tick { total } => {
            next.anim_step = (next.anim_step + 1).min(total.min(max_total));
            next.anim_playing = next.anim_playing && next.anim_step < total;
        }
        Anim::Step { total } => {
            next.anim_step = (next.anim_step + 1).min(total.min(max_total));
            next.anim_playing = false;
        }
        Anim::Play { total } => {
            if next.anim_step >= total {
                next.anim_step = 0;
            }
            next.anim_playing = true;
        }
        Anim::Pause => next.anim_playing = false,
        Anim::Reset => {
            next.anim_step = 0;
            next.anim_playing = false;
        }
        Anim::Finish { total } => {
            next.anim_step = total.min(max_total);
            next.anim_playing = false;
        }
    }
}
