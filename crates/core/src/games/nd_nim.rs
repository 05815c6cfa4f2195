//! n-dimensional Nim, from the seed's Spanish Wikipedia article ("Nim de
//! mayor dimensión"): played on a board of k1 × … × kn pieces, "en el que se
//! puede quitar cualquier número de piezas continuas de cualquier
//! hiper-fila" — a move removes any number (at least one) of contiguous
//! pieces from one hyper-row, a line of cells parallel to an axis. The start
//! is usually the full board, but other starts are allowed.
//!
//! Interpretation: "contiguous" means the pieces removed are neighbours
//! along the line with no empty cell between them, so a gap left by an
//! earlier move splits a hyper-row for good. Normal play: whoever takes the
//! last piece wins (the engine also plays misère).
//!
//! Game syntax: `nd-nim:DIMS`, the sizes joined by `x`: `nd-nim:3x4` (a 2-D
//! board of 3 rows of 4), `nd-nim:2x2x2`, `nd-nim:7` (one row). At most
//! [`MAX_ND_NIM_CELLS`] cells and 8 dimensions; every size at least 1.
//!
//! Position syntax: one flag per cell, `1` for a piece and `0` for an empty
//! cell, in row-major order (the last coordinate runs fastest):
//! `1,1,1,1,1,1,1,1,1,1,1,1` is the full 3×4 board, `1,1,1,0,1,1,1,0,1,1,1,0`
//! the same board without its last column.
//!
//! Theorems (normal play):
//!
//! * Sprague–Grundy: a move takes pieces of one connected piece of the
//!   board (cells adjacent along an axis) and its moves depend on that piece
//!   alone, so a position is the sum of its connected pieces and its value
//!   the XOR of theirs (`games/bitset.rs`).
//! * One line of `n` pieces is worth `n`, like a Nim heap: a move leaves
//!   two lines `a` and `b` with `a + b < n`, worth `a ⊕ b ≤ a + b < n`, and
//!   taking from an end leaves every `m < n`; so the mex is `n`. Hence 1-D
//!   n-dimensional Nim is Nim, and a straight piece is valued at once.
//! * Other pieces: the mex of their children, memoised by piece.

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::bitset::{self, ItemRules, Mask, Memo, PIECE_VALUES, PIECES};
use crate::limits::Limit;
use crate::position::shorten;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The board's sizes.
pub const DIMENSIONS: FactKey = FactKey::new("dimensions");

/// Cells of an n-dimensional Nim board (a position is a bitmask).
pub const CELLS_LIMIT: Limit = Limit::new("nd-nim-cells");
/// Most cells of an n-dimensional Nim board. A position is a set of cells;
/// its Grundy value is the XOR of its connected pieces' values, each the
/// mex of its children's, memoised by piece. Every full board of up to 16
/// cells is solved within [`crate::limits::SOLVER_BUDGET`]: the hardest, 2×2×2×2, has
/// 37,245 pieces, and its whole analysis (remoteness by the solver over
/// its 2^16 positions included) takes about half a second natively; 4×5
/// would need 116,076 pieces and seconds.
pub const MAX_ND_NIM_CELLS: u64 = 16;

/// The registry's line for n-dimensional Nim.
pub const ENTRY: Entry = Entry {
    name: "nd-nim",
    family: Family::Boards,
    params: "the board's sizes: K1xK2x...",
    position: "one flag per cell, row-major: 1 (a piece) or 0, ...",
    example: ("nd-nim:3x3", "1,1,1,1,1,1,1,1,1"),
    example_board: || Board::Grid { dims: vec![3, 3] },
    example_first: First::Me,
    make: |params, _| with_engine(NdNim::new(params)),
    rules: |params, _| rules_only(NdNim::new(params)),
};

/// Most dimensions of a board.
const MAX_DIMENSIONS: usize = 8;

/// n-dimensional Nim on one board.
#[derive(Debug, Clone)]
pub struct NdNim {
    dims: Vec<u64>,
    /// For each cell, its neighbours along every axis.
    links: Vec<Mask>,
    /// Every hyper-row: its cells in order.
    lines: Vec<Vec<usize>>,
    /// Every hyper-row's cells, as a mask.
    line_masks: Vec<Mask>,
    /// Its pieces' values.
    memo: Memo,
}

impl NdNim {
    /// The game on the board of `params` (`3x4`).
    pub fn new(params: Option<&str>) -> Result<Self, CoreError> {
        let bad = || CoreError::BadGameParameter {
            given: shorten(&format!("nd-nim:{}", params.unwrap_or_default())),
        };
        let text = params.ok_or_else(bad)?;
        let mut dims = Vec::new();
        for word in text.split(['x', 'X']) {
            let word = word.trim();
            if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            // Rule: every size at least 1, at most 8 dimensions.
            match word.parse::<u64>() {
                Ok(k) if k >= 1 => dims.push(k),
                _ => return Err(bad()),
            }
            if dims.len() > MAX_DIMENSIONS {
                return Err(bad());
            }
        }
        let cells = dims
            .iter()
            .fold(1u128, |p, &k| p.saturating_mul(u128::from(k)));
        if cells > u128::from(MAX_ND_NIM_CELLS) {
            return Err(CoreError::TooLarge {
                limit: CELLS_LIMIT,
                max: u128::from(MAX_ND_NIM_CELLS),
                asked: cells,
            });
        }
        Ok(Self::on_board(dims))
    }

    /// The board's sizes (`[3, 4]` for `nd-nim:3x4`).
    pub fn dims(&self) -> &[u64] {
        &self.dims
    }

    /// The board (sizes already checked).
    fn on_board(dims: Vec<u64>) -> Self {
        let cells: usize = dims.iter().map(|&k| k as usize).product();
        // strides[a]: how far one step along axis a moves in row-major order.
        let mut strides = vec![1usize; dims.len()];
        for a in (0..dims.len().saturating_sub(1)).rev() {
            strides[a] = strides[a + 1] * dims[a + 1] as usize;
        }
        let mut links = vec![0; cells];
        let mut lines = Vec::new();
        for (a, (&k, &s)) in dims.iter().zip(&strides).enumerate() {
            let k = k as usize;
            for (cell, link) in links.iter_mut().enumerate() {
                let c = (cell / s) % k;
                if c + 1 < k {
                    *link |= 1 << (cell + s);
                }
                if c > 0 {
                    *link |= 1 << (cell - s);
                }
                // A hyper-row along axis a starts at coordinate 0. Lines of
                // one cell are kept on the last axis only (a lone piece is
                // on some line; repeats are harmless).
                if c == 0 && (k > 1 || a + 1 == dims.len()) {
                    lines.push((0..k).map(|i| cell + i * s).collect());
                }
            }
        }
        let line_masks = lines
            .iter()
            .map(|l: &Vec<usize>| l.iter().fold(0, |m: Mask, &c| m | 1 << c))
            .collect();
        NdNim {
            dims,
            links,
            lines,
            line_masks,
            memo: Memo::default(),
        }
    }

    /// Every cell, as a mask.
    fn full(&self) -> Mask {
        low_bits(self.links.len())
    }
}

/// The lowest `n` bits (n ≤ 64).
fn low_bits(n: usize) -> Mask {
    if n >= 64 { Mask::MAX } else { (1 << n) - 1 }
}

impl ItemRules for NdNim {
    fn memo(&self) -> &Memo {
        &self.memo
    }

    fn links(&self) -> &[Mask] {
        &self.links
    }

    fn removals(&self, mask: Mask) -> Vec<Mask> {
        let mut out = Vec::new();
        for (line, &m) in self.lines.iter().zip(&self.line_masks) {
            if m & mask == 0 {
                continue;
            }
            for start in 0..line.len() {
                let mut run: Mask = 0;
                // Rule: any number of contiguous pieces of one hyper-row:
                // the run stops at the first empty cell.
                for &cell in &line[start..] {
                    if mask & (1 << cell) == 0 {
                        break;
                    }
                    run |= 1 << cell;
                    out.push(run);
                }
            }
        }
        out
    }

    fn piece_value(&self, piece: Mask) -> Option<u64> {
        // Rule: a straight piece (inside one hyper-row) of n is worth n.
        let straight = self.line_masks.iter().any(|&m| piece & !m == 0);
        straight.then(|| u64::from(piece.count_ones()))
    }
}

impl Ruleset for NdNim {
    type Position = Mask;

    fn name(&self) -> &'static str {
        "nd-nim"
    }

    fn spec(&self) -> String {
        let dims: Vec<String> = self.dims.iter().map(u64::to_string).collect();
        format!("nd-nim:{}", dims.join("x"))
    }

    fn parameters(&self) -> Vec<(&'static str, crate::FactValue)> {
        // The board's cells in all, for the words "a board of 3x3 cells (9
        // in all)"; the sizes themselves are the game's text.
        vec![(
            "cells",
            crate::FactValue::Number(self.dims.iter().product()),
        )]
    }

    fn board(&self) -> Board {
        Board::Grid {
            dims: self.dims.clone(),
        }
    }

    fn decode(&self, position: &Position) -> Result<Mask, CoreError> {
        let bad = || CoreError::BadPosition {
            given: shorten(&position.to_string()),
        };
        let [flags] = position.parts() else {
            return Err(bad());
        };
        // Rule: one flag per cell, 0 or 1.
        if flags.len() != self.links.len() || flags.iter().any(|&f| f > 1) {
            return Err(bad());
        }
        Ok(flags.iter().enumerate().fold(0, |m, (i, &f)| m | (f << i)))
    }

    // A piece on every cell.
    fn start(&self) -> Option<Mask> {
        Some((0..self.links.len()).fold(0, |m, i| m | (1 << i)))
    }

    fn encode(&self, mask: &Mask) -> Position {
        Position::new((0..self.links.len()).map(|i| (mask >> i) & 1).collect())
    }

    fn moves(&self, mask: &Mask) -> Vec<Mask> {
        self.removals(*mask)
            .into_iter()
            .map(|r| mask & !r)
            .collect()
    }

    fn reachable_bound(&self, mask: &Mask) -> Option<u128> {
        Some(bitset::subset_bound(*mask))
    }

    fn is_move(&self, from: &Mask, to: &Mask) -> bool {
        to & !from == 0 && self.removals(*from).contains(&(from & !to))
    }

    fn is_terminal(&self, mask: &Mask) -> bool {
        *mask == 0
    }

    fn outcome(&self, mask: &Mask, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the value is 0.
            Convention::Normal => Some(if self.grundy(mask)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => None,
        }
    }

    fn grundy(&self, mask: &Mask) -> Option<u64> {
        bitset::grundy_of(self, *mask)
    }

    fn winning_moves(
        &self,
        mask: &Mask,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Mask>, usize)> {
        match convention {
            Convention::Normal => bitset::winning_children(self, *mask, limit),
            Convention::Misere => None,
        }
    }

    fn limits(&self) -> &'static [Limit] {
        &[CELLS_LIMIT]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[DIMENSIONS, PIECES, PIECE_VALUES]
    }

    fn facts(&self, mask: &Mask, _: Convention) -> Vec<Fact> {
        let pieces = bitset::pieces(&self.links, *mask);
        let mut facts = vec![
            Fact::numbers(DIMENSIONS, self.dims.clone()),
            Fact::number(PIECES, pieces.len() as u64),
        ];
        let mut g = bitset::Grundy::new(self);
        let values: Option<Vec<u64>> = pieces.iter().map(|&p| g.value(p)).collect();
        if let Some(values) = values {
            facts.push(Fact::numbers(PIECE_VALUES, values));
        }
        facts
    }

    fn small_positions(&self) -> Vec<Mask> {
        // Every position of the first 10 cells (all of a board up to 10).
        bitset::subsets(self.full() & low_bits(10))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Naive, proof::prove};
    use crate::solver::solve;

    fn game(dims: &str) -> NdNim {
        NdNim::new(Some(dims)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn naive_grundy(g: &NdNim, mask: Mask) -> Option<u64> {
        solve(&Naive(g), &mask, Convention::Normal, 1 << 20).and_then(|v| v.grundy)
    }

    #[test]
    fn one_row_of_n_is_a_nim_heap_of_n() {
        for n in 1..=9u64 {
            let g = game(&n.to_string());
            assert_eq!(naive_grundy(&g, g.full()), Some(n), "row of {n}");
            assert_eq!(g.grundy(&g.full()), Some(n));
        }
    }

    #[test]
    fn every_fast_path_is_proved_on_small_boards() {
        for dims in ["1", "6", "1x1", "2x2", "1x4", "4x1", "2x3", "2x2x2", "3x3"] {
            for c in [Convention::Normal, Convention::Misere] {
                let errors = prove(&game(dims), c);
                assert!(errors.is_empty(), "{dims}: {}", errors.join("\n"));
            }
        }
    }

    #[test]
    fn full_boards_against_the_naive_solver() {
        for dims in ["2x2", "2x3", "3x3", "3x4", "2x2x2", "2x2x3"] {
            let g = game(dims);
            assert_eq!(g.grundy(&g.full()), naive_grundy(&g, g.full()), "{dims}");
        }
        // A gap splits a hyper-row: 1,1,0,1 on a 1x4 board is heaps 2 and 1.
        let g = game("1x4");
        assert_eq!(g.grundy(&0b1011), Some(3));
    }

    #[test]
    fn the_biggest_boards_are_solved_within_the_budget() {
        for dims in ["4x4", "2x2x2x2", "2x8", "16"] {
            let g = game(dims);
            assert!(g.grundy(&g.full()).is_some(), "{dims}");
        }
    }

    #[test]
    fn syntax_and_limits() {
        for bad in ["", "0x3", "3x", "x3", "a", "3x-4", "1x1x1x1x1x1x1x1x1"] {
            assert!(
                matches!(
                    NdNim::new(Some(bad)),
                    Err(CoreError::BadGameParameter { .. })
                ),
                "{bad}"
            );
        }
        assert!(NdNim::new(None).is_err());
        assert!(matches!(
            NdNim::new(Some("3x6")),
            Err(CoreError::TooLarge {
                limit: CELLS_LIMIT,
                ..
            })
        ));
        let g = game("2X3");
        assert_eq!(g.spec(), "nd-nim:2x3");
        let p = |t: &str| g.decode(&t.parse().unwrap_or_default());
        assert_eq!(p("1,1,1,0,1,1"), Ok(0b110111));
        assert!(p("1,1,1,0,1").is_err());
        assert!(p("1,1,1,0,1,2").is_err());
        assert_eq!(g.encode(&0b110111).to_string(), "1,1,1,0,1,1");
        // 2x3: the rows are 0,1,2 and 3,4,5; the columns 0,3 / 1,4 / 2,5.
        assert!(g.is_move(&0b111111, &0b111001));
        assert!(g.is_move(&0b111111, &0b110110));
        assert!(!g.is_move(&0b111111, &0b111010));
    }
}
