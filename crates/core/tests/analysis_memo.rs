//! The solver's memo kept between analyses of one game (the click path of
//! the app) never changes an answer: analysing positions one after another
//! in one thread gives what a fresh analysis of each gives (a new thread
//! starts with no memo).

use nimatron_core::{Convention, registry};

#[test]
fn a_kept_memo_gives_the_answers_of_a_fresh_one() {
    for text in [
        "sum:nim+kayles+fibonacci",
        "equal",
        "chomp",
        "building:6,3",
        "circular",
        "nd-nim:2x3",
    ] {
        for convention in [Convention::Normal, Convention::Misere] {
            let game = registry::game(text).unwrap();
            let mut positions = game.small_positions();
            positions.truncate(80);
            // The same thread, one after another: the memo is kept.
            let kept: Vec<_> = positions
                .iter()
                .map(|p| game.analyze(p, convention).map_err(|e| format!("{e:?}")))
                .collect();
            // A thread per position: nothing kept.
            for (p, kept) in positions.iter().zip(&kept) {
                let (owned, p) = (text.to_string(), p.clone());
                let fresh = std::thread::spawn(move || {
                    let game = registry::game(&owned).unwrap();
                    game.analyze(&p, convention).map_err(|e| format!("{e:?}"))
                })
                .join()
                .unwrap();
                assert_eq!(kept, &fresh, "{text} {convention:?}");
            }
        }
    }
}
