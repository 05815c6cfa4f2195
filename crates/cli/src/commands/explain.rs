//! `nimatron explain nim HEAPS... [--misere]`: Bouton's steps as text. The
//! steps are the core's data and the sentences are the localisation
//! layer's (the same the app shows); this file only lays out the binary
//! table and numbers the steps.

use std::io::Write;

use nimatron_core::explain::bouton::{BoutonExplanation, Step, explain};
use nimatron_core::{Convention, CoreError};
use nimatron_i18n::bouton::{power_text, step_sentences};
use nimatron_i18n::{Arg, Localizer};

use crate::args::ExplainArgs;
use crate::failure::{self, Failure};
use crate::output::{CliError, spaced};

/// Columns from 2^10 on are headed `2^k`, so 64-bit heaps stay readable.
const LONGEST_DECIMAL_HEADER: u32 = 10;

pub fn run(args: &ExplainArgs, loc: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    if !args.game.eq_ignore_ascii_case("nim") {
        return Err(Failure::msg(
            loc,
            "cli-explain-only-nim",
            &[("given", args.game.as_str().into())],
        )
        .into());
    }
    let position = failure::position(loc, &args.position)?;
    let [heaps] = position.parts() else {
        let e = CoreError::BadPosition {
            given: position.to_string(),
        };
        return Err(Failure::core(loc, &e).into());
    };
    let convention = Convention::from_misere(args.misere);
    let e = explain(heaps, convention).map_err(|err| Failure::core(loc, &err))?;
    let convention_name = loc.tr(match convention {
        Convention::Normal => "convention-normal",
        Convention::Misere => "convention-misere",
    });
    // No heap at all reads "(nothing left)", not a blank.
    let heaps_text = match heaps.is_empty() {
        true => loc.tr("position-empty"),
        false => spaced(heaps),
    };
    let header = loc.tr_args(
        "bouton-position",
        &[
            ("heaps", heaps_text.into()),
            ("convention", convention_name.into()),
        ],
    );
    writeln!(out, "{header}")?;
    for (i, step) in e.steps().iter().enumerate() {
        writeln!(out)?;
        let mut sentences = step_sentences(loc, &e, step).into_iter();
        let first = sentences.next().unwrap_or_default();
        writeln!(
            out,
            "{} {first}",
            loc.tr_args("bouton-step", &[("n", Arg::Num(i as u64 + 1))])
        )?;
        for s in sentences {
            writeln!(out, "{s}")?;
        }
        if let Step::Binary { .. } = step {
            binary_table(loc, &e, out)?;
        }
    }
    Ok(())
}

fn header(column: u32) -> String {
    if column < LONGEST_DECIMAL_HEADER {
        power_text(column)
    } else {
        format!("2^{column}")
    }
}

/// The heaps in binary, aligned under their powers of two, highest first.
fn binary_table(
    loc: &Localizer,
    e: &BoutonExplanation,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let columns: Vec<u32> = (0..e.width).rev().collect();
    let widths: Vec<usize> = columns.iter().map(|&c| header(c).len()).collect();
    let labels: Vec<String> = (0..e.heaps.len())
        .map(|i| loc.tr_args("heap-n", &[("n", (i + 1).into())]))
        .collect();
    let label_width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 1;
    let mut line = " ".repeat(label_width);
    for (&c, &w) in columns.iter().zip(&widths) {
        line.push_str(&format!(" {:>w$}", header(c)));
    }
    writeln!(out, "  {}", line.trim_end())?;
    for (label, &h) in labels.iter().zip(&e.heaps) {
        let mut line = format!("{label}:");
        let pad = label_width - label.chars().count() - 1;
        line.push_str(&" ".repeat(pad));
        for (&c, &w) in columns.iter().zip(&widths) {
            line.push_str(&format!(" {:>w$}", h >> c & 1));
        }
        writeln!(out, "  {line}   ({h})")?;
    }
    Ok(())
}
