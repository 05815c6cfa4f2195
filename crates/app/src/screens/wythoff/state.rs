//! The Wythoff screen's state and its reducer (yew's `function_todomvc`
//! pattern). No side effects: the URL is written and the computer's turn
//! and the animation's timer are driven by effects in the screen, which
//! dispatch [`Action::Game`] (the core's move, from the app's one
//! computer timer) and [`Action::Anim`].
//!
//! The queen at `(a, b)` is the position `a,b` of the core's game
//! `wythoff`, played as its [`Session`]: a move goes west (take from `a`),
//! south (take from `b`) or south-west (the same from both). The game ends
//! at `(0, 0)`.

use std::rc::Rc;

use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};
use yew::{Callback, Properties, Reducible};

use super::cursor::{self, Dir};
use super::url::{MAX_SIZE, MIN_SIZE, UrlProblem, View, WythoffQuery, default_queen};
use crate::play::game::{self, GameAction, reduce_with};
use crate::screens::nav;
use crate::screens::query::FromQuery;
use nimatron_core::games::wythoff::steps::{MAX_RULES_SIZE, Step};

/// The core's name of the game.
const GAME: &str = "wythoff";

/// What the rules animation is told (its length is the grid's cells, or
/// none on a grid too large for it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anim {
    /// The timer fired: one more cell, stopping at the end.
    Tick,
    /// One step by hand (pauses).
    Step,
    /// Start or resume (from the beginning when finished).
    Play,
    /// Stop the timer.
    Pause,
    /// Back to an empty grid.
    Reset,
    /// Paint every cell at once.
    Finish,
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

/// What each panel of the screen gets: the state, the way to change it,
/// and (for the rules player) the animation's steps the screen memoised.
#[derive(Debug, Properties, PartialEq)]
pub struct PartProps {
    /// The screen's state.
    pub state: Rc<State>,
    /// Sends the screen's actions.
    pub dispatch: Callback<Action>,
    /// The rules animation's steps (empty on grids too large for it).
    #[prop_or_default]
    pub steps: Rc<Vec<Step>>,
    /// Exam mode (`play::exam`): the hints only if the teacher allows them.
    #[prop_or_default]
    pub exam: crate::play::exam::Exam,
}

/// What can happen on the Wythoff screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The URL changed (or the screen opened).
    Load(WythoffQuery),
    /// A person moves the queen to a cell (ignored unless legal and theirs).
    Play((u64, u64)),
    /// The computer's move, undo, redo, a Play button, start again (the
    /// shared panels): the app's one reducer ([`game::step`]).
    Game(GameAction),
    /// A new game with the queen on this cell.
    StartAt((u64, u64)),
    /// Another grid size (the queen stays when it still fits).
    SetSize(u64),
    /// Normal or misère.
    SetConvention(Convention),
    /// Cold cells, heatmap or rules animation.
    SetView(View),
    /// The computer at a strength, or a friend (a new game).
    SetOpponent(Opponent),
    /// Who moves first against the computer (a new game).
    SetFirst(First),
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
            session: nav::new_session(GAME, cell(q.queen), q.convention, q.first, q.opponent),
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
        pair(self.session.position()).unwrap_or(self.home)
    }

    /// True when the queen is home: nobody can move.
    pub fn over(&self) -> bool {
        nav::is_over(&self.session)
    }

    /// True when a person may move now (the game on, their turn).
    pub fn playable(&self) -> bool {
        !self.over() && !self.computers_turn()
    }

    /// True when the computer should move now.
    pub fn computers_turn(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// What the URL shows of this state.
    pub fn query(&self) -> WythoffQuery {
        // The URL names the queen's cell now, so it says who moves from
        // there: the chosen start before any move, then whoever is to move
        // (a reload mid-game must not hand the computer your turn).
        let first = match (self.session.cursor, self.computers_turn()) {
            (0, _) => self.session.first,
            (_, true) => First::Computer,
            (_, false) => First::Me,
        };
        WythoffQuery {
            size: self.size,
            queen: self.queen(),
            convention: self.convention,
            view: self.view,
            opponent: self.session.opponent,
            first,
            problems: Vec::new(),
        }
    }

    /// True when the URL may show this state (not while it still holds a
    /// refused value the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.problems.is_empty()
    }

    /// Applies a session action (the app's one reducer, [`game::step`]);
    /// false when nothing changed. Rule: the keyboard cursor follows the
    /// queen, and a move replaces the URL's refusals.
    fn step(&mut self, action: &GameAction) -> bool {
        if !game::step(&mut self.session, action).unwrap_or(false) {
            return false;
        }
        self.cursor = self.cursor.map(|_| self.queen());
        if matches!(action, GameAction::Play(_) | GameAction::Computer { .. }) {
            self.problems = Rc::new(Vec::new());
        }
        true
    }

    /// Steps in the rules animation: every cell, or none on a grid too
    /// large for it.
    pub fn anim_total(&self) -> usize {
        if self.size <= MAX_RULES_SIZE {
            (self.size * self.size) as usize
        } else {
            0
        }
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
        reduce_with(self, |next| {
            match action {
                Action::Load(q) => *next = State::from_query(q),
                Action::Play(to) => return next.step(&GameAction::Play(cell(to))),
                // Against the computer, undo takes back its answer too.
                Action::Game(action) => return next.step(&action),
                Action::StartAt(at) if at.0 < next.size && at.1 < next.size => {
                    next.home = at;
                    next.restart(at);
                }
                Action::StartAt(_) => return false,
                Action::SetSize(size)
                    if (MIN_SIZE..=MAX_SIZE).contains(&size) && size != next.size =>
                {
                    let (queen, fits) = (next.queen(), |(a, b): (u64, u64)| a < size && b < size);
                    next.size = size;
                    if !fits(next.home) {
                        next.home = default_queen(size);
                    }
                    next.restart(if fits(queen) { queen } else { next.home });
                    (next.hover, next.anim_step, next.anim_playing) = (None, 0, false);
                }
                Action::SetSize(_) => return false,
                Action::SetConvention(c) if c == next.convention => return false,
                Action::SetConvention(c) => {
                    next.convention = c;
                    next.session.set_convention(c);
                    (next.anim_step, next.anim_playing) = (0, false);
                    next.problems = Rc::new(Vec::new());
                }
                Action::SetView(v) => {
                    (next.view, next.anim_playing) = (v, false);
                    next.problems = Rc::new(Vec::new());
                }
                Action::SetOpponent(o) => {
                    next.session.opponent = o;
                    next.restart(next.home);
                }
                Action::SetFirst(first) => {
                    next.session.first = first;
                    next.restart(next.home);
                }
                Action::Hover(cell) => next.hover = cell,
                Action::Cursor(dir) => {
                    let queen = next.queen();
                    next.cursor = Some(cursor::step(queen, next.cursor.unwrap_or(queen), dir));
                }
                Action::ClearCursor => next.cursor = None,
                Action::PlayCursor => match next.cursor {
                    Some(c) if c != next.queen() => return next.step(&GameAction::Play(cell(c))),
                    _ => return false,
                },
                Action::ToggleHints => next.hints = !next.hints,
                Action::Anim(a) => reduce_anim(next, a),
            }
            true
        })
    }
}

/// The queen's cell of a position `a,b`.
fn pair(p: &Position) -> Option<(u64, u64)> {
    match p.numbers() {
        &[a, b] => Some((a, b)),
        _ => None,
    }
}

/// The rules animation's transitions.
fn reduce_anim(next: &mut State, a: Anim) {
    let total = next.anim_total();
    let (step, playing) = (next.anim_step, next.anim_playing);
    (next.anim_step, next.anim_playing) = match a {
        Anim::Tick => ((step + 1).min(total), playing && step + 1 < total),
        Anim::Step => ((step + 1).min(total), false),
        Anim::Play if step >= total => (0, true),
        Anim::Play => (step, true),
        Anim::Pause => (step, false),
        Anim::Reset => (0, false),
        Anim::Finish => (total, false),
    };
}
