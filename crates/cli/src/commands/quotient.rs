//! `nimatron quotient GAME [--upto N] [--json]`: the misère quotient of a
//! take-and-break game (Kayles, Dawson's Kayles, any octal code, Grundy's
//! game), built heap by heap until `Φ` is proved periodic, the asked heap,
//! or a limit (issue 28). The JSON field names are fixed by the issue.

use std::io::Write;

use nimatron_core::CoreError;
use nimatron_core::games::take_break::misere::{
    MAX_QUOTIENT_HEAP, QUOTIENT_HEAP, QuotientReport, quotient,
};
use nimatron_core::one_heap::OneHeap;
use nimatron_i18n::Localizer;

use crate::args::QuotientArgs;
use crate::failure::{self, Failure, number};
use crate::lang::Messages;
use crate::output::{self, CliError};

/// Heaps computed when `--upto` is not given (Kayles is solved at 167).
const DEFAULT_UPTO: u64 = 300;

pub fn run(args: &QuotientArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    // The game first: an unknown game is named before a bad number.
    let game = failure::game(loc, &args.game)?;
    let Some(OneHeap::TakeBreak(rule)) = game.one_heap() else {
        return Err(Failure::msg(
            loc,
            "cli-quotient-not-covered",
            &[("given", args.game.as_str().into())],
        )
        .into());
    };
    let upto = match &args.upto {
        Some(text) => number(loc, text)?,
        None => DEFAULT_UPTO,
    };
    if upto > MAX_QUOTIENT_HEAP {
        let e = CoreError::TooLarge {
            limit: QUOTIENT_HEAP,
            max: u128::from(MAX_QUOTIENT_HEAP),
            asked: u128::from(upto),
        };
        return Err(Failure::core(loc, &e).into());
    }
    let q = quotient(rule, upto);
    let report = QuotientReport::of(&game.spec(), &q);
    if let Some(limit) = report.limit {
        // Rule: a limit reached before the asked heap is an error (exit 2),
        // naming the heap up to which the quotient is exact.
        let what = format!("limit-{}", limit.as_str());
        return Err(Failure::msg(
            loc,
            "cli-quotient-limit",
            &[
                ("game", report.game.as_str().into()),
                ("heap", (report.upto + 1).into()),
                ("upto", report.upto.into()),
                ("what", loc.tr(&what).into()),
            ],
        )
        .into());
    }
    if args.json {
        return output::json(out, &report);
    }
    for line in lines(&report, loc) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The report in the user's words.
fn lines(r: &QuotientReport, loc: &Localizer) -> Vec<String> {
    let mut lines = vec![loc.tr_args(
        "cli-quotient-title",
        &[("game", r.game.as_str().into()), ("upto", r.upto.into())],
    )];
    lines.push(match (r.solved_at, r.period, r.preperiod) {
        (Some(at), Some(period), Some(preperiod)) => loc.tr_args(
            "cli-quotient-solved",
            &[
                ("at", at.into()),
                ("period", period.into()),
                ("preperiod", preperiod.into()),
            ],
        ),
        _ => loc.tr_args("cli-quotient-not-solved", &[("upto", r.upto.into())]),
    });
    lines.push(loc.tr_args(
        "cli-quotient-order",
        &[("order", r.order.into()), ("p", r.p_count.into())],
    ));
    lines.push(loc.tr(if r.tame {
        "cli-quotient-tame"
    } else {
        "cli-quotient-wild"
    }));
    lines.push(match r.normal_period {
        Some(p) => loc.tr_args(
            "cli-quotient-normal-period",
            &[
                ("period", p.period.into()),
                ("preperiod", p.preperiod.into()),
            ],
        ),
        None => loc.tr("cli-quotient-normal-none"),
    });
    let gens: Vec<String> = r
        .generators
        .iter()
        .zip(&r.generator_heaps)
        .map(|(g, h)| format!("{g} = {h}"))
        .collect();
    lines.push(loc.tr_args(
        "cli-quotient-generators",
        &[("list", gens.join(", ").into())],
    ));
    lines.push(loc.tr("cli-quotient-relations"));
    lines.extend(r.relations.iter().map(|rel| format!("  {rel}")));
    lines.push(loc.tr_args(
        "cli-quotient-p-portion",
        &[("list", r.p_portion.join(", ").into())],
    ));
    lines.push(loc.tr("cli-quotient-pretending"));
    for (h, w) in r.pretending.iter().enumerate() {
        let mark = if r.changes.contains(&(h as u64)) {
            "  *"
        } else {
            ""
        };
        lines.push(format!("  {h:>4}  {w}{mark}"));
    }
    lines.push(loc.tr("cli-quotient-changes-mark"));
    lines
}
