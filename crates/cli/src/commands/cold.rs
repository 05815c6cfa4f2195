//! `nimatron cold wythoff (--count N | --index K) [--misere] [--json]`

use std::io::Write;

use nimatron_core::games::wythoff;
use nimatron_core::limits::{Limit, MAX_COLD_COUNT};
use nimatron_core::{Convention, CoreError};

use crate::args::ColdArgs;
use crate::failure::{Failure, number};
use crate::lang::Messages;
use crate::output::{self, CliError};

pub fn run(args: &ColdArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    if !args.game.eq_ignore_ascii_case("wythoff") {
        return Err(Failure::msg(
            loc,
            "cli-cold-only-wythoff",
            &[("given", args.game.as_str().into())],
        )
        .into());
    }
    let convention = Convention::from_misere(args.misere);
    if let Some(index) = &args.index {
        let k = number(loc, index)?;
        let (a, b) = match (convention, k) {
            // Misère: (0,1) and (2,2) replace (0,0) and (1,2); from k = 2
            // on the cold pairs are the normal ones.
            (Convention::Misere, 0) => (0, 1),
            (Convention::Misere, 1) => (2, 2),
            _ => wythoff::cold_pair(k).map_err(|e| Failure::core(loc, &e))?,
        };
        return if args.json {
            output::json(out, &[a, b])
        } else {
            writeln!(out, "{a} {b}")?;
            Ok(())
        };
    }
    let count = match &args.count {
        Some(text) => number(loc, text)?,
        None => 0,
    };
    if count > MAX_COLD_COUNT {
        let e = CoreError::TooLarge {
            limit: Limit::ColdCount,
            max: MAX_COLD_COUNT.into(),
            asked: count.into(),
        };
        return Err(Failure::core(loc, &e).into());
    }
    // Count was checked against a limit far below usize::MAX.
    let pairs: Vec<[u64; 2]> = wythoff::cold_positions(convention)
        .take(count as usize)
        .map(|(a, b)| [a, b])
        .collect();
    if args.json {
        return output::json(out, &pairs);
    }
    for [a, b] in pairs {
        writeln!(out, "{a} {b}")?;
    }
    Ok(())
}
