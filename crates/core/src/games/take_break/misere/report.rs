//! A quotient as the faces show it: the fixed field names of the CLI's
//! JSON (issue 28) and the words of the presentation.
//!
//! Why here: the CLI and the page print the same report, so it is made
//! once, from a [`Quotient`], with the normal-play period beside it.

use super::presentation::word;
use super::quotient::{Quotient, Stop};
use crate::games::take_break::period::OctalPeriod;
use crate::games::take_break::{TakeBreak, sequence};
use crate::limits::{Limit, MAX_TAKE_BREAK_HEAP};

/// A period: preperiod and period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PeriodPair {
    /// Where the period starts.
    pub preperiod: u64,
    /// The period.
    pub period: u64,
}

/// The report; its field names are the CLI's JSON contract.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct QuotientReport {
    /// The game as typed in the registry's syntax (`kayles`, `octal:0.137`).
    pub game: String,
    /// The largest heap computed: every sum of heaps up to it is decided
    /// (every sum of any heaps when solved).
    pub upto: u64,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_count: usize,
    /// The heap where `Φ` was proved periodic, if it was.
    pub solved_at: Option<u64>,
    /// `Φ`'s period, when solved.
    pub period: Option<u64>,
    /// `Φ`'s preperiod, when solved.
    pub preperiod: Option<u64>,
    /// One of the three tame quotients.
    pub tame: bool,
    /// The generators' names, in order.
    pub generators: Vec<String>,
    /// The heap of each generator.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub generator_heaps: Vec<u64>,
    /// The relations, `a^2 = 1`.
    pub relations: Vec<String>,
    /// The P-portion as words.
    pub p_portion: Vec<String>,
    /// `Φ(h)` as a word for each heap `0..=upto`.
    pub pretending: Vec<String>,
    /// The heaps where the presentation changed.
    pub changes: Vec<u64>,
    /// The normal-play period of the Grundy values, when proved.
    pub normal_period: Option<PeriodPair>,
    /// The limit that stopped the building before the asked heap, if any.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub limit: Option<Limit>,
}

/// The normal-play period of `rule`'s Grundy values, from the rare-value
/// engine, when proved within its limit.
pub fn normal_period(rule: &TakeBreak) -> Option<PeriodPair> {
    match sequence(rule, MAX_TAKE_BREAK_HEAP).ok()?.periodicity() {
        OctalPeriod::Proven(p) => Some(PeriodPair {
            preperiod: p.preperiod,
            period: p.period,
        }),
        _ => None,
    }
}

impl QuotientReport {
    /// The report of `q` for the game written `game`.
    pub fn of(game: &str, q: &Quotient) -> QuotientReport {
        QuotientReport::with_normal(game, q, normal_period(&q.rule))
    }

    /// The report of `q` with the normal-play period `normal` computed
    /// elsewhere (the page's worker computed it with the quotient).
    pub fn with_normal(game: &str, q: &Quotient, normal: Option<PeriodPair>) -> QuotientReport {
        let pres = &q.presentation;
        let solved = q.solved();
        QuotientReport {
            game: game.to_string(),
            upto: q.upto,
            order: q.order(),
            p_count: q.p_count(),
            solved_at: solved.map(|_| q.upto),
            period: solved.map(|p| p.period),
            preperiod: solved.map(|p| p.preperiod),
            tame: q.is_tame(),
            generators: (0..pres.generators.len())
                .map(|i| {
                    let mut w = vec![0; pres.generators.len()];
                    w[i] = 1;
                    word(&w)
                })
                .collect(),
            generator_heaps: pres.generator_heaps.clone(),
            relations: pres.relation_words(),
            p_portion: q.p_words(),
            pretending: q.phi.iter().map(|&x| pres.word_of(x)).collect(),
            changes: q.changes.clone(),
            normal_period: normal,
            limit: match q.stop {
                Stop::Limit(l) => Some(l),
                _ => None,
            },
        }
    }
}
