//! The Wikipedia seed's sample game: Alice and Bob on heaps of 3, 4 and 5,
//! Bob moving first, with the seed's commentary — and its misère twist
//! (at 0-1-2 Bob takes both stones of the third heap, leaving one stone
//! for Alice). Data only; the commentary's words are in `nim.ftl`
//! (`nim-sample-normal-<step>`, `nim-sample-misere-<step>`).

use nimatron_core::Convention;
use nimatron_core::games::nim::NimMove;

/// The sample game's start.
pub const SAMPLE_HEAPS: [u64; 3] = [3, 4, 5];

const fn mv(heap: usize, take: u64) -> NimMove {
    NimMove { heap, take }
}

/// The seed's table up to 0 1 2, the same under both rules: 1 4 5, 1 4 2,
/// 1 3 2, 1 2 2, 0 2 2, 0 1 2.
const OPENING: [NimMove; 6] = [mv(0, 2), mv(2, 3), mv(1, 1), mv(1, 1), mv(0, 1), mv(1, 1)];

/// The sample's moves under `convention`: the opening, then 0 1 1, 0 0 1,
/// 0 0 0 in normal play, or 0 1 0, 0 0 0 in misère (Bob leaves the last
/// stone to Alice).
pub fn sample_moves(convention: Convention) -> Vec<NimMove> {
    let ending: &[NimMove] = match convention {
        Convention::Normal => &[mv(2, 1), mv(1, 1), mv(2, 1)],
        Convention::Misere => &[mv(2, 2), mv(1, 1)],
    };
    OPENING.iter().chain(ending).copied().collect()
}

/// The message id of the commentary after `step` moves.
pub fn commentary_id(convention: Convention, step: usize) -> String {
    let rule = match convention {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
    };
    format!("nim-sample-{rule}-{step}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron_core::games::nim;
    use nimatron_i18n::{Lang, Localizer};

    #[test]
    fn the_seeds_tables() {
        let mut heaps = SAMPLE_HEAPS.to_vec();
        let mut seen = Vec::new();
        for m in sample_moves(Convention::Normal) {
            heaps = nim::apply(&heaps, m).unwrap_or_default();
            seen.push(heaps.clone());
        }
        let expected: Vec<Vec<u64>> = vec![
            vec![1, 4, 5],
            vec![1, 4, 2],
            vec![1, 3, 2],
            vec![1, 2, 2],
            vec![0, 2, 2],
            vec![0, 1, 2],
            vec![0, 1, 1],
            vec![0, 0, 1],
            vec![0, 0, 0],
        ];
        assert_eq!(seen, expected);
        let mut heaps = SAMPLE_HEAPS.to_vec();
        for m in sample_moves(Convention::Misere) {
            heaps = nim::apply(&heaps, m).unwrap_or_default();
        }
        assert_eq!(heaps, vec![0, 0, 0]);
    }

    #[test]
    fn every_step_has_commentary_in_both_languages() {
        for lang in [Lang::En, Lang::Es] {
            let loc = Localizer::new(lang);
            for c in [Convention::Normal, Convention::Misere] {
                for step in 0..=sample_moves(c).len() {
                    let id = commentary_id(c, step);
                    assert!(loc.has(&id), "{lang:?} {id}");
                }
            }
        }
    }
}
