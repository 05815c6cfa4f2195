//! Tests of `screens::min_nim::view` (`crates/app/src/screens/min_nim/view.rs`).
use nimatron_core::Convention;
use nimatron_core::games::min_nim::MinNimRule;
use nimatron_core::job::NOT_IN_TABLE;
use std::rc::Rc;

use nimatron_core::games::min_nim::MinNimTable;

use nimatron_app::screens::min_nim::view::*;

/// A view filled from a table answers as the table does, and the move
/// it picks is the table's.
#[test]
fn a_view_reads_as_the_table() {
    let rule = MinNimRule::new(&[1, 3, 4]).expect("rule");
    let table = MinNimTable::compute([6, 5, 7], &rule, Convention::Normal).expect("table");
    let empty = View::new([6, 5, 7]);
    let at = [4, 5, 7];
    let around = View::with_children(&rule, at);
    assert_eq!(around.len(), 1 + 9);
    assert_eq!(empty.missing(&around), around);
    let values: Vec<u32> = around
        .iter()
        .map(|p| table.get(p[0], p[1], p[2]).map_or(NOT_IN_TABLE, |v| v.1))
        .collect();
    let view = empty.learn(&around, &values);
    assert!(view.missing(&around).is_empty());
    for p in &around {
        assert_eq!(view.get(*p), table.get(p[0], p[1], p[2]));
    }
    assert_eq!(view.optimal_move(&rule, at), table.optimal_move(4, 5, 7));
    assert_eq!(empty.optimal_move(&rule, at), None);
    let partial = empty.learn(&around[..around.len() - 1], &values[..values.len() - 1]);
    assert_eq!(partial.optimal_move(&rule, at), None, "a child unknown");
    let slice = table.slice(3).expect("slice");
    let view = View {
        slice: Some((3, Rc::new(slice))),
        ..empty
    };
    assert_eq!(view.get([6, 2, 3]), table.get(6, 2, 3));
    assert_eq!(view.get([6, 2, 4]), None);
    assert_eq!(view.get([7, 0, 3]), None);
}
