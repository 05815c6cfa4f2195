//! Tests of `play::panels::graph_picker` (`crates/app/src/play/panels/graph_picker.rs`).
use nimatron_app::play::url::PlayQuery;

use nimatron_app::play::panels::graph_picker::*;

#[test]
fn a_preset_starts_with_every_vertex() {
    let q = start_on("node-kayles", "cycle:6", &PlayQuery::default()).unwrap();
    assert_eq!(q.game.as_deref(), Some("node-kayles:cycle:6"));
    assert_eq!(q.position.as_deref(), Some("0,1,2,3,4,5"));
    for (shape, _, _) in PRESETS {
        assert!(
            start_on("arc-kayles", shape, &PlayQuery::default()).is_some(),
            "{shape}"
        );
    }
}
