//! `nimatron explain GAME POSITION... [--misere] [--json]`: Bouton's steps
//! as text. Nim keeps Bouton's own walk (heaps in binary, the powers of
//! two, the misère switch); every other game whose positions split into
//! parts walks through the parts' values first (issue 32,
//! [`nimatron_core::explain::why`]), and `--json` gives that walk as data
//! for every such game, Nim included. The steps are the core's data and
//! the sentences are the localisation layer's (the same the app shows);
//! this file only lays out the binary table and numbers the steps.

use std::io::Write;

use nimatron_core::explain::bouton::{BoutonExplanation, Step, explain};
use nimatron_core::explain::why::{Why, WhyStep, why};
use nimatron_core::{Convention, CoreError, registry};
use nimatron_i18n::bouton::{power_text, step_sentences};
use nimatron_i18n::why::why_sentences;
use nimatron_i18n::{Arg, Localizer, position_text};
use serde::Serialize;

use crate::args::ExplainArgs;
use crate::failure::{self, Failure, about_position};
use crate::lang::Messages;
use crate::output::{self, CliError, spaced};

/// Columns from 2^10 on are headed `2^k`, so 64-bit heaps stay readable.
const LONGEST_DECIMAL_HEADER: u32 = 10;

pub fn run(args: &ExplainArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    // Rule: Nim's text keeps Bouton's own walk; the rest walks the parts.
    if args.json || !args.game.trim().eq_ignore_ascii_case("nim") {
        return run_why(args, loc, out);
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
        write_step(loc, i, step_sentences(loc, &e, step), out)?;
        if let Step::Binary { .. } = step {
            binary_table(loc, &e, "heap-n", out)?;
        }
    }
    Ok(())
}

/// Step `i` (from 0): a blank line, "Step N." and its first sentence, then
/// one line per further sentence.
fn write_step(
    loc: &Localizer,
    i: usize,
    sentences: Vec<String>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    writeln!(out)?;
    let mut sentences = sentences.into_iter();
    let first = sentences.next().unwrap_or_default();
    let number = loc.tr_args("bouton-step", &[("n", Arg::Num(i as u64 + 1))]);
    writeln!(out, "{number} {first}")?;
    for s in sentences {
        writeln!(out, "{s}")?;
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

/// The heaps in binary, aligned under their powers of two, highest first
/// (each row labelled by the message `label` with its number).
fn binary_table(
    loc: &Localizer,
    e: &BoutonExplanation,
    label: &str,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let columns: Vec<u32> = (0..e.width).rev().collect();
    let widths: Vec<usize> = columns.iter().map(|&c| header(c).len()).collect();
    let labels: Vec<String> = (0..e.heaps.len())
        .map(|i| loc.tr_args(label, &[("n", (i + 1).into())]))
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

/// One part in `--json`: its position in its game's syntax and its value.
#[derive(Serialize)]
struct JsonPart {
    position: String,
    grundy: u64,
}

/// The walk in `--json` (fields fixed by issue 32, tested).
#[derive(Serialize)]
struct JsonWhy {
    parts: Vec<JsonPart>,
    nim_sum: u64,
    leading_bit: Option<u32>,
    target_part: Option<usize>,
    target_value: Option<u64>,
    #[serde(rename = "move")]
    to: Option<String>,
    steps: Vec<String>,
}

/// The walk through the parts' values, as text or JSON.
fn run_why(args: &ExplainArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    let game = failure::game(loc, &args.game)?;
    let position = failure::position(loc, &args.position)?;
    let convention = Convention::from_misere(args.misere);
    let w = why(game.as_ref(), &position, convention)
        .map_err(|e| about_position(loc, game.as_ref(), &e))?;
    let steps = w.steps();
    if args.json {
        let walk = JsonWhy {
            parts: w
                .parts
                .iter()
                .map(|p| JsonPart {
                    position: p.position.to_string(),
                    grundy: p.grundy,
                })
                .collect(),
            nim_sum: w.nim_sum(),
            leading_bit: w.bouton.leading_bit,
            target_part: w.target.as_ref().map(|t| t.part),
            target_value: w.target.as_ref().map(|t| t.value),
            // Misère play: the quotient's winning move, where one covers it.
            to: w
                .target
                .as_ref()
                .map(|t| t.result.to_string())
                .or_else(|| w.misere.as_ref()?.result.as_ref().map(|r| r.to_string())),
            steps: steps
                .iter()
                .map(|s| why_sentences(loc, &w, s, registry::game).join(" "))
                .collect(),
        };
        return output::json(out, &walk);
    }
    let convention_name = loc.tr(match convention {
        Convention::Normal => "convention-normal",
        Convention::Misere => "convention-misere",
    });
    let header = loc.tr_args(
        "bouton-position",
        &[
            ("heaps", position_text(loc, &w.position).into()),
            ("convention", convention_name.into()),
        ],
    );
    writeln!(out, "{header}")?;
    write_steps(loc, &w, &steps, out)
}

/// The numbered steps of `w`, the values' binary table after its step.
fn write_steps(
    loc: &Localizer,
    w: &Why,
    steps: &[WhyStep],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    for (i, step) in steps.iter().enumerate() {
        write_step(loc, i, why_sentences(loc, w, step, registry::game), out)?;
        if let WhyStep::Bouton(Step::Binary { .. }) = step {
            binary_table(loc, &w.bouton, "why-part-n", out)?;
        }
    }
    Ok(())
}
