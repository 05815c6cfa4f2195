//! Helpers shared by the subtraction-game tests.

use nimatron_core::Outcome;
use nimatron_core::game::Game;
use nimatron_core::games::nim::NimMove;
use nimatron_core::solver::Solver;

/// Every position with `heaps` heaps of at most `max` stones.
pub fn positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..heaps {
        out = out
            .into_iter()
            .flat_map(|p| (0..=max).map(move |h| [p.clone(), vec![h]].concat()))
            .collect();
    }
    out
}

/// Winning moves by brute force, ordered by heap then fewest taken.
pub fn brute_winning<G: Game<Position = Vec<u64>>>(
    solver: &mut Solver<'_, G>,
    heaps: &[u64],
    takes: &[u64],
) -> Vec<NimMove> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for &take in takes.iter().filter(|&&s| s <= h) {
            let mut child = heaps.to_vec();
            child[i] -= take;
            if solver.solve(&child).unwrap().outcome == Outcome::P {
                out.push(NimMove { heap: i, take });
            }
        }
    }
    out
}
