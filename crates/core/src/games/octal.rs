//! Take-and-break games on rows: octal games (`octal:0.77`, `octal:0.137`,
//! `octal:4.07`, Dawson's Kayles `dawson` = 0.07) and Grundy's game
//! (`grundy`: split a heap into two unequal heaps).
//!
//! An octal code `d0.d1d2…dk` (Conway, Berlekamp and Guy): digit `dk` says
//! how `k` stones may be removed from one heap — bit 1: when they are the
//! whole heap; bit 2: leaving one non-empty heap; bit 4: leaving two
//! non-empty heaps. `d0 = 4` allows splitting a heap in two without
//! removing anything.
//!
//! Values: a position (several heaps, the text `5,7`) is worth the XOR of
//! its heaps' values (Sprague–Grundy); a heap's value is the mex of its
//! options', computed in order and kept for the life of the game. The
//! octal periodicity theorem (Guy and Smith): if `G(n + p) = G(n)` for every
//! `n` in `[e, 2e + p + t)`, `t` the most stones a move removes, then it holds
//! for every `n ≥ e`; when the computed values prove a period, every heap
//! size up to `u64::MAX` is known. Grundy's game has no such theorem (its
//! periodicity is an open problem): its values are computed up to the
//! stated limit. Misère play goes to the solver.

use std::sync::Mutex;

use crate::analysis::Fact;
use crate::games::heap_rules::rows_bound;
use crate::games::heap_rules::{changed_row, row_replaced};
use crate::limits::{Limit, MAX_ROW_PINS, MAX_TAKE_BREAK_HEAP};
use crate::position::shorten;
use crate::registry::{Entry, Family, no_params};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position, mex};

/// Most digits after the point of an octal code.
pub const MAX_OCTAL_DIGITS: usize = 32;

/// The registry's line for any octal code.
pub const ENTRY: Entry = Entry {
    name: "octal",
    family: Family::TakeAndBreak,
    params: "CODE: an octal code such as 0.77, 0.137, 4.07",
    position: "heaps: N,N,...",
    example: ("octal:0.137", "9,11"),
    make: |params| {
        let code = params.unwrap_or_default();
        Ok(Box::new(TakeBreak::new(Rule::Octal(OctalCode::parse(
            code,
        )?))))
    },
};

/// The registry's line for Dawson's Kayles (0.07).
pub const DAWSON: Entry = Entry {
    name: "dawson",
    family: Family::TakeAndBreak,
    params: "",
    position: "rows: N,N,...",
    example: ("dawson", "9,12"),
    make: |params| {
        no_params("dawson", params)?;
        let code = OctalCode::parse("0.07")?;
        Ok(Box::new(TakeBreak::named("dawson", Rule::Octal(code))))
    },
};

/// The registry's line for Grundy's game.
pub const GRUNDY: Entry = Entry {
    name: "grundy",
    family: Family::TakeAndBreak,
    params: "",
    position: "heaps: N,N,...",
    example: ("grundy", "7"),
    make: |params| {
        no_params("grundy", params)?;
        Ok(Box::new(TakeBreak::named("grundy", Rule::Grundy)))
    },
};

/// An octal code: `digits[k]` for removing `k` stones (`digits[0]` is d0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCode {
    // Invariant: 1..=MAX_OCTAL_DIGITS digits after the point, each 0..=7.
    digits: Vec<u8>,
}

impl OctalCode {
    /// Parses `0.77`, `.07`, `4.07` (the digit before the point is d0).
    pub fn parse(text: &str) -> Result<Self, CoreError> {
        let bad = || CoreError::BadGameParameter {
            given: shorten(&format!("octal:{text}")),
        };
        let (head, tail) = text.trim().split_once('.').ok_or_else(bad)?;
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            _ => return Err(bad()),
        };
        let ok = !tail.is_empty()
            && tail.len() <= MAX_OCTAL_DIGITS
            && tail.bytes().all(|b| (b'0'..=b'7').contains(&b));
        if !ok {
            return Err(bad());
        }
        let mut digits = vec![d0];
        digits.extend(tail.bytes().map(|b| b - b'0'));
        Ok(OctalCode { digits })
    }

    /// The most stones one move removes.
    pub fn max_removal(&self) -> u64 {
        (self.digits.len() - 1) as u64
    }
}

impl std::fmt::Display for OctalCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}

/// The rule of a take-and-break game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// An octal game.
    Octal(OctalCode),
    /// Grundy's game: split a heap into two unequal non-empty heaps.
    Grundy,
}

impl Rule {
    /// True when one move takes a heap of `n` to the heaps `a` and `b`
    /// (0: none; in either order).
    pub fn allows(&self, n: u64, a: u64, b: u64) -> bool {
        let (a, b) = (a.min(b), a.max(b));
        let Some(k) = n.checked_sub(a).and_then(|r| r.checked_sub(b)) else {
            return false;
        };
        match self {
            Rule::Grundy => k == 0 && a >= 1 && a != b,
            Rule::Octal(code) => {
                let Some(&d) = code.digits.get(k as usize) else {
                    return false;
                };
                match (a, b) {
                    (0, 0) => k > 0 && d & 1 != 0,
                    (0, _) => k > 0 && d & 2 != 0,
                    _ => d & 4 != 0,
                }
            }
        }
    }

    /// True when a heap of `n` has a move.
    pub fn has_move(&self, n: u64) -> bool {
        match self {
            Rule::Grundy => n >= 3,
            Rule::Octal(code) => code.digits.iter().enumerate().any(|(k, &d)| {
                let (k, n) = (k as u64, n);
                (d & 1 != 0 && k > 0 && n == k)
                    || (d & 2 != 0 && k > 0 && n > k)
                    || (d & 4 != 0 && n >= k + 2)
            }),
        }
    }

    /// Every option of one heap of `n`: the heaps `(a, b)` left (0: none),
    /// `a ≤ b`, each once.
    pub fn options(&self, n: u64) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let split = |rest: u64, out: &mut Vec<(u64, u64)>, unequal: bool| {
            for a in 1..=rest / 2 {
                if !(unequal && a == rest - a) {
                    out.push((a, rest - a));
                }
            }
        };
        match self {
            // Rule: split into two unequal non-empty heaps (6 → 5+1, 4+2).
            Rule::Grundy => split(n, &mut out, true),
            Rule::Octal(code) => {
                for (k, &d) in code.digits.iter().enumerate() {
                    let k = k as u64;
                    if k > n {
                        break;
                    }
                    let rest = n - k;
                    // Bit 1: the k stones are the whole heap.
                    if d & 1 != 0 && rest == 0 && k > 0 {
                        out.push((0, 0));
                    }
                    // Bit 2: one non-empty heap is left.
                    if d & 2 != 0 && rest > 0 && k > 0 {
                        out.push((0, rest));
                    }
                    // Bit 4: two non-empty heaps are left.
                    if d & 4 != 0 {
                        split(rest, &mut out, false);
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// A take-and-break game, its values kept as they are computed.
#[derive(Debug)]
pub struct TakeBreak {
    name: &'static str,
    rule: Rule,
    /// Invariant: `G(0..len)`, exact; with the period once one is proved.
    values: Mutex<Values>,
}

#[derive(Debug, Default)]
struct Values {
    g: Vec<u64>,
    period: Option<(u64, u64)>,
}

impl TakeBreak {
    /// The game of `rule`, registered as `octal`.
    pub fn new(rule: Rule) -> Self {
        Self::named("octal", rule)
    }

    fn named(name: &'static str, rule: Rule) -> Self {
        TakeBreak {
            name,
            rule,
            values: Mutex::new(Values::default()),
        }
    }

    /// The value of a heap of `n`, when computable within the limit (or
    /// from a proved period).
    pub fn value(&self, n: u64) -> Option<u64> {
        let mut v = self.values.lock().ok()?;
        // Compute up to n, or up to the limit where a period may show.
        let target = n.min(MAX_TAKE_BREAK_HEAP);
        while v.period.is_none() && v.g.len() as u64 <= target {
            let m = v.g.len() as u64;
            let options: Vec<u64> = self
                .rule
                .options(m)
                .into_iter()
                .map(|(a, b)| v.g[a as usize] ^ v.g[b as usize])
                .collect();
            // Rule: the mex of the options' values.
            v.g.push(mex(options));
            v.period = self.proved_period(&v.g);
        }
        match v.period {
            // The octal periodicity theorem: G(n) = G(e + (n − e) mod p).
            Some((e, p)) if n >= e => v.g.get((e + (n - e) % p) as usize).copied(),
            _ => v.g.get(n as usize).copied(),
        }
    }

    /// The period the computed values prove (octal games only).
    fn proved_period(&self, g: &[u64]) -> Option<(u64, u64)> {
        let Rule::Octal(code) = &self.rule else {
            return None;
        };
        let t = code.max_removal() as usize;
        let len = g.len();
        // Only when a new power of two is reached: O(len²) each time.
        if !len.is_power_of_two() || len < 8 {
            return None;
        }
        for p in 1..len / 2 {
            // The smallest e from which G(n + p) = G(n) holds to the end.
            let e = (0..len - p)
                .rev()
                .find(|&n| g[n + p] != g[n])
                .map_or(0, |last| last + 1);
            // Rule (Guy–Smith): equality on [e, 2e + p + t) proves it for all
            // n ≥ e; we know it up to len − p.
            if 2 * e + p + t <= len - p {
                return Some((e as u64, p as u64));
            }
        }
        None
    }

    /// The pre-period and period, once proved.
    pub fn period(&self) -> Option<(u64, u64)> {
        self.values.lock().ok()?.period
    }

    fn row_values(&self, rows: &[u64]) -> Option<Vec<u64>> {
        rows.iter().map(|&n| self.value(n)).collect()
    }
}

impl Ruleset for TakeBreak {
    type Position = Vec<u64>;

    fn name(&self) -> &'static str {
        self.name
    }

    fn spec(&self) -> String {
        match (&self.rule, self.name) {
            (Rule::Octal(code), "octal") => format!("octal:{code}"),
            (_, name) => name.to_string(),
        }
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let rows = crate::games::heap_rules::heaps(position)?;
        // Every pin may be looked at (winning moves): bound them all.
        let total = rows.iter().fold(0u128, |s, &r| s + u128::from(r));
        if total > u128::from(MAX_ROW_PINS) {
            return Err(CoreError::TooLarge {
                limit: Limit::RowPins,
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
            for ab in self.rule.options(n) {
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
            Convention::Misere => None,
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
        if convention == Convention::Misere {
            return None;
        }
        let x = Ruleset::grundy(self, rows)?;
        let mut seen = std::collections::HashSet::new();
        let mut listed = Vec::new();
        if x == 0 {
            return Some((listed, 0));
        }
        for (i, &n) in rows.iter().enumerate() {
            let want = x ^ self.value(n)?;
            for (a, b) in self.rule.options(n) {
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

    fn facts(&self, rows: &Vec<u64>, _: Convention) -> Vec<Fact> {
        let mut facts = Vec::new();
        if let Some(v) = self.row_values(rows) {
            facts.push(Fact::numbers("row-values", v));
        }
        if let Some((e, p)) = self.period() {
            facts.push(Fact::numbers("period", vec![e, p]));
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

    fn seq(game: &TakeBreak, n: u64) -> Vec<u64> {
        (0..n).map(|i| game.value(i).unwrap_or(u64::MAX)).collect()
    }

    #[test]
    fn published_sequences() {
        // OEIS A002188, Grundy's game.
        let g = TakeBreak::named("grundy", Rule::Grundy);
        assert_eq!(
            seq(&g, 30),
            [
                0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4,
                1, 2
            ]
        );
        // Kayles (0.77) has period 12 from 71 on; Dawson's Kayles (0.07)
        // period 34 from 53 on.
        let kayles = TakeBreak::new(Rule::Octal(
            OctalCode::parse("0.77").unwrap_or_else(|e| panic!("{e}")),
        ));
        kayles.value(1 << 10);
        assert_eq!(kayles.period(), Some((71, 12)));
        let dawson = TakeBreak::new(Rule::Octal(
            OctalCode::parse("0.07").unwrap_or_else(|e| panic!("{e}")),
        ));
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
            assert!(OctalCode::parse(ok).is_ok(), "{ok}");
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
            assert!(OctalCode::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            OctalCode::parse(".07").map(|c| c.to_string()).ok(),
            Some("0.07".into())
        );
        // The seed: 6 splits into 5+1 or 4+2, never 3+3.
        assert_eq!(Rule::Grundy.options(6), [(1, 5), (2, 4)]);
    }
}
