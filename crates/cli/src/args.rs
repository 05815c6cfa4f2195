//! The command line, as clap sees it. The contract (names, flags, output)
//! is documented in docs/CLI.md, whose examples a test runs.
//!
//! No help text here: the help is in the user's language, and help.rs puts
//! it in from cli.ftl (`cli-about-COMMAND`, `cli-arg-COMMAND-ARG` or
//! `cli-arg-ARG`), where its English lives too. A new command or argument
//! needs its messages there, in English and Spanish; a test fails until it
//! has them. (Clap would take a doc comment on a field for its help, and
//! help.rs would replace it: a second copy to drift, so there is none.)

use clap::{Args, Parser, Subcommand};

/// The whole command line (its help: help.rs).
#[derive(Debug, Parser)]
#[command(name = "nimatron", version)]
pub struct Cli {
    // `en` or `es`; read before clap parses too, by `lang::from_args`.
    // Clap's `[default: en]` is English: `cli-arg-lang` says it instead.
    #[arg(long, global = true, default_value = "en", hide_default_value = true)]
    pub lang: String,

    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    Analyze(AnalyzeArgs),
    Cold(ColdArgs),
    Sequence(SequenceArgs),
    Quotient(QuotientArgs),
    MinNim(MinNimArgs),
    Explain(ExplainArgs),
    Review(ReviewArgs),
    Games(GamesArgs),
}

/// `games [--json]`
#[derive(Debug, Args)]
pub struct GamesArgs {
    #[arg(long)]
    pub json: bool,
}

/// `analyze GAME POSITION... [--misere] [--json]`
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    pub game: String,
    // `-3` is a (refused) number, not an unknown flag: the core says why.
    #[arg(required = true, num_args = 1.., allow_negative_numbers = true)]
    pub position: Vec<String>,
    #[arg(long)]
    pub misere: bool,
    #[arg(long)]
    pub json: bool,
}

/// `cold wythoff (--count N | --index K) [--misere] [--json]`
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("which").args(["count", "index"]).required(true))]
pub struct ColdArgs {
    pub game: String,
    // One of the two, and only one (the group `which`).
    #[arg(long)]
    pub count: Option<String>,
    #[arg(long)]
    pub index: Option<String>,
    #[arg(long)]
    pub misere: bool,
    #[arg(long)]
    pub json: bool,
}

/// `sequence GAME --upto N [--json]`
#[derive(Debug, Args)]
pub struct SequenceArgs {
    pub game: String,
    #[arg(long)]
    pub upto: String,
    #[arg(long)]
    pub json: bool,
    #[arg(long)]
    pub stats: bool,
}

/// `quotient GAME [--upto N] [--json]`
#[derive(Debug, Args)]
pub struct QuotientArgs {
    pub game: String,
    #[arg(long)]
    pub upto: Option<String>,
    #[arg(long)]
    pub json: bool,
}

/// `min-nim N1 N2 N3 R1 R2 R3 [--dump] [--json]`
#[derive(Debug, Args)]
pub struct MinNimArgs {
    #[arg(num_args = 6, required = true, allow_negative_numbers = true,
        value_names = ["N1", "N2", "N3", "R1", "R2", "R3"])]
    pub numbers: Vec<String>,
    #[arg(long)]
    pub misere: bool,
    #[arg(long)]
    pub dump: bool,
    #[arg(long)]
    pub json: bool,
}

/// `explain GAME POSITION... [--misere] [--json]`
#[derive(Debug, Args)]
pub struct ExplainArgs {
    pub game: String,
    // `-3` is a (refused) number, not an unknown flag: the core says why.
    #[arg(required = true, num_args = 1.., allow_negative_numbers = true)]
    pub position: Vec<String>,
    #[arg(long)]
    pub misere: bool,
    #[arg(long)]
    pub json: bool,
}

/// `review GAME START MOVE... [--misere] [--json]`
#[derive(Debug, Args)]
pub struct ReviewArgs {
    pub game: String,
    // The start and the position after each move, each one word in the
    // game's position syntax (`3,4,5`).
    #[arg(allow_negative_numbers = true)]
    pub start: String,
    #[arg(required = true, num_args = 1.., allow_negative_numbers = true)]
    pub moves: Vec<String>,
    #[arg(long)]
    pub misere: bool,
    #[arg(long)]
    pub json: bool,
}
