//! `nimatron games [--json]`: every game of the registry, with its
//! parameters' and position's syntax and an example to paste.

use std::io::Write;

use nimatron_core::registry::{Entry, Family, GAMES};
use nimatron_i18n::Localizer;
use serde::Serialize;

use crate::args::GamesArgs;
use crate::lang::Messages;
use crate::output::{self, CliError};

/// One game in the JSON list.
#[derive(Serialize)]
struct Game {
    name: &'static str,
    family: Family,
    params: &'static str,
    position: &'static str,
    example: Example,
}

/// A game text and a position of it, ready for `analyze`.
#[derive(Serialize)]
struct Example {
    game: &'static str,
    position: &'static str,
}

impl From<&Entry> for Game {
    fn from(e: &Entry) -> Self {
        Game {
            name: e.name,
            family: e.family,
            params: e.params,
            position: e.position,
            example: Example {
                game: e.example.0,
                position: e.example.1,
            },
        }
    }
}

/// The first of `ids` this language has, translated; else `fallback`.
fn words(loc: &Localizer, id: &str, fallback: &str) -> String {
    if loc.has(id) {
        loc.tr(id)
    } else {
        fallback.to_string()
    }
}

pub fn run(args: &GamesArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    if args.json {
        let list: Vec<Game> = GAMES.iter().map(Game::from).collect();
        return output::json(out, &list);
    }
    for (i, e) in GAMES.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        // A game registered before its words are written shows its name.
        let title = words(loc, &format!("game-{}-title", e.name), e.name);
        let summary = words(loc, &format!("game-{}-summary", e.name), "");
        let head = loc.tr_args(
            "cli-games-title",
            &[
                ("name", e.name.into()),
                ("title", title.into()),
                ("summary", summary.into()),
            ],
        );
        writeln!(out, "{}", head.trim_end())?;
        // The syntax in the reader's language (the registry's English text
        // is the JSON's, and the fallback of a game with no words yet).
        if !e.params.is_empty() {
            let syntax = words(loc, &format!("game-{}-params", e.name), e.params);
            let line = loc.tr_args("cli-games-params", &[("syntax", syntax.into())]);
            writeln!(out, "  {line}")?;
        }
        let syntax = words(loc, &format!("game-{}-position", e.name), e.position);
        let line = loc.tr_args("cli-games-position", &[("syntax", syntax.into())]);
        writeln!(out, "  {line}")?;
        let (game, position) = e.example;
        let line = loc.tr_args(
            "cli-games-example",
            &[("game", game.into()), ("position", position.into())],
        );
        writeln!(out, "  {line}")?;
    }
    Ok(())
}
