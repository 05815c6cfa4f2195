//! `nimatron sequence GAME --upto N [--json] [--stats]`: Grundy values of
//! one heap (or row) of each size 0..=N, for the games played on one heap;
//! with `--stats`, the core's report of them instead (largest value, rare
//! values, period).
//!
//! The values come from the core as it keeps them ([`sequence::compact_values`]:
//! the rare-value engine's 2 bytes a value for take-and-break games) and
//! are written straight from there, never copied to a wider array.

use std::io::Write;

use nimatron_core::sequence::{self, SequencePeriod, SequenceReport, Values};
use nimatron_i18n::{Localizer, proof_key};

use crate::args::SequenceArgs;
use crate::failure::{self, Failure, number};
use crate::lang::Messages;
use crate::output::{self, CliError, write_spaced};

pub fn run(args: &SequenceArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    // The game first: an unknown game is named before a bad number.
    failure::game(loc, &args.game)?;
    let upto = number(loc, &args.upto)?;
    let core = |e| Failure::core(loc, &e);
    match sequence::compact_values(&args.game, upto).map_err(core)? {
        Values::Narrow(values) => write_values(args, loc, out, &values),
        Values::Wide(values) => write_values(args, loc, out, &values),
    }
}

/// The values, or their report with `--stats`; as text or JSON.
fn write_values<V: Copy + Eq + Into<u32> + serde::Serialize>(
    args: &SequenceArgs,
    loc: &Messages,
    out: &mut dyn Write,
    values: &[V],
) -> Result<(), CliError> {
    if !args.stats {
        if args.json {
            return output::json(out, values);
        }
        write_spaced(out, values)?;
        return Ok(());
    }
    let report = sequence::report(&args.game, values).map_err(|e| Failure::core(loc, &e))?;
    if args.json {
        return output::json(out, &report);
    }
    for line in stats_lines(&report, loc) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The report in the user's words, one line each.
fn stats_lines(r: &SequenceReport, loc: &Localizer) -> Vec<String> {
    let mut lines = vec![
        loc.tr_args(
            "cli-sequence-terms",
            &[("game", r.game.as_str().into()), ("upto", r.upto.into())],
        ),
        loc.tr_args(
            "cli-sequence-largest",
            &[
                ("value", u64::from(r.max_value).into()),
                ("at", r.max_first_at.into()),
            ],
        ),
    ];
    if let Some(rare) = r.rare {
        let domain = if rare.by_position { "yes" } else { "no" };
        let mask = format!("{:#x}", rare.mask);
        let args = [
            ("count", rare.count.into()),
            ("mask", mask.into()),
            ("domain", domain.into()),
        ];
        lines.push(loc.tr_args("cli-sequence-rare", &args));
        if let Some(last) = rare.last {
            lines.push(loc.tr_args("cli-sequence-rare-last", &[("at", last.into())]));
        }
    }
    lines.push(match r.period {
        SequencePeriod::Proven {
            preperiod,
            period,
            proof,
        } => {
            let proof = proof_key(proof);
            loc.tr_args(
                "cli-sequence-period",
                &[
                    ("period", period.into()),
                    ("preperiod", preperiod.into()),
                    ("proof", proof.into()),
                ],
            )
        }
        SequencePeriod::NotFound { upto } => {
            loc.tr_args("cli-sequence-no-period", &[("upto", upto.into())])
        }
    });
    lines
}
