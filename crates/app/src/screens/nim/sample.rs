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
