//! The Wythoff screen's state and its reducer (yew's `function_todomvc`
//! pattern). No side effects: the URL is written and the computer's turn
//! and the animation's timer are driven by effects in the screen, which
//! dispatch [`Action::ComputerMove`] (the core's move, from the app's one
//! computer timer) and [`Action::Anim`].
//!
//! The queen at `(a, b)` is the position `a,b` of the core's game
//! `wythoff`, played as its [`Session`]: a move goes west (take from `a`),
//! south (take from `b`) or south-west (the same from both). The game ends
//! at `(0, 0)`.

use std::rc::Rc;

use nimatron_core::session::{First, Opponent, Seat, Session};
use nimatron_core::{Convention, Position};
use yew::Reducible;

use super::cursor::{self, Dir};
use super::url::{MAX_SIZE, MIN_SIZE, UrlProblem, View, WythoffQuery, default_queen};
use crate::play::panels::session::{SessionMove, apply};
use crate::screens::nav::{self, Mover};
use crate::screens::query::FromQuery;
use nimatron_core::games::wythoff::steps::MAX_RULES_SIZE;

/// The core's name of the game.
const GAME: &str = "wythoff";

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
    /// The game: the queen's cell is its position, piles `(a, b)`.
    // Invariant: both coordinates of every position below `size`.
    pub session: Session,
    /// Where "New game" puts the queen.
    pub home: (u64, u64),
    /// What the grid paints.
    pub view: View,
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
    /// The computer's move, chosen after `ply` moves (ignored when stale).
    ComputerMove(usize, Position),
    /// Undo, redo, a Play button, start again (the shared panels).
    Session(SessionMove),
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

/// The queen's cell as a position.
fn cell(c: (u64, u64)) -> Position {
    Position::new(vec![c.0, c.1])
}

impl FromQuery for State {
    type Query = WythoffQuery;

    /// The state a URL asks for.
    fn from_query(q: WythoffQuery) -> Self {
        State {
            size: q.size,
            convention: q.convention,
            session: nav::new_session(GAME, cell(q.queen), q.convention, First::Me, q.opponent),
            home: q.queen,
            view: q.view,
            hover: None,
            cursor: None,
            hints: false,
            anim_step: 0,
            anim_playing: false,
            problems: Rc::new(q.problems),
        }
    }
}

impl State {
    /// The queen's cell.
    pub fn queen(&self) -> (u64, u64) {
        match self.session.position().numbers() {
            &[a, b] => (a, b),
            _ => self.home,
        }
    }

    /// Computer or friend.
    pub fn opponent(&self) -> Opponent {
        self.session.opponent
    }

    /// Against the computer: true when the computer moves first.
    pub fn computer_first(&self) -> bool {
        self.session.first == First::Computer
    }

    /// True when the queen is home: nobody can move.
    pub fn over(&self) -> bool {
        nav::is_over(&self.session)
    }

    /// Whose turn it is (after the game: who would move).
    pub fn to_move(&self) -> Seat {
        self.session.to_move()
    }

    /// The computer's seat, when playing the computer.
    pub fn computer(&self) -> Option<Seat> {
        self.session.computer_seat()
    }

    /// True when the computer should move now.
    pub fn computers_turn(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// The winner once the game is over: the player who moved the queen
    /// home wins under normal play and loses under misère.
    pub fn winner(&self) -> Option<Seat> {
        nav::ending(&self.session).map(|e| e.winner)
    }

    /// True when the URL may show this state (not while it still holds a
    /// refused value the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.problems.is_empty()
    }

    /// Plays the queen's move to `to` for `mover`; false when refused.
    fn move_to(&mut self, mover: Mover, to: (u64, u64)) -> bool {
        if !nav::play(&mut self.session, mover, &cell(to)) {
            return false;
        }
        self.cursor = self.cursor.map(|_| to);
        self.problems = Rc::new(Vec::new());
        true
    }

    /// A new game from `at`, with the same settings.
    fn restart(&mut self, at: (u64, u64)) {
        let s = &self.session;
        self.session = nav::new_session(GAME, cell(at), self.convention, s.first, s.opponent);
        self.cursor = self.cursor.map(|_| at);
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
                if !next.move_to(Mover::Person, to) {
                    return self;
                }
            }
            Action::ComputerMove(ply, to) => {
                let to = match to.numbers() {
                    &[a, b] => (a, b),
                    _ => return self,
                };
                if !next.move_to(Mover::Computer(ply), to) {
                    return self;
                }
            }
            Action::Session(SessionMove::Play(to)) => match to.numbers() {
                &[a, b] => return self.reduce(Action::Play((a, b))),
                _ => return self,
            },
            Action::Session(m) => {
                // Against the computer, undo takes back its answer too.
                if !apply(&mut next.session, &m) {
                    return self;
                }
                next.cursor = next.cursor.map(|_| next.queen());
            }
            Action::StartAt(at) => {
                if at.0 >= self.size || at.1 >= self.size {
                    return self;
                }
                next.home = at;
                next.restart(at);
            }
            Action::SetSize(size) => {
                if !(MIN_SIZE..=MAX_SIZE).contains(&size) || size == self.size {
                    return self;
                }
                next.size = size;
                let fits = |(a, b): (u64, u64)| a < size && b < size;
                if !fits(self.home) {
                    next.home = default_queen(size);
                }
                let queen = self.queen();
                next.restart(if fits(queen) { queen } else { next.home });
                next.hover = None;
                next.anim_step = 0;
                next.anim_playing = false;
            }
            Action::SetConvention(c) => {
                if c == self.convention {
                    return self;
                }
                next.convention = c;
                next.session.set_convention(c);
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
                next.session.opponent = o;
                next.restart(self.home);
            }
            Action::SetComputerFirst(first) => {
                next.session.first = if first { First::Computer } else { First::Me };
                next.restart(self.home);
            }
            Action::Hover(cell) => {
                if cell == self.hover {
                    return self;
                }
                next.hover = cell;
            }
            Action::Cursor(dir) => {
                let queen = self.queen();
                let from = self.cursor.unwrap_or(queen);
                next.cursor = Some(cursor::step(queen, from, dir));
            }
            Action::ClearCursor => {
                if self.cursor.is_none() {
                    return self;
                }
                next.cursor = None;
            }
            Action::PlayCursor => match self.cursor {
                Some(c) if c != self.queen() => return self.reduce(Action::Play(c)),
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
