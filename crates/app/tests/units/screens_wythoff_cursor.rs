//! Tests of `screens::wythoff::cursor` (`crates/app/src/screens/wythoff/cursor.rs`).
use nimatron_core::games::wythoff::is_move;

use nimatron_app::screens::wythoff::cursor::*;

fn walk(queen: (u64, u64), keys: &[Dir]) -> (u64, u64) {
    keys.iter().fold(queen, |c, &d| step(queen, c, d))
}

#[test]
fn arrows_follow_the_three_rays() {
    use Dir::*;
    let q = (5, 3);
    assert_eq!(walk(q, &[Left]), (4, 3));
    assert_eq!(walk(q, &[Left, Left, Left]), (2, 3));
    assert_eq!(walk(q, &[Down]), (5, 2));
    assert_eq!(walk(q, &[Down, Down, Down, Down]), (5, 0));
    // West ray, then ↓ drops to the diagonal in that column.
    assert_eq!(walk(q, &[Left, Down]), (4, 2));
    // On the diagonal, ← and ↓ go further south-west.
    assert_eq!(walk(q, &[Left, Down, Left, Down]), (2, 0));
    assert_eq!(walk(q, &[Left, Down, Down, Down, Down]), (2, 0));
    // → and ↑ come back.
    assert_eq!(walk(q, &[Left, Down, Left, Right]), (4, 2));
    assert_eq!(walk(q, &[Left, Down, Up]), (5, 3));
    // From the south ray, ← reaches the diagonal on that row.
    assert_eq!(walk(q, &[Down, Down, Left]), (3, 1));
    // Nothing east of the queen, nothing north.
    assert_eq!(walk(q, &[Right, Up]), q);
    assert_eq!(walk((0, 0), &[Left, Down, Right, Up]), (0, 0));
}

#[test]
fn never_leaves_the_reachable_cells() {
    let q = (7, 4);
    let mut c = q;
    for i in 0..200u32 {
        let d = [Dir::Left, Dir::Down, Dir::Right, Dir::Up][(i * 7 % 4) as usize];
        c = step(q, c, d);
        assert!(c == q || is_move(q, c), "{c:?}");
    }
    assert_eq!(step(q, (0, 0), Dir::Left), q);
    assert_eq!(Dir::from_key("ArrowUp"), Some(Dir::Up));
    assert_eq!(Dir::from_key("x"), None);
}
