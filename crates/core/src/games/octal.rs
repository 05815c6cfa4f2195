//! Take-and-break games on rows, as registered games: octal games
//! (`octal:0.77`, `octal:0.137`, `octal:4.07`, Dawson's Kayles `dawson` =
//! 0.07) and Grundy's game (`grundy`: split a heap into two unequal heaps).
//!
//! Why this file: the rule, its octal code and the values of one heap all
//! come from [`crate::games::take_break`] (one parser, one engine); this
//! file only makes them a [`Ruleset`] — positions of several heaps, moves,
//! winning moves and facts.
//!
//! Values: a position (several heaps, the text `5,7`) is worth the XOR of
//! its heaps' values (Sprague–Grundy); a heap's value comes from the
//! rare-value engine, grown on demand up to [`MAX_TAKE_BREAK_HEAP`] and
//! kept for the life of the game. The octal periodicity theorem (Guy and
//! Smith): once the computed values prove a period, every heap size up to
//! `u64::MAX` is known. Grundy's game has no such theorem (its periodicity
//! is an open problem): its values are known up to the stated limit.
//! Misère play goes through the game's misère quotient
//! ([`crate::games::take_break::misere`]) when it covers the rows, else to
//! the solver.

use std::sync::Mutex;

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::rows_bound;
use crate::games::heap_rules::{changed_row, row_replaced};
use crate::games::heaps::heap_game;
use crate::games::take_break::misere::{QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK};
use crate::games::take_break::misere::{analysis_quotient, misere_outcome};
use crate::games::take_break::{DAWSONS_KAYLES, RareValueBuilder, TakeBreak};
use crate::games::take_break::{MAX_ROW_PINS, ROW_PINS_LIMIT};
use crate::games::take_break::{PERIOD, ROW_VALUES};
use crate::limits::{Limit, MAX_TAKE_BREAK_HEAP};
use crate::one_heap::OneHeap;
use crate::parts::{Part, ValueFrom, heap_parts};
use crate::position::shorten;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, FactValue, Outcome, Position, Refusal};

/// The registry's line for any octal code.
pub const ENTRY: Entry = Entry {
    name: "octal",
    family: Family::TakeAndBreak,
    params: "CODE: an octal code such as 0.77, 0.137, 4.07",
    position: "heaps: N,N,...",
    example: ("octal:0.137", "9,11"),
    // Runs of 1 (a whole heap of one), 2 and 3.
    example_board: || Board::Runs(0b1110),
    example_first: First::Me,
    make: |params, _| with_engine(made_octal(params)),
    rules: |params, _| rules_only(made_octal(params)),
};

/// The game `octal` names, made from its parameters (the text after `:`).
fn made_octal(params: Option<&str>) -> Result<TakeBreakGame, CoreError> {
    let code = params.unwrap_or_default();
    let rule = code.parse().map_err(|_| CoreError::BadGameParameter {
        given: shorten(&format!("octal:{code}")),
    })?;
    Ok(TakeBreakGame::new(TakeBreak::Octal(rule)))
}

/// The registry's line for Dawson's Kayles (0.07).
pub const DAWSON: Entry = Entry {
    name: "dawson",
    family: Family::TakeAndBreak,
    params: "",
    position: "rows: N,N,...",
    example: ("dawson", "9,12"),
    // Runs of exactly 2.
    example_board: || Board::Runs(0b100),
    example_first: First::Me,
    make: |params, _| with_engine(made_dawson(params)),
    rules: |params, _| rules_only(made_dawson(params)),
};

/// The game `dawson` names, made from its parameters (the text after `:`).
fn made_dawson(params: Option<&str>) -> Result<TakeBreakGame, CoreError> {
    no_params("dawson", params)?;
    Ok(TakeBreakGame::named(
        "dawson",
        TakeBreak::octal(DAWSONS_KAYLES),
    ))
}

/// The registry's line for Grundy's game.
pub const GRUNDY: Entry = Entry {
    name: "grundy",
    family: Family::TakeAndBreak,
    params: "",
    position: "heaps: N,N,...",
    example: ("grundy", "7"),
    // Splits only: runs of none.
    example_board: || Board::Runs(0b1),
    // G(7) = 0: the computer makes the first split.
    example_first: First::Computer,
    make: |params, _| with_engine(made_grundy(params)),
    rules: |params, _| rules_only(made_grundy(params)),
};

/// The game `grundy` names, made from its parameters (the text after `:`).
fn made_grundy(params: Option<&str>) -> Result<TakeBreakGame, CoreError> {
    no_params("grundy", params)?;
    Ok(TakeBreakGame::named("grundy", TakeBreak::grundy()))
}

/// Every option of one heap of `n` under `rule`: the heaps `(a, b)` left
/// (0: none), `a ≤ b`, each once.
pub fn options(rule: &TakeBreak, n: u64) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = rule.heap_options(n).map(|(a, b)| (b, a)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// A take-and-break game, its values kept as they are computed.
#[derive(Debug)]
pub struct TakeBreakGame {
    name: &'static str,
    rule: TakeBreak,
    /// The engine, made on the first value asked (`None` before).
    /// Invariant: its values are `G(0..len)`, exact, with the period once
    /// one is proved.
    values: Mutex<Option<RareValueBuilder>>,
}

impl TakeBreakGame {
    /// The game of `rule`, registered as `octal`.
    pub fn new(rule: TakeBreak) -> Self {
        Self::named("octal", rule)
    }

    fn named(name: &'static str, rule: TakeBreak) -> Self {
        TakeBreakGame {
            name,
            rule,
            values: Mutex::new(None),
        }
    }

    /// The rule.
    pub fn rule(&self) -> TakeBreak {
        self.rule
    }

    /// The value of a heap of `n`, when computable within the limit (or
    /// from a proved period).
    pub fn value(&self, n: u64) -> Option<u64> {
        let mut guard = self.values.lock().ok()?;
        if guard.is_none() {
            *guard = RareValueBuilder::new(self.rule, MAX_TAKE_BREAK_HEAP).ok();
        }
        let engine = guard.as_mut()?;
        // Compute up to n, or up to the limit where a period may show.
        let have = engine.values().len() as u64;
        if n >= have && engine.proven_period().is_none() {
            let want = n.min(MAX_TAKE_BREAK_HEAP) + 1;
            engine.step(want.saturating_sub(have)).ok()?;
        }
        engine.get(n).map(u64::from)
    }

    /// The pre-period and period, once proved.
    pub fn period(&self) -> Option<(u64, u64)> {
        let guard = self.values.lock().ok()?;
        let p = guard.as_ref()?.proven_period()?;
        Some((p.preperiod, p.period))
    }

    fn row_values(&self, rows: &[u64]) -> Option<Vec<u64>> {
        rows.iter().map(|&n| self.value(n)).collect()
    }
}

impl Ruleset for TakeBreakGame {
    type Position = Vec<u64>;

    heap_game!(join);

    fn name(&self) -> &'static str {
        self.name
    }

    fn parts(&self, rows: &Vec<u64>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each heap is a part, worth the game's sequence there.
        Some(heap_parts(rows, |heap| ValueFrom::Sequence { heap }))
    }

    fn spec(&self) -> String {
        match (&self.rule, self.name) {
            (TakeBreak::Octal(code), "octal") => format!("octal:{code}"),
            (_, name) => name.to_string(),
        }
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        // What the code's digits allow, for its rules: the numbers k of
        // objects a move may take as a whole row (bit 1 of digit k), from
        // an end leaving one row (bit 2), from inside leaving two (bit 4),
        // and `split` = 1 when digit 0 is 4 (a split that takes nothing).
        let TakeBreak::Octal(code) = self.rule else {
            return Vec::new();
        };
        let ks = |mask: u64| FactValue::Numbers((1..64).filter(|k| mask >> k & 1 == 1).collect());
        vec![
            ("whole", ks(code.whole_mask())),
            ("end", ks(code.take_mask())),
            ("middle", ks(code.split_mask())),
            ("split", FactValue::Number(code.split_mask() & 1)),
        ]
    }

    fn refusal(&self, from: &Vec<u64>, to: &Vec<u64>) -> Option<Refusal> {
        let (n, new) = changed_row(from, to, 0)?;
        let (a, b) = match *new {
            [] => (0, 0),
            [a] => (0, a),
            [a, b] => (a, b),
            _ => return None,
        };
        self.rule.judge(n, a, b).err().flatten()
    }

    fn board(&self) -> Board {
        // Rule: a move removes k adjacent objects from a row (k = 0 in
        // Grundy's game, a split); the code's digit k says whether any of
        // its kinds of move (whole row, one row left, two) exists.
        Board::Runs(match self.rule {
            TakeBreak::Octal(code) => code.whole_mask() | code.take_mask() | code.split_mask(),
            TakeBreak::GrundyGame => 1,
        })
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let rows = crate::games::heap_rules::heaps(position)?;
        // Every pin may be looked at (winning moves): bound them all.
        let total = rows.iter().fold(0u128, |s, &r| s + u128::from(r));
        if total > u128::from(MAX_ROW_PINS) {
            return Err(CoreError::TooLarge {
                limit: ROW_PINS_LIMIT,
                max: u128::from(MAX_ROW_PINS),
                asked: total,
            });
        }
        // Rule: a heap is allowed when its value is known (any size within
        // the pins' limit once a period is proved; up to this limit otherwise).
        if let Some(&n) = rows.iter().find(|&&n| self.value(n).is_none()) {
            return Err(CoreError::TooLarge {
                limit: Limit::TakeBreakHeap,
                max: u128::from(MAX_TAKE_BREAK_HEAP),
                asked: u128::from(n),
            });
        }
        Ok(rows.into_iter().filter(|&n| n > 0).collect())
    }

    fn encode(&self, rows: &Vec<u64>) -> Position {
        Position::new(rows.clone())
    }

    fn moves(&self, rows: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            for ab in options(&self.rule, n) {
                out.push(row_replaced(rows, i, ab.0, ab.1));
                // The two heaps left may stand in either order.
                if ab.0 > 0 && ab.0 != ab.1 {
                    out.push(row_replaced(rows, i, ab.1, ab.0));
                }
            }
        }
        out
    }

    fn canonical(&self, rows: &Vec<u64>) -> Vec<u64> {
        let mut c = rows.clone();
        c.sort_unstable();
        c
    }

    fn reachable_bound(&self, rows: &Vec<u64>) -> Option<u128> {
        rows_bound(rows)
    }

    fn is_terminal(&self, rows: &Vec<u64>) -> bool {
        !rows.iter().any(|&n| self.rule.has_move(n))
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        // The rows before and after the changed one are the same.
        let Some((n, new)) = changed_row(from, to, 0) else {
            return false;
        };
        match *new {
            [] => self.rule.allows(n, 0, 0),
            [a] => self.rule.allows(n, 0, a),
            [a, b] => self.rule.allows(n, a, b),
            _ => false,
        }
    }

    fn outcome(&self, rows: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the XOR is 0.
            Convention::Normal => Some(if Ruleset::grundy(self, rows)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            // Rule (Plambeck–Siegel): P exactly when the product of the
            // rows' images in the misère quotient lies in its P-portion,
            // when the quotient covers every row (else the solver).
            Convention::Misere => misere_outcome(self.rule, rows),
        }
    }

    fn grundy(&self, rows: &Vec<u64>) -> Option<u64> {
        Some(self.row_values(rows)?.into_iter().fold(0, |x, g| x ^ g))
    }

    fn winning_moves(
        &self,
        rows: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let mut seen = std::collections::HashSet::new();
        let mut listed = Vec::new();
        if convention == Convention::Misere {
            let q = analysis_quotient(self.rule)?;
            let rest = q.rest_images(rows)?;
            for (i, &n) in rows.iter().enumerate() {
                for (a, b) in options(&self.rule, n) {
                    // Rule (misère quotient): a move wins when it leaves
                    // the product of the images in P.
                    if !q.wins(rest[i], a, b)? {
                        continue;
                    }
                    for ab in [(a, b), (b, a)] {
                        let to = row_replaced(rows, i, ab.0, ab.1);
                        if seen.insert(to.clone()) && listed.len() < limit {
                            listed.push(to);
                        }
                    }
                }
            }
            return Some((listed, seen.len()));
        }
        let x = Ruleset::grundy(self, rows)?;
        if x == 0 {
            return Some((listed, 0));
        }
        for (i, &n) in rows.iter().enumerate() {
            let want = x ^ self.value(n)?;
            for (a, b) in options(&self.rule, n) {
                // Rule: a move wins when it leaves XOR 0.
                if self.value(a)? ^ self.value(b)? != want {
                    continue;
                }
                for ab in [(a, b), (b, a)] {
                    let to = row_replaced(rows, i, ab.0, ab.1);
                    if seen.insert(to.clone()) && listed.len() < limit {
                        listed.push(to);
                    }
                }
            }
        }
        Some((listed, seen.len()))
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        let terms = match crate::games::subtraction::sequence_terms(upto) {
            Ok(t) => t as u64,
            Err(e) => return Some(Err(e)),
        };
        let values: Option<Vec<u64>> = (0..terms).map(|n| self.value(n)).collect();
        Some(values.ok_or(CoreError::TooLarge {
            limit: Limit::TakeBreakHeap,
            max: u128::from(MAX_TAKE_BREAK_HEAP),
            asked: u128::from(upto),
        }))
    }

    fn one_heap(&self) -> Option<OneHeap> {
        Some(OneHeap::TakeBreak(self.rule))
    }

    fn limits(&self) -> &'static [Limit] {
        &[ROW_PINS_LIMIT, QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[ROW_VALUES, PERIOD]
    }

    fn facts(&self, rows: &Vec<u64>, _: Convention) -> Vec<Fact> {
        let mut facts = Vec::new();
        if let Some(v) = self.row_values(rows) {
            facts.push(Fact::numbers(ROW_VALUES, v));
        }
        if let Some((e, p)) = self.period() {
            facts.push(Fact::numbers(PERIOD, vec![e, p]));
        }
        facts
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for a in 1..=10 {
            all.push(vec![a]);
            for b in 1..=6 {
                all.push(vec![a, b]);
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::take_break::KAYLES;

    fn seq(game: &TakeBreakGame, n: u64) -> Vec<u64> {
        (0..n).map(|i| game.value(i).unwrap_or(u64::MAX)).collect()
    }

    fn octal(code: &str) -> TakeBreakGame {
        TakeBreakGame::new(TakeBreak::Octal(
            code.parse().unwrap_or_else(|e| panic!("{e}")),
        ))
    }

    #[test]
    fn published_sequences() {
        // OEIS A002188, Grundy's game.
        let g = TakeBreakGame::named("grundy", TakeBreak::grundy());
        assert_eq!(
            seq(&g, 30),
            [
                0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4,
                1, 2
            ]
        );
        // No period is claimed for Grundy's game; past the limit, no value.
        assert_eq!(g.value(MAX_TAKE_BREAK_HEAP + 1), None);
        assert_eq!(g.period(), None);
        // Kayles (0.77) has period 12 from 71 on; Dawson's Kayles (0.07)
        // period 34 from 53 on.
        let kayles = octal("0.77");
        kayles.value(1 << 10);
        assert_eq!(kayles.period(), Some((71, 12)));
        let dawson = octal("0.07");
        dawson.value(1 << 10);
        assert_eq!(dawson.period(), Some((53, 34)));
        assert_eq!(seq(&dawson, 12), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
        // Kayles agrees with the Kayles game's own table.
        for n in 0..200 {
            assert_eq!(kayles.value(n), Some(crate::games::kayles::row_grundy(n)));
        }
        assert_eq!(
            kayles.value(u64::MAX),
            Some(crate::games::kayles::row_grundy(u64::MAX))
        );
    }

    #[test]
    fn codes() {
        for ok in ["0.77", ".07", "4.07", "0.137", "0.6"] {
            assert!((ENTRY.make)(Some(ok), &[]).is_ok(), "{ok}");
        }
        for bad in [
            "",
            "0.",
            "0.8",
            "7",
            "1.7",
            "0.77x",
            "0.1234567012345670123456701234567012",
        ] {
            assert!(
                matches!(
                    (ENTRY.make)(Some(bad), &[]),
                    Err(CoreError::BadGameParameter { given }) if given == shorten(&format!("octal:{bad}"))
                ),
                "{bad}"
            );
        }
        assert_eq!(octal(".07").spec(), "octal:0.07");
        // The seed: 6 splits into 5+1 or 4+2, never 3+3.
        assert_eq!(options(&TakeBreak::grundy(), 6), [(1, 5), (2, 4)]);
        // Kayles: a heap of 4 leaves 3, 2, 1+2 or 1+1.
        assert_eq!(
            options(&TakeBreak::octal(KAYLES), 4),
            [(0, 2), (0, 3), (1, 1), (1, 2)]
        );
    }
}
