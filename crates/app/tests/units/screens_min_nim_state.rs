//! Tests of `screens::min_nim::state` (`crates/app/src/screens/min_nim/state.rs`).
use nimatron_app::jobs::Answer;
use nimatron_app::play::game::GameAction;
use nimatron_app::screens::min_nim::url::MinNimQuery;
use nimatron_core::games::min_nim::MinNimRule;
use nimatron_core::job::{JobQuery, JobRequest};
use nimatron_core::{Convention, Position};
use std::rc::Rc;
use yew::prelude::*;

use nimatron_core::games::min_nim::MinNimTable;

use nimatron_app::screens::min_nim::state::*;
use nimatron_app::screens::query::FromUrl;

fn start() -> Rc<State> {
    let q = MinNimQuery::from_hash("#/min-nim?heaps=3,3,3&set=1,2,3");
    Rc::new(State::from_query(q))
}

fn table() -> MinNimTable {
    let rule = MinNimRule::new(&[1, 2, 3]).expect("rule");
    MinNimTable::compute([3, 3, 3], &rule, Convention::Normal).expect("table")
}

/// The answer of the job of `request` to `query`.
fn reply(request: JobRequest, query: JobQuery, cells: Vec<u32>) -> Action {
    let cells = Rc::new(cells);
    Action::Answer(Answer {
        request,
        query,
        cells,
        ms: 9,
    })
}

/// The worker's answers to what the state wants, from `table`.
fn answer(s: Rc<State>, table: &MinNimTable) -> Rc<State> {
    let mut s = s;
    let job = s.job().expect("a job");
    if let Some(c) = s.wanted_slice() {
        let values = table.slice(c).expect("in the box");
        s = s.reduce(reply(job.clone(), JobQuery::MinNimSlice { c }, values));
    }
    let positions = s.wanted_cells();
    let values = positions
        .iter()
        .map(|p| table.get(p[0], p[1], p[2]).map_or(u32::MAX, |v| v.1))
        .collect();
    s.reduce(reply(job, JobQuery::MinNimCells { positions }, values))
}

#[test]
fn jobs_ignore_stale_answers_and_cancel() {
    let s = start();
    let job = s.job().expect("a job at once");
    assert_eq!(
        job,
        JobRequest::MinNim {
            dims: [3, 3, 3],
            removals: [1, 2, 3],
            misere: false
        }
    );
    let s = s.reduce(Action::Cancel);
    assert!(s.cancelled);
    assert_eq!(s.job(), None, "cancelling drops the job");
    // A late answer of the cancelled job changes nothing.
    let values = table().slice(3).expect("slice");
    let query = JobQuery::MinNimSlice { c: 3 };
    let late = s
        .clone()
        .reduce(reply(job.clone(), query.clone(), values.clone()));
    assert!(!late.shown());
    let s = s.reduce(Action::Retry);
    assert_eq!(s.job(), Some(job.clone()));
    assert_eq!(s.wanted_slice(), Some(3));
    // An answer of another request's job is stale.
    let other = JobRequest::MinNim {
        dims: [3, 3, 3],
        removals: [1, 2, 4],
        misere: false,
    };
    let stale = s
        .clone()
        .reduce(reply(other, query.clone(), values.clone()));
    assert!(!stale.shown());
    let s = s.reduce(reply(job, query, values));
    assert!(s.shown());
    assert_eq!(s.wanted_slice(), None);
    let s = s.reduce(Action::Slice(1));
    assert_eq!(s.wanted_slice(), Some(1));
}

/// The page asks for what it shows, and once answered reads the
/// table's values and plays the table's move.
#[test]
fn the_page_asks_for_what_it_shows() {
    let t = table();
    let s = start();
    // The corner and its 9 children (the corner is in the game).
    assert_eq!(s.wanted_cells().len(), 10);
    let s = answer(s, &t);
    assert!(s.wanted_cells().is_empty());
    assert_eq!(s.view.get([3, 3, 3]), t.get(3, 3, 3));
    let s = s.reduce(Action::Hover(Some((1, 2))));
    // (1, 2, 3) is in the slice shown; its children on heap 3 are not.
    assert_eq!(s.wanted_cells(), vec![[1, 2, 2], [1, 2, 1], [1, 2, 0]]);
    let s = answer(s, &t);
    assert!(s.wanted_cells().is_empty());
    let s = s.reduce(play([0, 3, 3]));
    assert_eq!(s.computer_move(), None, "its children are not known yet");
    let s = answer(s, &t);
    assert_eq!(s.computer_move(), t.optimal_move(0, 3, 3));
}

/// The person's move through the play screen's [`SessionMove`].
fn play(to: [u64; 3]) -> Action {
    Action::Game(GameAction::Play(Position::new(to.to_vec())))
}

#[test]
fn moves_go_through_the_session() {
    let to = |t: &str| t.parse::<Position>().unwrap_or_default();
    let s = start().reduce(play([0, 3, 3]));
    assert!(s.computer_to_move());
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 0,
        to: to("0,2,3"),
    }));
    assert_eq!(s.position(), [0, 3, 3], "a stale ply");
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 1,
        to: to("0,2,3"),
    }));
    assert_eq!(s.game(), vec![[3, 3, 3], [0, 3, 3], [0, 2, 3]]);
    // Undo takes back the computer's answer too.
    let undone = s.clone().reduce(Action::Game(GameAction::Undo));
    assert_eq!(undone.position(), [3, 3, 3]);
    // The core's computer plays the seed's optimal move.
    let before = start().reduce(play([2, 3, 3]));
    let (ply, reply) = crate::support::computer_reply(&before.session).expect("a move");
    let at = [2, 3, 3];
    let want = table().optimal_move(at[0], at[1], at[2]);
    assert_eq!(Some(reply.numbers()), want.as_ref().map(|m| &m[..]));
    // The page's own answer, from the values it asked for, agrees.
    let asked = answer(before.clone(), &table());
    assert_eq!(asked.computer_move(), want);
    assert_eq!(
        before
            .reduce(Action::Game(GameAction::Computer { ply, to: reply }))
            .game()
            .len(),
        3
    );
    let s = s.reduce(Action::Game(GameAction::Restart));
    assert_eq!(s.position(), [3, 3, 3]);
    assert_eq!(s.reduce(Action::Slice(99)).slice, 3);
}
