//! The rules that turn the values of a position's children into its own,
//! shared by the memoised search and the flat table so both engines agree
//! by construction.

use crate::{Convention, Outcome};

/// Values of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Values {
    /// N or P for the player to move.
    pub outcome: Outcome,
    /// Terminal 0; N: 1 + least remoteness among P-children; P: 1 + greatest
    /// remoteness among children.
    pub remoteness: u64,
    /// Normal play only.
    pub grundy: Option<u64>,
}

/// The outcome a position with remoteness `remoteness` has under
/// `convention`.
///
/// Theorem (induction on remoteness): under normal play P ⟺ remoteness
/// even; under misère P ⟺ remoteness odd. Terminal positions have
/// remoteness 0 and are P (normal) or N (misère); an N-position is one more
/// than a P-child, a P-position one more than an N-child (all its children
/// are N), so parity alternates with the outcome.
///
/// ```
/// use nimatron_core::{solver::rules::outcome_of_remoteness, Convention, Outcome};
/// assert_eq!(outcome_of_remoteness(0, Convention::Normal), Outcome::P);
/// assert_eq!(outcome_of_remoteness(0, Convention::Misere), Outcome::N);
/// assert_eq!(outcome_of_remoteness(3, Convention::Misere), Outcome::P);
/// ```
pub fn outcome_of_remoteness(remoteness: u64, convention: Convention) -> Outcome {
    let even = remoteness.is_multiple_of(2);
    match (convention, even) {
        (Convention::Normal, true) | (Convention::Misere, false) => Outcome::P,
        _ => Outcome::N,
    }
}

/// Accumulates the children of one position, then gives its outcome and
/// remoteness.
#[derive(Debug, Clone, Copy, Default)]
pub struct Fold {
    /// Children seen.
    children: u64,
    /// Least remoteness among the P-children.
    least_p_child: Option<u64>,
    /// Greatest remoteness among all children.
    greatest_child: u64,
}

impl Fold {
    /// An empty fold (no child seen yet).
    pub fn new() -> Self {
        Fold::default()
    }

    /// Adds one child with its outcome and remoteness.
    pub fn add(&mut self, outcome: Outcome, remoteness: u64) {
        self.children += 1;
        self.greatest_child = self.greatest_child.max(remoteness);
        if outcome == Outcome::P {
            self.least_p_child = Some(self.least_p_child.map_or(remoteness, |r| r.min(remoteness)));
        }
    }

    /// The position's outcome and remoteness.
    pub fn finish(&self, convention: Convention) -> (Outcome, u64) {
        match (self.children, self.least_p_child) {
            // Rule: no move at all — normal play: the player to move has
            // lost (P); misère: the previous player made the last move and
            // lost, so the player to move has won (N). Remoteness 0.
            (0, _) => match convention {
                Convention::Normal => (Outcome::P, 0),
                Convention::Misere => (Outcome::N, 0),
            },
            // Rule: some move reaches a P-position, so this is N; the winner
            // ends the game as fast as possible: 1 + least P-child.
            (_, Some(least)) => (Outcome::N, least.saturating_add(1)),
            // Rule: every move reaches an N-position, so this is P; the
            // loser makes the game last as long as possible: 1 + greatest.
            (_, None) => (Outcome::P, self.greatest_child.saturating_add(1)),
        }
    }
}

/// The minimum excludant of `values`, reusing `seen` as scratch (no
/// allocation once `seen` is large enough). Only values below
/// `values.len()` can matter, so the scratch stays that small.
pub fn mex_with(values: &[u64], seen: &mut Vec<bool>) -> u64 {
    let n = values.len();
    seen.clear();
    seen.resize(n + 1, false);
    for &v in values {
        if let Ok(i) = usize::try_from(v)
            && i <= n
        {
            seen[i] = true;
        }
    }
    // Rule: the least value not taken by a child.
    seen.iter().position(|&s| !s).unwrap_or(n) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_with_matches_mex() {
        let mut seen = Vec::new();
        for values in [
            vec![],
            vec![0],
            vec![1],
            vec![0, 1, 3],
            vec![2, 0, 1],
            vec![u64::MAX, 0],
        ] {
            assert_eq!(mex_with(&values, &mut seen), crate::mex(values.clone()));
        }
    }

    #[test]
    fn fold_rules() {
        let f = Fold::new();
        assert_eq!(f.finish(Convention::Normal), (Outcome::P, 0));
        assert_eq!(f.finish(Convention::Misere), (Outcome::N, 0));
        let mut f = Fold::new();
        f.add(Outcome::N, 5);
        f.add(Outcome::P, 4);
        f.add(Outcome::P, 2);
        assert_eq!(f.finish(Convention::Normal), (Outcome::N, 3));
        let mut f = Fold::new();
        f.add(Outcome::N, 1);
        f.add(Outcome::N, 7);
        assert_eq!(f.finish(Convention::Normal), (Outcome::P, 8));
    }
}
