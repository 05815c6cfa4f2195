//! Tests of `screens::min_nim::state` (`crates/app/src/screens/min_nim/state.rs`).
use nimatron_app::play::panels::session::SessionMove;
use nimatron_app::screens::min_nim::url::MinNimQuery;
use nimatron_core::games::min_nim::MinNimRule;
use nimatron_core::job::JobQuery;
use nimatron_core::{Convention, Position};
use std::rc::Rc;
use yew::prelude::*;

use nimatron_core::games::min_nim::MinNimTable;

use nimatron_app::screens::min_nim::state::*;
use nimatron_app::screens::query::FromUrl;

fn start() -> Rc<State> {
    let q = MinNimQuery::from_hash("#/min-nim?heaps=3,3,3&set=1,2,3");
    Rc::new(State::from_query(q, 1))
}

fn table() -> MinNimTable {
    let rule = MinNimRule::new(&[1, 2, 3]).expect("rule");
    MinNimTable::compute([3, 3, 3], &rule, Convention::Normal).expect("table")
}

/// The worker's answers to what the state wants, from `table`.
fn answer(s: Rc<State>, table: &MinNimTable) -> Rc<State> {
    let mut s = s;
    if let Some(c) = s.wanted_slice() {
        let values = Rc::new(table.slice(c).expect("in the box"));
        let epoch = s.epoch;
        s = s.reduce(Action::Answer(
            epoch,
            JobQuery::MinNimSlice { c },
            values,
            9,
        ));
    }
    let positions = s.wanted_cells();
    let values = positions
        .iter()
        .map(|p| table.get(p[0], p[1], p[2]).map_or(u32::MAX, |v| v.1))
        .collect();
    let (query, epoch) = (JobQuery::MinNimCells { positions }, s.epoch);
    s.reduce(Action::Answer(epoch, query, Rc::new(values), 9))
}

#[test]
fn jobs_ignore_stale_messages_and_cancel() {
    let s = start();
    assert!(matches!(s.job, Job::Running { done: 0, total: 64 }));
    let s = s.reduce(Action::Progress(0, 5, 64));
    assert!(matches!(s.job, Job::Running { done: 0, .. }));
    let s = s.reduce(Action::Progress(1, 32, 64));
    assert!(matches!(s.job, Job::Running { done: 32, .. }));
    let s = s.reduce(Action::Cancel);
    assert_eq!(s.job, Job::Cancelled);
    let s = s.reduce(Action::Done(1, 3, 64));
    assert_eq!(s.job, Job::Cancelled);
    let s = s.reduce(Action::Retry);
    assert_eq!(s.epoch, 2);
    assert_eq!(s.wanted_slice(), None, "nothing to ask before the end");
    let s = s.reduce(Action::Done(2, 3, 64));
    assert!(s.ready());
    assert_eq!(s.wanted_slice(), Some(3));
    // The first slice's arrival is the table's time; a stale answer
    // changes nothing.
    let values = Rc::new(table().slice(3).expect("slice"));
    let query = JobQuery::MinNimSlice { c: 3 };
    let stale = s
        .clone()
        .reduce(Action::Answer(1, query.clone(), values.clone(), 5));
    assert!(!stale.shown());
    let s = s.reduce(Action::Answer(2, query, values, 5));
    assert!(s.shown());
    assert_eq!(
        s.job,
        Job::Ready {
            ms: 5,
            worker_bytes: 64
        }
    );
    assert_eq!(s.wanted_slice(), None);
    let s = s.reduce(Action::Slice(1));
    assert_eq!(s.wanted_slice(), Some(1));
}

/// The page asks for what it shows, and once answered reads the
/// table's values and plays the table's move.
#[test]
fn the_page_asks_for_what_it_shows() {
    let t = table();
    let s = start().reduce(Action::Done(1, 3, 64));
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
    Action::Session(SessionMove::Play(Position::new(to.to_vec())))
}

#[test]
fn moves_go_through_the_session() {
    let to = |t: &str| t.parse::<Position>().unwrap_or_default();
    let s = start().reduce(play([0, 3, 3]));
    assert!(s.computer_to_move());
    let s = s.reduce(Action::ComputerMove(0, to("0,2,3")));
    assert_eq!(s.position(), [0, 3, 3], "a stale ply");
    let s = s.reduce(Action::ComputerMove(1, to("0,2,3")));
    assert_eq!(s.game(), vec![[3, 3, 3], [0, 3, 3], [0, 2, 3]]);
    // Undo takes back the computer's answer too.
    let undone = s.clone().reduce(Action::Session(SessionMove::Undo));
    assert_eq!(undone.position(), [3, 3, 3]);
    // The core's computer plays the seed's optimal move.
    let before = start().reduce(play([2, 3, 3]));
    let (ply, reply) = crate::support::computer_reply(&before.session).expect("a move");
    let at = [2, 3, 3];
    let want = table().optimal_move(at[0], at[1], at[2]);
    assert_eq!(Some(reply.numbers()), want.as_ref().map(|m| &m[..]));
    // The page's own answer, from the values it asked for, agrees.
    let asked = answer(before.clone().reduce(Action::Done(1, 3, 64)), &table());
    assert_eq!(asked.computer_move(), want);
    assert_eq!(
        before.reduce(Action::ComputerMove(ply, reply)).game().len(),
        3
    );
    let s = s.reduce(Action::Session(SessionMove::Restart));
    assert_eq!(s.position(), [3, 3, 3]);
    assert_eq!(s.reduce(Action::Slice(99)).slice, 3);
}
