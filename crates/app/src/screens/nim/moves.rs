//! Moves as the Nim screen names them ([`NimMove`]: a heap and the stones
//! taken, as in `moves=1-2` and the history's "took 2 from heap 1"), and
//! the positions the one game session ([`nimatron_core::session`]) keeps.
//! Pure: the two views of the same game, converted both ways.

use std::rc::Rc;

use nimatron_core::games::nim::{self, Nim, NimMove};
use nimatron_core::{AnyGame, Position};

/// Nim, the one shared game object every session of this screen plays.
pub fn nim_game() -> Rc<dyn AnyGame> {
    // "nim" is always registered; the fallback is the same game, unshared.
    crate::engine::game("nim").unwrap_or_else(|_| Rc::new(Nim))
}

/// The move from `from` to `to`: one heap lowered by at least one stone,
/// every other heap the same; `None` for anything else.
pub fn move_between(from: &[u64], to: &[u64]) -> Option<NimMove> {
    if from.len() != to.len() {
        return None;
    }
    let mut lowered = from.iter().zip(to).enumerate().filter(|(_, (a, b))| a != b);
    let (heap, (&a, &b)) = lowered.next()?;
    if lowered.next().is_some() || b >= a {
        return None;
    }
    Some(NimMove { heap, take: a - b })
}

/// The moves of a game: one per position played, each from the one before
/// (the first from `start`). Stops at the first pair that is not a move.
pub fn moves_of(start: &Position, played: &[Position]) -> Vec<NimMove> {
    let mut from = start.numbers();
    let mut moves = Vec::with_capacity(played.len());
    for to in played {
        match move_between(from, to.numbers()) {
            Some(mv) => moves.push(mv),
            None => break,
        }
        from = to.numbers();
    }
    moves
}

/// The positions after each of `moves` from `start`, or the index of the
/// first move that is not legal where it is played.
pub fn positions_of(start: &[u64], moves: &[NimMove]) -> Result<Vec<Position>, usize> {
    let mut heaps = start.to_vec();
    let mut played = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        heaps = nim::apply(&heaps, mv).ok_or(i)?;
        played.push(Position::new(heaps.clone()));
    }
    Ok(played)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(heap: usize, take: u64) -> NimMove {
        NimMove { heap, take }
    }

    fn p(heaps: &[u64]) -> Position {
        Position::new(heaps.to_vec())
    }

    #[test]
    fn the_move_between_two_positions() {
        let cases: &[(&[u64], &[u64], Option<NimMove>)] = &[
            (&[3, 4, 5], &[1, 4, 5], Some(mv(0, 2))),
            (&[3, 4, 5], &[3, 4, 0], Some(mv(2, 5))),
            (&[u64::MAX], &[0], Some(mv(0, u64::MAX))),
            (&[3, 4, 5], &[3, 4, 5], None),
            (&[3, 4, 5], &[3, 5, 5], None),
            (&[3, 4, 5], &[2, 3, 5], None),
            (&[3, 4, 5], &[3, 4], None),
            (&[], &[], None),
        ];
        for (from, to, expected) in cases {
            assert_eq!(move_between(from, to), *expected, "{from:?} → {to:?}");
        }
    }

    #[test]
    fn moves_and_positions_round_trip() {
        let moves = [mv(0, 2), mv(2, 3), mv(1, 4)];
        let played = positions_of(&[3, 4, 5], &moves);
        assert_eq!(
            played,
            Ok(vec![p(&[1, 4, 5]), p(&[1, 4, 2]), p(&[1, 0, 2])])
        );
        let played = played.unwrap_or_default();
        assert_eq!(moves_of(&p(&[3, 4, 5]), &played), moves.to_vec());
        assert_eq!(moves_of(&p(&[3, 4, 5]), &[]), vec![]);
        // Illegal moves name their index; a broken chain stops the list.
        assert_eq!(positions_of(&[3], &[mv(0, 1), mv(0, 3)]), Err(1));
        assert_eq!(positions_of(&[3], &[mv(1, 1)]), Err(0));
        assert_eq!(positions_of(&[3], &[mv(0, 0)]), Err(0));
        assert_eq!(
            moves_of(&p(&[3, 4]), &[p(&[3, 1]), p(&[3, 2]), p(&[0, 2])]),
            vec![mv(1, 3)]
        );
    }
}
