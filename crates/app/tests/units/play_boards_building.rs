//! Tests of `play::boards::building` (`crates/app/src/play/boards/building.rs`).

use nimatron_app::play::boards::building::*;
use nimatron_core::{Position, registry};

#[test]
fn the_last_number_is_the_stones_left() {
    assert_eq!(split(&[2, 1, 0, 3]), (&[2, 1, 0][..], 3));
    assert_eq!(split(&[]), (&[][..], 0));
    assert_eq!(with_left(&[2, 1], 0).to_string(), "2,1,0");
}

/// Every placement the board offers is a move the core accepts, and every
/// placement the core has is offered: the board's arithmetic reads the
/// position as the game writes it (`Board::Building`).
#[test]
fn each_placement_is_a_move_of_the_game() {
    let game = registry::game("building:6,3").unwrap();
    for text in ["0,0,0,6", "2,1,0,3", "3,2,0,1", "1,1,1,0"] {
        let position: Position = text.parse().unwrap();
        let numbers = position.numbers();
        let offered: Vec<Position> = (0..4).filter_map(|i| place(numbers, i)).collect();
        for to in &offered {
            assert!(game.is_move(&position, to).unwrap(), "{text} → {to}");
        }
        if split(numbers).1 == 0 {
            assert!(offered.is_empty(), "{text}");
        } else {
            assert_eq!(offered.len(), 3, "{text}");
        }
    }
    assert_eq!(
        place(&[2, 1, 0, 3], 1).map(|p| p.to_string()).as_deref(),
        Some("2,2,0,2")
    );
}
