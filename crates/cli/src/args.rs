//! The command line, as clap sees it. The contract (names, flags, output)
//! is documented in docs/CLI.md, whose examples a test runs.

use clap::{Args, Parser, Subcommand};

/// Nimatron: analyse the games of the Nim family.
#[derive(Debug, Parser)]
#[command(name = "nimatron", version, about, long_about = None)]
pub struct Cli {
    /// Language of the text output: en or es.
    #[arg(long, global = true, default_value = "en")]
    pub lang: String,

    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Outcome, Grundy value, remoteness and every winning move of a position.
    Analyze(AnalyzeArgs),
    /// Cold (P-) positions of Wythoff's game.
    Cold(ColdArgs),
    /// Grundy values of one heap, 0..=N.
    Sequence(SequenceArgs),
    /// The Min Nim table: outcome, distance and optimal move.
    MinNim(MinNimArgs),
    /// Bouton's method, step by step, on a Nim position.
    Explain(ExplainArgs),
    /// Every game: its parameters, its position syntax and an example.
    Games(GamesArgs),
}

/// `games [--json]`
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `analyze GAME POSITION... [--misere] [--json]`
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// nim, take:K, subtraction:S1,S2,..., wythoff, min-nim:R1,R2,R3,
    /// fibonacci, kayles, ... (`nimatron games` lists them all).
    pub game: String,
    /// The position: numbers separated by spaces or commas (`3 4 5`,
    /// `3,4,5`), in the game's syntax (`nimatron games`).
    #[arg(required = true, num_args = 1..)]
    pub position: Vec<String>,
    /// Misère play: the last player to move loses.
    #[arg(long)]
    pub misere: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `cold wythoff (--count N | --index K) [--misere] [--json]`
#[derive(Debug, Args)]
pub struct ColdArgs {
    /// The game (only wythoff).
    pub game: String,
    /// List the first N cold positions.
    #[arg(long, conflicts_with = "index", required_unless_present = "index")]
    pub count: Option<String>,
    /// The K-th cold pair (k = 0 is (0,0)).
    #[arg(long)]
    pub index: Option<String>,
    /// Misère play.
    #[arg(long)]
    pub misere: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `sequence GAME --upto N [--json]`
#[derive(Debug, Args)]
pub struct SequenceArgs {
    /// A game played on one heap or row: nim, take:K, subtraction:S1,S2,...,
    /// min-nim:R1,R2,R3, kayles, dawson, octal:CODE, grundy.
    pub game: String,
    /// The last heap size.
    #[arg(long)]
    pub upto: String,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Print the statistics (largest value, rare values, period) instead
    /// of the values.
    #[arg(long)]
    pub stats: bool,
}

/// `min-nim N1 N2 N3 R1 R2 R3 [--dump] [--json]`
#[derive(Debug, Args)]
pub struct MinNimArgs {
    /// N1 N2 N3 (the heaps) and R1 R2 R3 (the removals, R1 < R2 < R3).
    #[arg(num_args = 6, required = true, value_names = ["N1", "N2", "N3", "R1", "R2", "R3"])]
    pub numbers: Vec<String>,
    /// Misère play (terminal positions are N).
    #[arg(long)]
    pub misere: bool,
    /// One line per position: `a b c N|P distance`.
    #[arg(long)]
    pub dump: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `explain nim HEAPS... [--misere]`
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The game (only nim).
    pub game: String,
    /// The heaps, separated by spaces or commas.
    #[arg(required = true, num_args = 1..)]
    pub position: Vec<String>,
    /// Misère play.
    #[arg(long)]
    pub misere: bool,
}
