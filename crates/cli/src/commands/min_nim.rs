//! `nimatron min-nim N1 N2 N3 R1 R2 R3 [--dump] [--json]`: the Min Nim
//! seed's command. The whole table is computed (as the seed does), then the
//! asked position, its distance and the optimal next position are printed;
//! `--dump` prints every position instead.

use std::io::Write;

use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
use nimatron_core::{Convention, Outcome};
use nimatron_i18n::{Arg, outcome_words};
use serde::Serialize;

use crate::args::MinNimArgs;
use crate::failure::{Failure, numbers};
use crate::lang::Messages;
use crate::output::{self, CliError, spaced};

/// The JSON answer for one position.
#[derive(Serialize)]
struct Answer {
    position: [u64; 3],
    outcome: Outcome,
    distance: u32,
    optimal_next: Option<[u64; 3]>,
}

/// One `--dump --json` row.
#[derive(Serialize)]
struct Row {
    position: [u64; 3],
    outcome: Outcome,
    distance: u32,
}

pub fn run(args: &MinNimArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    let n = numbers(loc, &args.numbers)?;
    let (dims, removals) = ([n[0], n[1], n[2]], [n[3], n[4], n[5]]);
    let rule = MinNimRule::new(&removals).map_err(|e| Failure::core(loc, &e))?;
    let table = MinNimTable::compute(dims, &rule, Convention::from_misere(args.misere))
        .map_err(|e| Failure::core(loc, &e))?;
    if args.dump {
        return dump(&table, args.json, out);
    }
    let [a, b, c] = dims;
    // The asked position is the table's far corner, so it is always there.
    let Some((outcome, distance)) = table.get(a, b, c) else {
        return Ok(());
    };
    let optimal_next = table.optimal_move(a, b, c);
    if args.json {
        let answer = Answer {
            position: dims,
            outcome,
            distance,
            optimal_next,
        };
        return output::json(out, &answer);
    }
    // No optimal next position: nobody can move, the game is over.
    let meaning = outcome_words(loc, outcome, optimal_next.is_none());
    let line = loc.tr_args(
        "cli-min-nim-position",
        &[
            ("position", spaced(&dims).into()),
            ("outcome", outcome.to_string().into()),
            ("meaning", meaning.into()),
            ("distance", Arg::Num(distance.into())),
        ],
    );
    writeln!(out, "{line}")?;
    let next = match optimal_next {
        Some(p) => loc.tr_args("cli-min-nim-next", &[("position", spaced(&p).into())]),
        None => loc.tr("cli-game-over"),
    };
    writeln!(out, "{next}")?;
    Ok(())
}

/// Every position in lexicographic order, as `a b c N|P distance` lines or
/// as a JSON list of rows.
fn dump(table: &MinNimTable, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    if json {
        let rows: Vec<Row> = table
            .iter()
            .map(|cell| Row {
                position: cell.position,
                outcome: cell.outcome,
                distance: cell.distance,
            })
            .collect();
        return output::json(out, &rows);
    }
    for cell in table.iter() {
        writeln!(out, "{cell}")?;
    }
    Ok(())
}
