//! Tests of `screens::catalogue::thumbnail` (`crates/app/src/screens/catalogue/thumbnail.rs`).
use nimatron_core::board::Board;
use nimatron_core::registry;

use nimatron_app::screens::catalogue::thumbnail::*;

fn count(board: &Board, position: &str) -> usize {
    let position = position
        .parse()
        .unwrap_or_else(|e| panic!("{position}: {e}"));
    shapes(board, &position).0.len()
}

/// The board of a game, with its data, as the game gives it.
fn board_of(game: &str) -> Board {
    registry::game(game)
        .unwrap_or_else(|e| panic!("{game}: {e}"))
        .board()
}

#[test]
fn draws_what_the_example_holds_within_the_caps() {
    assert_eq!(count(&Board::Heaps, "3,4,5"), 12);
    assert_eq!(count(&Board::Heaps, "100"), CAP as usize);
    assert_eq!(count(&Board::Rows, "5,7"), 12);
    assert_eq!(count(&Board::Ring(3), "10"), 10);
    assert_eq!(count(&Board::Chomp, "4,2,1"), 7);
    assert_eq!(count(&board_of("nd-nim:2x3"), "1,1,1,0,0,1"), 6);
    // 9 vertices and 12 edges of the 3×3 grid.
    assert_eq!(count(&board_of("arc-kayles:grid:3x3"), "0,1,2"), 21);
    let (_, w, h) = shapes(&Board::Queen, &"5,3".parse().unwrap());
    assert_eq!((w, h), (6.0 * U, 6.0 * U));
}

/// Every card draws its example from the data its entry gives, the same
/// the game gives (a grid's sizes, a graph's edges and layout): a 3×3 grid
/// of 9 cells, the 3×3 grid graph's 9 vertices and 12 edges, the Petersen
/// graph's 10 vertices and 15 edges.
#[test]
fn each_card_draws_from_its_entrys_board() {
    for (name, shapes_drawn) in [("nd-nim", 9), ("arc-kayles", 21), ("node-kayles", 25)] {
        let listing = registry::LISTINGS
            .iter()
            .find(|l| l.name == name)
            .unwrap_or_else(|| panic!("{name}"));
        assert_eq!(
            count(&(listing.example_board)(), listing.example.1),
            shapes_drawn,
            "{name}"
        );
    }
}
