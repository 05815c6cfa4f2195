//! Long computations (a Min Nim table, a Wythoff Grundy heatmap, a long
//! Grundy sequence) as jobs: described by data ([`JobRequest`], which
//! crosses to a web worker as JSON), run in chunks ([`Running::step`]),
//! reporting how far they are ([`Progress`]), and dropped at any chunk
//! boundary to cancel. The app runs every job in its one worker; the CLI
//! and the tests run them to the end with [`run`].
//!
//! Every job's result is one flat list of `u32` cells, so the worker sends
//! one typed array whatever the job ([`Running::take_output`] documents
//! each layout). A Min Nim table is the exception, because of its size
//! (27 million cells for 300³): it stays in the job, and the page asks
//! the finished job for what it shows ([`JobQuery`], [`Running::answer`]):
//! a slice to draw, the values of a few positions.
//!
//! ```
//! use nimatron_core::job::{JobRequest, run};
//! let cells = run(&JobRequest::Sequence { game: "kayles".into(), upto: 5 }).unwrap();
//! assert_eq!(cells, [0, 1, 2, 3, 1, 4]);
//! ```

use crate::engine::AnyGame;
use crate::games::min_nim::{MinNimBuilder, MinNimRule, MinNimTable};
use crate::games::take_break::RareValueBuilder;
use crate::games::take_break::TakeBreak;
use crate::games::take_break::misere::cache::{self, ANALYSIS_BUDGET, ANALYSIS_UPTO};
use crate::games::take_break::misere::report::normal_period;
use crate::games::take_break::misere::{MAX_QUOTIENT_HEAP, QUOTIENT_HEAP, QuotientBuilder, cells};
use crate::games::wythoff::table::ChunkedTable;
use crate::limits::{Limit, MAX_LONG_SEQUENCE, MAX_WYTHOFF_TABLE_WORK};
use crate::one_heap::OneHeap;
use crate::{Convention, CoreError, registry};

pub use crate::solver::table::Progress;

/// Units of a step's budget one take-and-break term is counted as: the
/// rare-value engine spends about 3 µs a term on Grundy's game natively,
/// some 60 times a Min Nim cell.
const TAKE_BREAK_TERM_COST: u64 = 64;

/// A job, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum JobRequest {
    /// The Min Nim table of the box `dims` with three removals.
    MinNim {
        /// `[n1, n2, n3]`.
        dims: [u64; 3],
        /// `[r1, r2, r3]`, increasing.
        removals: [u64; 3],
        /// Misère play.
        misere: bool,
    },
    /// Wythoff's Grundy values on the `n × n` corner (normal play).
    WythoffGrundy {
        /// Cells per side.
        n: u64,
    },
    /// The Grundy values of one heap of `0..=upto` in a one-heap game.
    /// Take-and-break games (`kayles`, `dawson`, `octal:CODE`, `grundy`)
    /// run the rare-value engine in chunks (`done` = terms so far, `total`
    /// = `upto + 1`), up to [`MAX_LONG_SEQUENCE`]; the others compute their
    /// values in one step, up to [`crate::limits::MAX_SEQUENCE_LENGTH`].
    Sequence {
        /// The game's text (`kayles`, `take:3`).
        game: String,
        /// The last heap size.
        upto: u64,
    },
    /// The misère quotient of a take-and-break game (`kayles`, `dawson`,
    /// `octal:CODE`, `grundy`) heap by heap up to `upto`, or until solved
    /// or a limit (`done` = heaps so far, `total` = `upto`). Its cells are
    /// the quotient and the normal-play period
    /// ([`crate::games::take_break::misere::cells`]).
    Quotient {
        /// The game's text.
        game: String,
        /// The last heap asked.
        upto: u64,
    },
    /// The quotient a take-and-break game's misère analysis reads, built
    /// as a build with the feature `build-quotients` builds it (the same
    /// heaps, [`ANALYSIS_UPTO`], and budget): the page's worker builds it
    /// for the page, which keeps it ([`cache::keep_cells`]). Cells as
    /// [`JobRequest::Quotient`]'s.
    AnalysisQuotient {
        /// The game's text.
        game: String,
    },
}

/// A question to a finished job that keeps its result (a Min Nim table
/// stays where it was computed). Crosses to the worker as JSON, as the
/// request does.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum JobQuery {
    /// Min Nim: the distances of the slice heap 3 = `c`, `(a, b)` at
    /// `a·(n2+1) + b` ([`MinNimTable::slice`]).
    MinNimSlice {
        /// Heap 3's size.
        c: u64,
    },
    /// Min Nim: the distance of each position, in order ([`NOT_IN_TABLE`]
    /// for one outside the box).
    MinNimCells {
        /// The positions asked.
        positions: Vec<[u64; 3]>,
    },
}

/// The answer for a position outside the table.
pub const NOT_IN_TABLE: u32 = u32::MAX;

/// A job being run.
#[derive(Debug)]
pub struct Running {
    work: Work,
    /// The result, once complete.
    output: Option<Vec<u32>>,
}

/// The work of each kind of job.
#[derive(Debug)]
enum Work {
    MinNim(Option<Box<MinNimBuilder>>),
    /// A finished Min Nim table, kept to answer [`JobQuery`]s.
    MinNimTable(Box<MinNimTable>),
    Wythoff(u64, Option<Box<ChunkedTable>>),
    Sequence(Box<dyn AnyGame>, u64),
    /// A take-and-break game: the rare-value engine, in chunks.
    TakeBreak(Box<RareValueBuilder>),
    /// A misère quotient, heap by heap, to the asked heap.
    Quotient(Box<QuotientBuilder>, u64),
    Done,
}

/// Starts `request`, checking its limits before anything is allocated.
pub fn start(request: &JobRequest) -> Result<Running, CoreError> {
    let work = match request {
        JobRequest::MinNim {
            dims,
            removals,
            misere,
        } => {
            let rule = MinNimRule::new(removals)?;
            let convention = Convention::from_misere(*misere);
            Work::MinNim(Some(Box::new(MinNimTable::builder(
                *dims, &rule, convention,
            )?)))
        }
        JobRequest::WythoffGrundy { n } => {
            let side = n.saturating_sub(1);
            let table =
                ChunkedTable::new(side, side, Convention::Normal).ok_or(CoreError::TooLarge {
                    limit: Limit::WythoffTableWork,
                    max: u128::from(MAX_WYTHOFF_TABLE_WORK),
                    asked: u128::from(*n).saturating_pow(3),
                })?;
            Work::Wythoff(*n, Some(Box::new(table)))
        }
        JobRequest::Sequence { game, upto } => {
            let game = registry::game(game)?;
            match game.one_heap() {
                // Refuses past MAX_LONG_SEQUENCE before allocating.
                Some(OneHeap::TakeBreak(rule)) => {
                    Work::TakeBreak(Box::new(RareValueBuilder::new(rule, *upto)?))
                }
                _ => {
                    // Refuse at once what the sequence would refuse.
                    game.sequence(0)?;
                    Work::Sequence(game, *upto)
                }
            }
        }
        JobRequest::Quotient { game, upto } => {
            let rule = quotient_rule(game)?;
            if *upto > MAX_QUOTIENT_HEAP {
                return Err(CoreError::TooLarge {
                    limit: QUOTIENT_HEAP,
                    max: u128::from(MAX_QUOTIENT_HEAP),
                    asked: u128::from(*upto),
                });
            }
            Work::Quotient(Box::new(QuotientBuilder::new(rule)), *upto)
        }
        JobRequest::AnalysisQuotient { game } => {
            let rule = quotient_rule(game)?;
            let builder = QuotientBuilder::with_budget(rule, ANALYSIS_BUDGET);
            Work::Quotient(Box::new(builder), ANALYSIS_UPTO)
        }
    };
    Ok(Running { work, output: None })
}

impl Running {
    /// Does about `budget` more units of work (cells or terms) and says how
    /// far the job is.
    pub fn step(&mut self, budget: u64) -> Result<Progress, CoreError> {
        let done = |n: u64| Progress { done: n, total: n };
        match &mut self.work {
            Work::MinNim(builder) => {
                let Some(mut b) = builder.take() else {
                    return Ok(done(1));
                };
                let progress = b.step(budget);
                match (*b).finish() {
                    Ok(table) => {
                        // Nothing sent: the table stays, for `answer`.
                        self.output = Some(Vec::new());
                        self.work = Work::MinNimTable(Box::new(table));
                    }
                    Err(b) => *builder = Some(b),
                }
                Ok(progress)
            }
            Work::Wythoff(n, table) => {
                let n = *n;
                let Some(mut t) = table.take() else {
                    return Ok(done(1));
                };
                let progress = t.step(budget);
                match (*t).finish() {
                    Ok(table) => {
                        let mut cells = Vec::with_capacity((n * n) as usize);
                        // Column-major: cell (x, y) at x·n + y.
                        for x in 0..n {
                            for y in 0..n {
                                let g = table
                                    .space()
                                    .index(&[x, y])
                                    .and_then(|i| table.grundy(i))
                                    .unwrap_or(0);
                                cells.push(u32::try_from(g).unwrap_or(u32::MAX));
                            }
                        }
                        self.output = Some(cells);
                        self.work = Work::Done;
                    }
                    Err(t) => *table = Some(t),
                }
                Ok(progress)
            }
            Work::Sequence(game, upto) => {
                let values = game.sequence(*upto)?;
                let total = values.len() as u64;
                self.output = Some(
                    values
                        .into_iter()
                        .map(|v| u32::try_from(v).unwrap_or(u32::MAX))
                        .collect(),
                );
                self.work = Work::Done;
                Ok(done(total))
            }
            Work::TakeBreak(engine) => {
                // A term costs about one visit per rare value (~1,300 for
                // Grundy's game past 2^17), not one unit: a fraction of the
                // budget keeps each chunk near the others' length, so the
                // progress bar moves every few tens of milliseconds.
                let progress = engine.step((budget / TAKE_BREAK_TERM_COST).max(1))?;
                if progress.done == progress.total {
                    self.output = Some(cells(engine.values())?);
                    self.work = Work::Done;
                }
                Ok(progress)
            }
            Work::Quotient(builder, upto) => {
                // A heap at a time until the budget's states are spent (at
                // least one heap a chunk): the states a heap's proof
                // explores are its work.
                let start = builder.work;
                let mut stopped = builder.heap() >= *upto;
                while !stopped && builder.work - start < budget {
                    stopped = builder.step().is_some() || builder.heap() >= *upto;
                }
                let progress = Progress {
                    done: builder.heap(),
                    total: (*upto).max(1),
                };
                if stopped {
                    let q = builder.finish();
                    self.output = Some(cells::to_cells(&q, normal_period(&q.rule)));
                    self.work = Work::Done;
                    // Finished: the bar is full whatever heap it stopped at.
                    return Ok(done(progress.total));
                }
                Ok(progress)
            }
            Work::Done | Work::MinNimTable(_) => Ok(done(1)),
        }
    }

    /// The answer to `query` from the job's kept result; `None` before the
    /// job is complete, for a job that keeps nothing, or for a slice
    /// outside the box.
    pub fn answer(&self, query: &JobQuery) -> Option<Vec<u32>> {
        let Work::MinNimTable(table) = &self.work else {
            return None;
        };
        match query {
            JobQuery::MinNimSlice { c } => table.slice(*c),
            JobQuery::MinNimCells { positions } => Some(
                positions
                    .iter()
                    .map(|p| table.get(p[0], p[1], p[2]).map_or(NOT_IN_TABLE, |v| v.1))
                    .collect(),
            ),
        }
    }

    /// Bytes of the result the job keeps (a Min Nim table's cells), 0 for
    /// the others.
    pub fn kept_bytes(&self) -> u64 {
        match &self.work {
            Work::MinNimTable(table) => table.bytes(),
            _ => 0,
        }
    }

    /// The result once the job is complete (taken: a second call gives
    /// `None`). Layouts: Min Nim, empty (the table stays in the job: ask
    /// it with [`Running::answer`]); Wythoff, the Grundy values
    /// column-major (`(x, y)` at `x·n + y`); a sequence, its values.
    pub fn take_output(&mut self) -> Option<Vec<u32>> {
        self.output.take()
    }
}

/// The engine's values as a job's cells (the values are kept as `u16`, 2
/// bytes a term, while computed; the cells take 4 bytes a term more).
fn cells(values: &[u16]) -> Result<Vec<u32>, CoreError> {
    let mut out = Vec::new();
    out.try_reserve_exact(values.len())
        .map_err(|_| CoreError::TooLarge {
            limit: Limit::LongSequence,
            max: u128::from(MAX_LONG_SEQUENCE),
            asked: values.len() as u128,
        })?;
    out.extend(values.iter().map(|&v| u32::from(v)));
    Ok(out)
}

/// The take-and-break rule of `game`, whose misère quotient can be built
/// (`kayles`, `dawson`, `octal:CODE`, `grundy`). An unknown game or a
/// malformed code is the registry's refusal; any other game has no
/// quotient here: [`CoreError::BadGameParameter`] (a face says why first,
/// with [`has_quotient`]).
pub fn quotient_rule(game: &str) -> Result<TakeBreak, CoreError> {
    quotient_rule_of(&*registry::game(game)?).ok_or_else(|| CoreError::BadGameParameter {
        given: game.to_string(),
    })
}

/// The take-and-break rule of `game`, already made, if it has a misère
/// quotient here (a face that makes only some games makes it its own way:
/// the page's small modules).
pub fn quotient_rule_of(game: &dyn AnyGame) -> Option<TakeBreak> {
    // Rule: a take-and-break game played on one heap has a quotient; no
    // other game does.
    match game.one_heap() {
        Some(OneHeap::TakeBreak(rule)) => Some(rule),
        _ => None,
    }
}

/// The job that builds the quotient `game`'s misère analysis reads, with
/// its rule (to keep its cells as, [`cache::keep_cells`]), when this build
/// lacks it: a take-and-break game played misère whose quotient is neither
/// shipped nor kept, in a build that does not build it itself (the page).
pub fn missing_quotient(
    game: &dyn AnyGame,
    convention: Convention,
) -> Option<(TakeBreak, JobRequest)> {
    let rule = quotient_rule_of(game).filter(|_| convention == Convention::Misere)?;
    // Neither kept nor shipped, and not built here.
    let request = JobRequest::AnalysisQuotient { game: game.spec() };
    cache::analysis_quotient(rule)
        .is_none()
        .then_some((rule, request))
}

/// Whether `game` is a registered game with a misère quotient here: a
/// take-and-break game played on one heap. Errors are the registry's
/// (unknown game, malformed code).
pub fn has_quotient(game: &str) -> Result<bool, CoreError> {
    Ok(quotient_rule_of(&*registry::game(game)?).is_some())
}

/// Runs `request` to the end in one go (the CLI's and the tests' way).
pub fn run(request: &JobRequest) -> Result<Vec<u32>, CoreError> {
    let mut job = start(request)?;
    loop {
        job.step(u64::MAX)?;
        if let Some(out) = job.take_output() {
            return Ok(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wythoff::table::grundy;

    #[test]
    fn chunked_jobs_equal_their_direct_answers() {
        let req = JobRequest::MinNim {
            dims: [6, 5, 4],
            removals: [1, 3, 4],
            misere: false,
        };
        let mut job = start(&req).unwrap_or_else(|e| panic!("{e}"));
        let mut steps = 0;
        let slice = JobQuery::MinNimSlice { c: 3 };
        let cells = loop {
            steps += 1;
            assert_eq!(job.answer(&slice), None, "not before the end");
            let p = job.step(7).unwrap_or_else(|e| panic!("{e}"));
            assert!(p.done <= p.total);
            if let Some(c) = job.take_output() {
                break c;
            }
        };
        assert!(steps > 10, "{steps}");
        assert!(cells.is_empty(), "the table stays in the job");
        let rule = MinNimRule::new(&[1, 3, 4]).unwrap_or_else(|e| panic!("{e}"));
        let table = MinNimTable::compute([6, 5, 4], &rule, Convention::Normal)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(job.kept_bytes(), 7 * 6 * 5 * 2);
        let want: Vec<u32> = (0..=6u64)
            .flat_map(|a| (0..=5u64).map(move |b| (a, b)))
            .map(|(a, b)| table.get(a, b, 3).map_or(0, |v| v.1))
            .collect();
        assert_eq!(job.answer(&slice), Some(want));
        assert_eq!(job.answer(&JobQuery::MinNimSlice { c: 5 }), None);
        let positions = vec![[6, 5, 4], [0, 0, 0], [7, 0, 0]];
        let at = |p: [u64; 3]| table.get(p[0], p[1], p[2]).map_or(0, |v| v.1);
        assert_eq!(
            job.answer(&JobQuery::MinNimCells { positions }),
            Some(vec![at([6, 5, 4]), 0, NOT_IN_TABLE])
        );

        let cells = run(&JobRequest::WythoffGrundy { n: 9 }).unwrap_or_default();
        for x in 0..9u64 {
            for y in 0..9u64 {
                assert_eq!(Some(u64::from(cells[(x * 9 + y) as usize])), grundy(x, y));
            }
        }
    }

    #[test]
    fn take_and_break_sequences_run_in_chunks() {
        let req = JobRequest::Sequence {
            game: "grundy".into(),
            upto: 2000,
        };
        let mut job = start(&req).unwrap_or_else(|e| panic!("{e}"));
        let mut last = 0;
        let cells = loop {
            let p = job.step(300).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(p.total, 2001);
            assert!(p.done > last && p.done - last <= 300, "{p:?}");
            last = p.done;
            if let Some(c) = job.take_output() {
                break c;
            }
        };
        assert_eq!(last, 2001);
        let direct = crate::games::take_break::naive_sequence(
            &crate::games::take_break::TakeBreak::grundy(),
            2000,
        )
        .unwrap_or_default();
        let direct: Vec<u32> = direct.iter().map(|&v| u32::from(v)).collect();
        assert_eq!(cells, direct);
        // Kayles through the job: its period copies the rest.
        let kayles = run(&JobRequest::Sequence {
            game: "kayles".into(),
            upto: 2_000_000,
        })
        .unwrap_or_default();
        assert_eq!(kayles.len(), 2_000_001);
        assert_eq!(kayles[2_000_000], kayles[71 + (2_000_000 - 71) % 12]);
    }

    #[test]
    fn a_quotient_job_runs_heap_by_heap_to_the_direct_quotient() {
        use crate::games::take_break::misere::{self, report::QuotientReport};
        let req = JobRequest::Quotient {
            game: "octal:0.56".into(),
            upto: 30,
        };
        let mut job = start(&req).unwrap_or_else(|e| panic!("{e}"));
        let mut seen = Vec::new();
        let out = loop {
            let p = job.step(1).unwrap_or_else(|e| panic!("{e}"));
            seen.push(p.done);
            if let Some(c) = job.take_output() {
                break c;
            }
        };
        // One heap a chunk with a budget of one state: the bar moves.
        assert!(seen.len() > 10, "{seen:?}");
        assert_eq!(seen.last(), Some(&30));
        let rule = quotient_rule("octal:0.56").unwrap_or_else(|e| panic!("{e}"));
        let direct = misere::quotient(rule, 30);
        let (q, normal) = cells::from_cells(rule, &out).unwrap_or_else(|| panic!("cells"));
        assert_eq!(
            QuotientReport::with_normal("octal:0.56", &q, normal),
            QuotientReport::of("octal:0.56", &direct)
        );
        // Only take-and-break games, and within the heap limit.
        assert!(matches!(has_quotient("nim"), Ok(false)));
        assert!(matches!(has_quotient("dawson"), Ok(true)));
        assert!(has_quotient("octal:0.9").is_err());
        for (game, upto) in [("nim", 3), ("octal:0.9", 3), ("kayles", 2001)] {
            let req = JobRequest::Quotient {
                game: game.into(),
                upto,
            };
            assert!(start(&req).is_err(), "{game}");
        }
    }

    #[test]
    fn the_analysis_quotient_job_builds_what_the_analysis_builds_itself() {
        use crate::games::take_break::misere::{analysis_quotient, report::QuotientReport};
        // Grundy's game; 0.56, unsolved, stopped by the analysis' budget
        // or heap; 0.75 and 0.51. (Kayles' and Dawson's are shipped.)
        for game in ["grundy", "octal:0.56", "octal:0.75", "octal:0.51"] {
            let req = JobRequest::AnalysisQuotient { game: game.into() };
            let cells = run(&req).unwrap_or_else(|e| panic!("{game}: {e}"));
            let rule = quotient_rule(game).unwrap_or_else(|e| panic!("{e}"));
            let (q, normal) = cells::from_cells(rule, &cells).unwrap_or_else(|| panic!("{game}"));
            let here = analysis_quotient(rule).unwrap_or_else(|| panic!("{game}"));
            let report = |q| QuotientReport::with_normal(game, q, normal);
            assert_eq!(report(&q), report(&here), "{game}");
        }
        assert!(start(&JobRequest::AnalysisQuotient { game: "nim".into() }).is_err());
    }

    #[test]
    fn a_build_with_its_own_builder_misses_no_quotient() {
        // The tests build quotients themselves (`build-quotients`), so
        // nothing is asked of a worker; the page's modules, without the
        // builder, are tested in the browser (crates/app/tests/browser).
        for game in ["kayles", "grundy", "octal:0.56"] {
            let made = registry::game(game).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                missing_quotient(&*made, Convention::Misere).is_none(),
                "{game}"
            );
        }
        // Kept as built (the same quotient the analysis builds here).
        let kept = run(&JobRequest::AnalysisQuotient {
            game: "octal:0.26".into(),
        })
        .unwrap_or_else(|e| panic!("{e}"));
        let rule = quotient_rule("octal:0.26").unwrap_or_else(|e| panic!("{e}"));
        assert!(cache::keep_cells(rule, &kept));
        assert!(!cache::keep_cells(rule, &kept[..kept.len() - 1]));
    }

    #[test]
    fn limits_are_refused_before_any_work() {
        let too_big = JobRequest::MinNim {
            dims: [1000, 1000, 1000],
            removals: [1, 2, 3],
            misere: false,
        };
        assert!(matches!(start(&too_big), Err(CoreError::TooLarge { .. })));
        assert!(start(&JobRequest::WythoffGrundy { n: 100_000 }).is_err());
        let not_one_heap = JobRequest::Sequence {
            game: "wythoff".into(),
            upto: 3,
        };
        assert!(matches!(
            start(&not_one_heap),
            Err(CoreError::NoSequence { .. })
        ));
        let past_limit = JobRequest::Sequence {
            game: "grundy".into(),
            upto: MAX_LONG_SEQUENCE + 1,
        };
        assert!(matches!(
            start(&past_limit),
            Err(CoreError::TooLarge {
                limit: Limit::LongSequence,
                ..
            })
        ));
    }
}
