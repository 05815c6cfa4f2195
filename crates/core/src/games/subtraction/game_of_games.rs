//! The blog's "game of games" (simplified Nim, k-variant): with `n`
//! stones, players A (first) and B play the games `J_1 … J_{n−1}`, where
//! `J_k` is simplified Nim taking 1 to `k`; whoever wins more games wins.
//!
//! By Proposition 1, B wins `J_k` exactly when `k + 1` divides `n`. So B
//! wins `d(n) − 1` games (`d(n)` the number of divisors of `n`, less the
//! divisor 1, which would be `k = 0`) and A the other `n − d(n)`. The
//! totals are therefore a divisor count, found by trial division up to
//! `√n` — never a loop over `k` — which is why `n` is capped at
//! [`MAX_GAME_OF_GAMES_N`] (10^6 divisions).
//!
//! Proposition 2 (A dominates for `n > 6`, i.e. `d(n) − 1 < n − d(n)`) is
//! checked by the tests for every `n` up to 20 000.
//!
//! ```
//! use nimatron_core::games::subtraction::game_of_games::{game_of_games, GamesWon};
//! assert_eq!(game_of_games(6).unwrap(), GamesWon { a: 2, b: 3 });
//! ```

use crate::error::CoreError;
use crate::limits::{Limit, MAX_GAME_OF_GAMES_N};

/// The two players: A moves first in every game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// The first player.
    A,
    /// The second player.
    B,
}

/// How many of the games `J_1 … J_{n−1}` each player wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GamesWon {
    /// Games won by A (the first player).
    pub a: u64,
    /// Games won by B (the second player).
    pub b: u64,
}

impl GamesWon {
    /// Who wins the game of games (`None` on a tie).
    pub fn leader(self) -> Option<Player> {
        match self.a.cmp(&self.b) {
            std::cmp::Ordering::Greater => Some(Player::A),
            std::cmp::Ordering::Less => Some(Player::B),
            std::cmp::Ordering::Equal => None,
        }
    }
}

fn check(n: u64) -> Result<(), CoreError> {
    if n > MAX_GAME_OF_GAMES_N {
        return Err(CoreError::TooLarge {
            limit: Limit::GameOfGamesN,
            max: u128::from(MAX_GAME_OF_GAMES_N),
            asked: u128::from(n),
        });
    }
    Ok(())
}

/// Who wins `J_k` with `n` stones (`1 ≤ k`): B exactly when `k + 1`
/// divides `n` (Proposition 1: `r = 0`).
pub fn winner(n: u64, k: u64) -> Player {
    match k.checked_add(1) {
        // Rule (Proposition 1): r = n mod (k+1); r = 0 — the second player wins.
        Some(m) if n.is_multiple_of(m) => Player::B,
        // Rule: r ≠ 0 — the first player takes r and wins.
        _ => Player::A,
    }
}

/// The divisors of `n ≥ 1`, smallest first, by trial division up to `√n`.
/// `n = 0` has none listed. At most [`MAX_GAME_OF_GAMES_N`].
pub fn divisors(n: u64) -> Result<Vec<u64>, CoreError> {
    check(n)?;
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 1u64;
    while d <= n / d {
        if n.is_multiple_of(d) {
            small.push(d);
            if d != n / d {
                large.push(n / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    Ok(small)
}

/// The totals of the game of games with `n` stones: B wins one game per
/// divisor of `n` other than 1, A the rest of the `n − 1` games.
pub fn game_of_games(n: u64) -> Result<GamesWon, CoreError> {
    let count = divisors(n)?.len() as u64;
    if n < 2 {
        // No game at all (J_1 … J_{n−1} is empty).
        return Ok(GamesWon { a: 0, b: 0 });
    }
    let b = count - 1;
    Ok(GamesWon { a: (n - 1) - b, b })
}

/// The games B wins: the `k` with `k + 1` a divisor of `n` (`k ≥ 1`).
pub fn b_games(n: u64) -> Result<Vec<u64>, CoreError> {
    Ok(divisors(n)?
        .into_iter()
        .filter(|&d| d >= 2)
        .map(|d| d - 1)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Convention;
    use crate::Outcome;
    use crate::games::subtraction::take_outcome;

    /// The blog's table for n = 6, and the other seeds' cases.
    #[test]
    fn the_seeds_examples() {
        assert_eq!(game_of_games(6), Ok(GamesWon { a: 2, b: 3 }));
        let row: Vec<Player> = (1..6).map(|k| winner(6, k)).collect();
        use Player::{A, B};
        assert_eq!(row, vec![B, B, A, A, B]);
        assert_eq!(game_of_games(6).map(GamesWon::leader), Ok(Some(B)));
        // A prime: A wins everything but J_{n−1}.
        assert_eq!(game_of_games(7), Ok(GamesWon { a: 5, b: 1 }));
        assert_eq!(b_games(7), Ok(vec![6]));
        assert_eq!(b_games(6), Ok(vec![1, 2, 5]));
        assert_eq!(game_of_games(1), Ok(GamesWon { a: 0, b: 0 }));
        assert_eq!(game_of_games(0), Ok(GamesWon { a: 0, b: 0 }));
    }

    /// The divisor count against a loop over every game, each game decided
    /// by the take:k theorem.
    #[test]
    fn brute_force_agrees() {
        for n in 1..=1500u64 {
            let mut won = GamesWon { a: 0, b: 0 };
            for k in 1..n {
                match take_outcome(k, &[n], Convention::Normal) {
                    Outcome::N => won.a += 1,
                    Outcome::P => won.b += 1,
                }
                let expected = if n % (k + 1) == 0 {
                    Player::B
                } else {
                    Player::A
                };
                assert_eq!(winner(n, k), expected);
            }
            assert_eq!(game_of_games(n), Ok(won), "n = {n}");
        }
    }

    /// Proposition 2: A dominates for every n > 6.
    #[test]
    fn proposition_two() {
        for n in 7..=20_000u64 {
            let won = game_of_games(n).unwrap_or(GamesWon { a: 0, b: u64::MAX });
            assert!(won.a > won.b, "n = {n}: {won:?}");
        }
    }

    #[test]
    fn large_n_and_the_limit() {
        // 963 761 198 400 has 6 720 divisors, the most below 10^12.
        let big = 963_761_198_400;
        assert_eq!(divisors(big).map(|d| d.len()), Ok(6720));
        assert_eq!(game_of_games(big).map(|w| w.b), Ok(6719));
        // A prime near 10^9.
        assert_eq!(game_of_games(1_000_000_007).map(|w| w.b), Ok(1));
        assert_eq!(
            game_of_games(MAX_GAME_OF_GAMES_N).map(|w| w.a + w.b),
            Ok(MAX_GAME_OF_GAMES_N - 1)
        );
        assert!(matches!(
            game_of_games(MAX_GAME_OF_GAMES_N + 1),
            Err(CoreError::TooLarge {
                limit: Limit::GameOfGamesN,
                ..
            })
        ));
        assert_eq!(winner(u64::MAX, u64::MAX), Player::A);
    }
}
