//! Tests of `screens::seats` (`crates/app/src/screens/seats.rs`): the one
//! reader and writer of `opponent=` and `first=`.
use nimatron_app::route::HashUrl;
use nimatron_app::screens::seats::{Seats, renamed};
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent};

fn read(hash: &str) -> (Seats, Vec<(&'static str, String)>) {
    let mut problems = Vec::new();
    let seats = Seats::read(&HashUrl::parse(hash), |k, g| (k, g), &mut problems);
    (seats, problems)
}

#[test]
fn reads_the_codes_and_the_older_vs() {
    let (s, p) = read("#/x?opponent=strong&first=Computer");
    assert_eq!(s.opponent, Some(Opponent::Computer(Strength::Strong)));
    assert_eq!(s.first, Some(First::Computer));
    assert!(p.is_empty());
    // Older links: `vs=friend|computer`, read when `opponent=` is absent.
    assert_eq!(read("#/x?vs=friend").0.opponent, Some(Opponent::Friend));
    assert_eq!(
        read("#/x?vs=computer").0.opponent,
        Some(Opponent::default())
    );
    assert_eq!(
        read("#/x?vs=friend&opponent=beginner").0.opponent,
        Some(Opponent::Computer(Strength::Beginner))
    );
    assert_eq!(read("#/x").0, Seats::default());
}

#[test]
fn a_refused_value_is_the_screens_problem() {
    let (s, p) = read("#/x?vs=cat&first=maybe");
    assert_eq!(s, Seats::default());
    assert_eq!(
        p,
        vec![("first", "maybe".to_string()), ("vs", "cat".to_string())]
    );
    assert_eq!(
        read("#/x?opponent=cat").1,
        vec![("opponent", "cat".to_string())]
    );
}

#[test]
fn writes_first_then_opponent_and_renames_vs() {
    let url = Seats {
        opponent: Some(Opponent::Friend),
        first: Some(First::Auto),
    }
    .write(HashUrl::new("/play"));
    assert_eq!(url.to_hash(), "#/play?first=auto&opponent=friend");
    assert_eq!(
        renamed(HashUrl::parse("#/subtraction?n=9&vs=friend&k=2")).to_hash(),
        "#/subtraction?n=9&k=2&opponent=friend"
    );
    assert_eq!(
        renamed(HashUrl::parse("#/wythoff?vs=friend&opponent=strong")).to_hash(),
        "#/wythoff?opponent=strong"
    );
    assert_eq!(
        renamed(HashUrl::parse("#/nim?heaps=3")).to_hash(),
        "#/nim?heaps=3"
    );
}
