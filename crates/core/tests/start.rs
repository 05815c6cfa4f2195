//! Where a game opens when no position is given: the registry's example
//! for the example's own game, and for other parameters a position of that
//! game (a graph's every vertex, a board's every cell), never the example
//! of another graph or board.

use nimatron_core::registry::{GAMES, game, start_position};

#[test]
fn each_example_game_opens_at_its_example() {
    for e in GAMES {
        let start = start_position(e.example.0).expect(e.name);
        assert_eq!(start.to_string(), e.example.1, "{}", e.name);
    }
}

#[test]
fn other_parameters_open_at_a_position_of_their_own() {
    for (text, want) in [
        ("arc-kayles:petersen", "0,1,2,3,4,5,6,7,8,9"),
        ("node-kayles:path:3", "0,1,2"),
        ("nd-nim:2x3", "1,1,1,1,1,1"),
        ("building:10,4", "0,0,0,0,10"),
        ("take:5", "19"),
        ("moore:3", "3,5,6"),
        ("sum:nim+node-kayles:path:3", "3,4,5+0,1,2"),
    ] {
        let start = start_position(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(start.to_string(), want, "{text}");
        // And the game reads it.
        assert!(game(text).unwrap().is_terminal(&start).is_ok(), "{text}");
    }
    assert!(start_position("no-such-game").is_none());
}
