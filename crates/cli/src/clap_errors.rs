//! Clap's usage errors in the user's language, as the one line the contract
//! promises (`main` prints it after `nimatron: `, with exit code 2). Clap
//! words its errors in English only, but it hands over what went wrong
//! (the kind, the argument, the value, a near name): each kind is told
//! again from those with a message of cli.ftl (`cli-error-*`). A kind not
//! told here keeps clap's first paragraph, framed in the user's language.

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use nimatron_i18n::{Arg, Localizer};

/// The line for a usage error, without the `nimatron: ` prefix.
pub fn line(e: &Error, loc: &Localizer) -> String {
    match e.kind() {
        // No command at all: the list of commands, which already says to
        // try --help.
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            loc.tr("cli-missing-command")
        }
        _ => {
            let said = told(e, loc).unwrap_or_else(|| {
                loc.tr_args("cli-error-other", &[("detail", first_paragraph(e).into())])
            });
            let said = match suggestion(e) {
                Some(near) => loc.tr_args(
                    "cli-error-did-you-mean",
                    &[("error", said.into()), ("suggestion", near.into())],
                ),
                None => said,
            };
            // One sentence, then the hint: "… 18446744073709551615 (try --help)".
            // (A full stop, not the `...` of `<POSITION>...`.)
            let said = match said.ends_with("..") {
                true => &said,
                false => said.strip_suffix('.').unwrap_or(&said),
            };
            format!("{said} ({})", loc.tr("cli-try-help"))
        }
    }
}

/// The error in our words, when it is of a kind we tell and clap gave what
/// the message needs.
fn told(e: &Error, loc: &Localizer) -> Option<String> {
    let tr = |id: &str, args: &[(&str, Arg)]| Some(loc.tr_args(id, args));
    match e.kind() {
        // Required arguments left out: clap names them all, as the usage
        // writes them (`<GAME> <POSITION>...`).
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(e, ContextKind::InvalidArg)?;
            tr(
                "cli-error-missing-arguments",
                &[
                    ("count", missing.len().into()),
                    ("args", missing.join(" ").into()),
                ],
            )
        }
        // A word where a command was expected (`analize`, `help foo`).
        ErrorKind::InvalidSubcommand => tr(
            "cli-error-unknown-command",
            &[("given", string(e, ContextKind::InvalidSubcommand)?.into())],
        ),
        // An option that the command does not have (`--foo`), or a word too
        // many after its arguments.
        ErrorKind::UnknownArgument => {
            let arg = string(e, ContextKind::InvalidArg)?;
            match negative_number(&arg) {
                // `-3,4` or `--count -2`: clap reads a flag, the user meant a
                // number, so they are told what numbers are taken.
                Some(number) => Some(crate::failure::not_a_number(loc, number).0),
                None => tr("cli-error-unknown-argument", &[("arg", arg.into())]),
            }
        }
        ErrorKind::ArgumentConflict => conflict(e, loc),
        // An option's value left out (`--lang` last), or not one of the
        // values it takes.
        ErrorKind::InvalidValue => {
            let arg = string(e, ContextKind::InvalidArg)?;
            let value = string(e, ContextKind::InvalidValue)?;
            let valid = strings(e, ContextKind::ValidValue).unwrap_or_default();
            match (value.is_empty(), valid.is_empty()) {
                (true, _) => tr("cli-error-value-missing", &[("arg", arg.into())]),
                (false, true) => tr(
                    "cli-error-bad-value",
                    &[("arg", arg.into()), ("value", value.into())],
                ),
                (false, false) => tr(
                    "cli-error-bad-value-of",
                    &[
                        ("arg", arg.into()),
                        ("value", value.into()),
                        ("values", valid.join(", ").into()),
                    ],
                ),
            }
        }
        // A fixed number of values, and another number given (min-nim's
        // six numbers).
        ErrorKind::WrongNumberOfValues => tr(
            "cli-error-wrong-number",
            &[
                ("arg", string(e, ContextKind::InvalidArg)?.into()),
                (
                    "expected",
                    number(e, ContextKind::ExpectedNumValues)?.into(),
                ),
                ("given", number(e, ContextKind::ActualNumValues)?.into()),
            ],
        ),
        // Fewer values than the least an argument takes.
        ErrorKind::TooFewValues => tr(
            "cli-error-too-few",
            &[
                ("arg", string(e, ContextKind::InvalidArg)?.into()),
                ("min", number(e, ContextKind::MinValues)?.into()),
                ("given", number(e, ContextKind::ActualNumValues)?.into()),
            ],
        ),
        // A value for an option that takes no more (`--json=3`).
        ErrorKind::TooManyValues => tr(
            "cli-error-too-many",
            &[
                ("arg", string(e, ContextKind::InvalidArg)?.into()),
                ("value", string(e, ContextKind::InvalidValue)?.into()),
            ],
        ),
        // An option whose value must follow `=` given it as the next word.
        ErrorKind::NoEquals => tr(
            "cli-error-no-equals",
            &[("arg", string(e, ContextKind::InvalidArg)?.into())],
        ),
        // An argument that is not UTF-8 text (clap gives no context).
        ErrorKind::InvalidUtf8 => tr("cli-error-not-utf8", &[]),
        // Anything else (a value that clap's own parser refused, …):
        // clap's words, in `cli-error-other`.
        _ => None,
    }
}

/// Two arguments that exclude each other (`--count` and `--index`), or one
/// given twice. Clap names the other argument, several, or none.
fn conflict(e: &Error, loc: &Localizer) -> Option<String> {
    let arg = string(e, ContextKind::InvalidArg)?;
    let (id, other) = match e.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) if *prior == arg => ("cli-error-repeated", None),
        Some(ContextValue::String(prior)) => ("cli-error-conflict", Some(prior.clone())),
        Some(ContextValue::Strings(prior)) => ("cli-error-conflict-list", Some(prior.join(", "))),
        _ => ("cli-error-conflict-any", None),
    };
    let mut args = vec![("arg", Arg::from(arg))];
    args.extend(other.map(|o| ("other", Arg::from(o))));
    Some(loc.tr_args(id, &args))
}

/// The name clap finds nearest to a mistyped command, option or value:
/// the last of its list is the nearest.
fn suggestion(e: &Error) -> Option<String> {
    [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .find_map(|kind| strings(e, kind)?.pop())
}

/// Clap's own first paragraph on one line, without its `error: `.
fn first_paragraph(e: &Error) -> String {
    let text = e.render().to_string();
    let first: Vec<&str> = text
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let first = first.join(" ");
    first.strip_prefix("error: ").unwrap_or(&first).to_string()
}

fn string(e: &Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        _ => None,
    }
}

fn strings(e: &Error, kind: ContextKind) -> Option<Vec<String>> {
    match e.get(kind)? {
        ContextValue::Strings(v) => Some(v.clone()),
        ContextValue::String(s) => Some(vec![s.clone()]),
        _ => None,
    }
}

fn number(e: &Error, kind: ContextKind) -> Option<u64> {
    match e.get(kind)? {
        ContextValue::Number(n) => u64::try_from(*n).ok(),
        _ => None,
    }
}

/// The first number of `arg` when it reads as a negative number or list
/// (`-3`, `-3,4`, `-2+5`), which clap takes for a flag.
fn negative_number(arg: &str) -> Option<&str> {
    let first = arg.split([',', '+']).next()?;
    let digits = first.strip_prefix('-')?;
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(first)
}

#[cfg(test)]
mod tests {
    //! Kinds that nimatron's own arguments cannot cause (no option of ours
    //! wants `=`, a range of values, a parsed value or a list of values),
    //! made by a small command of the same clap. The others are run through
    //! the binary in tests/clap_localised.rs.

    use clap::{Arg as ClapArg, ArgAction, ArgGroup, Command};
    use nimatron_i18n::Lang;

    use super::*;

    fn line_for(args: &[&str], lang: Lang) -> String {
        let command = Command::new("t")
            .arg(ClapArg::new("eq").long("eq").require_equals(true))
            .arg(ClapArg::new("pair").long("pair").num_args(2..=3))
            .arg(
                ClapArg::new("small")
                    .long("small")
                    .value_parser(clap::value_parser!(u8)),
            )
            .arg(
                ClapArg::new("colour")
                    .long("colour")
                    .value_parser(["red", "green"]),
            )
            .arg(ClapArg::new("x").long("x").action(ArgAction::SetTrue))
            .arg(ClapArg::new("y").long("y").action(ArgAction::SetTrue))
            .group(ArgGroup::new("xy").args(["x", "y"]).multiple(true))
            .arg(
                ClapArg::new("alone")
                    .long("alone")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("xy"),
            );
        let mut all = vec!["t"];
        all.extend(args);
        let Err(e) = command.try_get_matches_from(all) else {
            panic!("{args:?} parsed");
        };
        line(&e, &Localizer::new(lang))
    }

    /// (arguments, English line, Spanish line), one kind each.
    const CASES: [(&[&str], &str, &str); 5] = [
        // NoEquals.
        (
            &["--eq", "3"],
            "equal sign is needed when assigning values to '--eq=<eq>' (try --help)",
            "para dar un valor a «--eq=<eq>» hace falta un signo igual (prueba --help)",
        ),
        // TooFewValues.
        (
            &["--pair", "3"],
            "2 values required by '--pair <pair> <pair>...'; only 1 was provided (try --help)",
            "«--pair <pair> <pair>...» necesita al menos 2 valores, pero solo se dio uno (prueba --help)",
        ),
        // InvalidValue with its possible values, and the nearest one.
        (
            &["--colour", "gren"],
            "invalid value 'gren' for '--colour <colour>' (possible values: red, green); did you mean 'green'? (try --help)",
            "valor no válido «gren» para «--colour <colour>» (valores posibles: red, green); ¿quisiste decir «green»? (prueba --help)",
        ),
        // ArgumentConflict with several arguments.
        (
            &["--x", "--y", "--alone"],
            "the argument '--alone' cannot be used with: --x, --y (try --help)",
            "el argumento «--alone» no se puede usar junto con: --x, --y (prueba --help)",
        ),
        // Any other kind (ValueValidation): clap's words in our frame.
        (
            &["--small", "300"],
            "invalid value '300' for '--small <small>': 300 is not in 0..=255 (try --help)",
            "error en los argumentos: invalid value '300' for '--small <small>': 300 is not in 0..=255 (prueba --help)",
        ),
    ];

    #[test]
    fn kinds_our_arguments_cannot_cause_in_english_and_spanish() {
        for (args, english, spanish) in CASES {
            assert_eq!(line_for(args, Lang::En), english, "{args:?}");
            assert_eq!(line_for(args, Lang::Es), spanish, "{args:?}");
        }
    }
}
