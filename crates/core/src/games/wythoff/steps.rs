//! The seed's recursive classification, step by step, for the animation:
//! cells are decided in order of `a + b` (every move lowers it, so all of
//! a cell's moves are decided before it), and each step records which rule
//! decided the cell.
//!
//! This is brute force on purpose: it shows *why* the cold cells are
//! where the closed form puts them (the app's rules animation). A test
//! checks it agrees with the closed form.

use crate::Convention;

/// Which of the seed's rules decided a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Rule 1: `(0,0)` is cold (normal play). Under misère `(0,0)` is hot:
    /// whoever moved there took the last counter and lost.
    Origin,
    /// Rule 2: a move reaches the cold cell `via`, so the cell is hot.
    ReachesCold {
        /// The cold cell reached in one move.
        via: (u64, u64),
    },
    /// Rule 3: every move leads to a hot cell, so the cell is cold.
    AllMovesHot,
}

/// One step of the animation: a cell and its verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The cell decided at this step.
    pub cell: (u64, u64),
    /// True when cold.
    pub cold: bool,
    /// The rule that decided it.
    pub rule: Rule,
}

/// Largest grid the animation runs on (400 steps).
pub const MAX_RULES_SIZE: u64 = 20;

/// Every cell of the `size × size` grid (at most [`MAX_RULES_SIZE`]), in
/// the order the rules decide them, with the rule used.
pub fn steps(size: u64, convention: Convention) -> Vec<Step> {
    let n = size.min(MAX_RULES_SIZE);
    let idx = |x: u64, y: u64| (x * n + y) as usize;
    let mut cold = vec![false; (n * n) as usize];
    let mut out = Vec::with_capacity(cold.len());
    for sum in 0..(2 * n).saturating_sub(1) {
        for a in sum.saturating_sub(n - 1)..=sum.min(n - 1) {
            let b = sum - a;
            let rule = if (a, b) == (0, 0) {
                Rule::Origin
            } else {
                // Moves west, then south, then south-west, nearest first.
                let west = (0..a).rev().map(|x| (x, b));
                let south = (0..b).rev().map(|y| (a, y));
                let diag = (1..=a.min(b)).map(|d| (a - d, b - d));
                match west
                    .chain(south)
                    .chain(diag)
                    .find(|&(x, y)| cold[idx(x, y)])
                {
                    Some(via) => Rule::ReachesCold { via },
                    None => Rule::AllMovesHot,
                }
            };
            let is_cold = match rule {
                // Rule 1 (and its misère reversal).
                Rule::Origin => convention == Convention::Normal,
                // Rule 2: a cold cell in reach makes this one hot.
                Rule::ReachesCold { .. } => false,
                // Rule 3: nothing but hot cells in reach makes it cold.
                Rule::AllMovesHot => true,
            };
            cold[idx(a, b)] = is_cold;
            out.push(Step {
                cell: (a, b),
                cold: is_cold,
                rule,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wythoff::is_cold;

    #[test]
    fn the_rules_find_the_closed_form() {
        for convention in [Convention::Normal, Convention::Misere] {
            let all = steps(MAX_RULES_SIZE, convention);
            assert_eq!(all.len(), 400);
            for s in &all {
                assert_eq!(s.cold, is_cold(s.cell.0, s.cell.1, convention), "{s:?}");
            }
        }
    }

    #[test]
    fn the_seeds_examples() {
        let all = steps(5, Convention::Normal);
        let at = |c| all.iter().find(|s| s.cell == c).copied();
        assert_eq!(at((0, 0)).map(|s| s.rule), Some(Rule::Origin));
        assert_eq!(
            at((0, 3)).map(|s| s.rule),
            Some(Rule::ReachesCold { via: (0, 0) })
        );
        assert_eq!(at((1, 2)).map(|s| s.rule), Some(Rule::AllMovesHot));
        assert_eq!(all.first().map(|s| s.cell), Some((0, 0)));
        // Misère: (0,0) is hot, so (0,1) is cold by rule 3.
        let m = steps(3, Convention::Misere);
        assert_eq!(
            m[0],
            Step {
                cell: (0, 0),
                cold: false,
                rule: Rule::Origin
            }
        );
        assert!(
            m.iter()
                .any(|s| s.cell == (0, 1) && s.rule == Rule::AllMovesHot)
        );
        assert_eq!(steps(1000, Convention::Normal).len(), 400);
    }
}
