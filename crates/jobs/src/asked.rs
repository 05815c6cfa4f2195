//! The engine's questions a page asks the worker, and the answers, as
//! JSON text ([`super::json`]).
//!
//! Why: the page that plays sums holds its games with their rules alone
//! (`nimatron_core::engine::RulesOnly`: the engine, once per game, was
//! some 55 KB of its gzip), and the worker, which links the whole core,
//! answers for it: an analysis, the computer's move, a review of the
//! game. The page keys each answer by its question's text, so a question
//! is asked once.

use nimatron_core::computer::Strength;
use nimatron_core::engine::Depth;
use nimatron_core::limits::Limit;
use nimatron_core::review::{Basis, MoveReview, Review, Value, Verdict};
use nimatron_core::session::Seat;
use nimatron_core::{Analysis, Convention, CoreError, Fact, FactValue, Move, Outcome, Position};

use crate::json::{Json, position, to_position};

/// A question to the worker's engine about one game (its text, `sum:nim+kayles`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Question {
    /// `AnyGame::analyze_to`.
    Analyze {
        /// The game's text.
        game: String,
        /// The position.
        position: Position,
        /// Normal or misère.
        convention: Convention,
        /// How deep.
        depth: Depth,
    },
    /// `AnyGame::computer_move`, its randomness from `seed`.
    Computer {
        /// The game's text.
        game: String,
        /// The position to move from.
        position: Position,
        /// Normal or misère.
        convention: Convention,
        /// How well it plays.
        strength: Strength,
        /// The seed of its randomness (`SplitMix64`).
        seed: u64,
    },
    /// `review::review_with` of a game played from `start`.
    Review {
        /// The game's text.
        game: String,
        /// Normal or misère.
        convention: Convention,
        /// Where the game started.
        start: Position,
        /// The position after each move.
        played: Vec<Position>,
    },
}

/// What the worker answers a [`Question`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// To [`Question::Analyze`].
    Analysis(Result<Analysis, CoreError>),
    /// To [`Question::Computer`] (`None`: the game is over).
    Move(Result<Option<Position>, CoreError>),
    /// To [`Question::Review`].
    Review(Review),
}

fn convention_code(c: Convention) -> &'static str {
    match c {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
    }
}

fn convention_of(code: &str) -> Option<Convention> {
    [Convention::Normal, Convention::Misere]
        .into_iter()
        .find(|c| convention_code(*c) == code)
}

const DEPTHS: [(Depth, &str); 3] = [
    (Depth::Full, "full"),
    (Depth::Quick, "quick"),
    (Depth::NoRemoteness, "no-remoteness"),
];

impl Question {
    /// The question as JSON text (the key of its answer).
    pub fn text(&self) -> String {
        self.json().text()
    }

    fn json(&self) -> Json {
        match self {
            Question::Analyze {
                game,
                position: p,
                convention,
                depth,
            } => Json::tagged(
                "analyze",
                Json::obj([
                    ("game", Json::str(game)),
                    ("position", position(p)),
                    ("convention", Json::str(convention_code(*convention))),
                    (
                        "depth",
                        Json::str(
                            DEPTHS
                                .iter()
                                .find(|(d, _)| d == depth)
                                .map_or("full", |d| d.1),
                        ),
                    ),
                ]),
            ),
            Question::Computer {
                game,
                position: p,
                convention,
                strength,
                seed,
            } => Json::tagged(
                "computer",
                Json::obj([
                    ("game", Json::str(game)),
                    ("position", position(p)),
                    ("convention", Json::str(convention_code(*convention))),
                    ("strength", Json::str(strength.code())),
                    ("seed", Json::Num(*seed)),
                ]),
            ),
            Question::Review {
                game,
                convention,
                start,
                played,
            } => Json::tagged(
                "review",
                Json::obj([
                    ("game", Json::str(game)),
                    ("convention", Json::str(convention_code(*convention))),
                    ("start", position(start)),
                    ("played", Json::Arr(played.iter().map(position).collect())),
                ]),
            ),
        }
    }

    /// [`Question::text`] read back (`None` if it is no question).
    pub fn read(text: &str) -> Option<Question> {
        let value = Json::parse(text)?;
        let (tag, v) = value.as_tagged()?;
        let game = v.get("game")?.as_str()?.to_string();
        let convention = convention_of(v.get("convention")?.as_str()?)?;
        let at = |key| to_position(v.get(key)?);
        Some(match tag {
            "analyze" => {
                let depth = v.get("depth")?.as_str()?;
                Question::Analyze {
                    game,
                    position: at("position")?,
                    convention,
                    depth: DEPTHS.iter().find(|d| d.1 == depth)?.0,
                }
            }
            "computer" => Question::Computer {
                game,
                position: at("position")?,
                convention,
                strength: Strength::from_code(v.get("strength")?.as_str()?)?,
                seed: v.get("seed")?.as_u64()?,
            },
            "review" => Question::Review {
                game,
                convention,
                start: at("start")?,
                played: v
                    .get("played")?
                    .as_arr()?
                    .iter()
                    .map(to_position)
                    .collect::<Option<_>>()?,
            },
            _ => return None,
        })
    }
}

impl Told {
    /// The answer as JSON text.
    pub fn text(&self) -> String {
        match self {
            Told::Analysis(a) => result(a, analysis),
            Told::Move(m) => result(m, |m| m.as_ref().map_or(Json::Null, position)),
            Told::Review(r) => Json::Arr(r.moves.iter().map(move_review).collect()),
        }
        .text()
    }

    /// The answer to an analysis, read back (`None` if malformed).
    pub fn read_analysis(text: &str) -> Option<Result<Analysis, CoreError>> {
        read_result(&Json::parse(text)?, to_analysis)
    }

    /// The answer to the computer's move, read back.
    pub fn read_move(text: &str) -> Option<Result<Option<Position>, CoreError>> {
        read_result(&Json::parse(text)?, |v| match v {
            Json::Null => Some(None),
            v => to_position(v).map(Some),
        })
    }

    /// The answer to a review, read back.
    pub fn read_review(text: &str) -> Option<Review> {
        let moves = Json::parse(text)?
            .as_arr()?
            .iter()
            .map(to_move_review)
            .collect::<Option<_>>()?;
        Some(Review { moves })
    }
}

/// `{"ok": …}` or `{"error": …}`.
fn result<T>(r: &Result<T, CoreError>, ok: impl Fn(&T) -> Json) -> Json {
    match r {
        Ok(t) => Json::tagged("ok", ok(t)),
        Err(e) => Json::tagged("error", error(e)),
    }
}

fn read_result<T>(value: &Json, ok: impl Fn(&Json) -> Option<T>) -> Option<Result<T, CoreError>> {
    match value.as_tagged()? {
        ("ok", v) => ok(v).map(Ok),
        ("error", v) => to_error(v).map(Err),
        _ => None,
    }
}

fn opt(n: Option<u64>) -> Json {
    n.map_or(Json::Null, Json::Num)
}

fn to_opt(v: &Json) -> Option<Option<u64>> {
    match v {
        Json::Null => Some(None),
        v => v.as_u64().map(Some),
    }
}

fn outcome(o: Outcome) -> Json {
    Json::str(match o {
        Outcome::N => "N",
        Outcome::P => "P",
    })
}

fn to_outcome(v: &Json) -> Option<Outcome> {
    match v.as_str()? {
        "N" => Some(Outcome::N),
        "P" => Some(Outcome::P),
        _ => None,
    }
}

fn moves(list: &[Move]) -> Json {
    Json::Arr(list.iter().map(|m| position(&m.to)).collect())
}

fn to_moves(v: &Json) -> Option<Vec<Move>> {
    v.as_arr()?
        .iter()
        .map(|p| to_position(p).map(Move::to))
        .collect()
}

fn analysis(a: &Analysis) -> Json {
    let facts = a.facts.iter().map(|f| {
        let value = match &f.value {
            FactValue::Number(n) => Json::Num(*n),
            FactValue::Numbers(ns) => Json::nums(ns),
        };
        Json::obj([("key", Json::str(&f.key)), ("value", value)])
    });
    Json::obj([
        ("outcome", outcome(a.outcome)),
        ("grundy", opt(a.grundy)),
        ("remoteness", opt(a.remoteness)),
        ("moves", moves(&a.winning_moves)),
        ("count", Json::Num(a.winning_move_count as u64)),
        ("nim_sum", opt(a.nim_sum)),
        ("facts", Json::Arr(facts.collect())),
    ])
}

fn to_analysis(v: &Json) -> Option<Analysis> {
    let facts = v.get("facts")?.as_arr()?.iter().map(|f| {
        let value = match f.get("value")? {
            Json::Num(n) => FactValue::Number(*n),
            list => FactValue::Numbers(list.as_nums()?),
        };
        let key = f.get("key")?.as_str()?.to_string();
        Some(Fact { key, value })
    });
    Some(Analysis {
        outcome: to_outcome(v.get("outcome")?)?,
        grundy: to_opt(v.get("grundy")?)?,
        remoteness: to_opt(v.get("remoteness")?)?,
        winning_moves: to_moves(v.get("moves")?)?,
        winning_move_count: usize::try_from(v.get("count")?.as_u64()?).ok()?,
        nim_sum: to_opt(v.get("nim_sum")?)?,
        facts: facts.collect::<Option<_>>()?,
    })
}

fn value(v: &Value) -> Json {
    Json::obj([
        ("outcome", v.outcome.map_or(Json::Null, outcome)),
        ("remoteness", opt(v.remoteness)),
    ])
}

fn to_value(v: &Json) -> Option<Value> {
    let outcome = match v.get("outcome")? {
        Json::Null => None,
        o => Some(to_outcome(o)?),
    };
    Some(Value {
        outcome,
        remoteness: to_opt(v.get("remoteness")?)?,
    })
}

const VERDICTS: [Verdict; 4] = [
    Verdict::Best,
    Verdict::Good,
    Verdict::Mistake,
    Verdict::Unknown,
];

fn move_review(m: &MoveReview) -> Json {
    let basis = match m.basis {
        Some(Basis::Remoteness) => Json::str("remoteness"),
        Some(Basis::Outcome) => Json::str("outcome"),
        None => Json::Null,
    };
    Json::obj([
        ("number", Json::Num(m.number as u64)),
        ("from", position(&m.from)),
        ("to", position(&m.to)),
        ("verdict", Json::str(m.verdict.code())),
        ("basis", basis),
        ("before", value(&m.before)),
        ("after", value(&m.after)),
        ("better", moves(&m.better)),
    ])
}

fn to_move_review(v: &Json) -> Option<MoveReview> {
    let number = usize::try_from(v.get("number")?.as_u64()?).ok()?;
    let verdict = v.get("verdict")?.as_str()?;
    let basis = match v.get("basis")? {
        Json::Null => None,
        b => Some(match b.as_str()? {
            "remoteness" => Basis::Remoteness,
            "outcome" => Basis::Outcome,
            _ => return None,
        }),
    };
    Some(MoveReview {
        number,
        // Rule: move number n (from 1) is the first mover's when n is odd.
        seat: Seat::of_ply(number.checked_sub(1)?),
        from: to_position(v.get("from")?)?,
        to: to_position(v.get("to")?)?,
        verdict: VERDICTS.into_iter().find(|x| x.code() == verdict)?,
        basis,
        before: to_value(v.get("before")?)?,
        after: to_value(v.get("after")?)?,
        better: to_moves(v.get("better")?)?,
    })
}

/// A limit named in an answer, as the page's words know it: the name is
/// kept for the life of the page (a handful of names at most).
fn limit_named(name: &str) -> Limit {
    thread_local! {
        static NAMES: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    NAMES.with(|names| {
        let mut names = names.borrow_mut();
        let kept = match names.iter().find(|n| **n == name) {
            Some(n) => *n,
            None => {
                let n: &'static str = Box::leak(name.to_string().into_boxed_str());
                names.push(n);
                n
            }
        };
        Limit::new(kept)
    })
}

fn error(e: &CoreError) -> Json {
    let text = |key: &str, s: &str| Json::tagged(key, Json::str(s));
    let two = |key: &str, expected: usize, got: usize| {
        Json::tagged(key, Json::nums(&[expected as u64, got as u64]))
    };
    match e {
        CoreError::UnknownGame { given } => text("unknown-game", given),
        CoreError::BadGameParameter { given } => text("bad-game-parameter", given),
        CoreError::BadPosition { given } => text("bad-position", given),
        CoreError::NoSequence { game } => text("no-sequence", game),
        CoreError::NoParts { game } => text("no-parts", game),
        CoreError::WrongHeapCount { expected, got } => two("wrong-heap-count", *expected, *got),
        CoreError::WrongPartCount { expected, got } => two("wrong-part-count", *expected, *got),
        CoreError::InComponent {
            place,
            game,
            error: inner,
        } => Json::tagged(
            "in-component",
            Json::obj([
                ("place", Json::Num(*place as u64)),
                ("game", Json::str(game)),
                ("error", error(inner)),
            ]),
        ),
        CoreError::Elsewhere => Json::str("elsewhere"),
        CoreError::ElsewhereFailed => Json::str("elsewhere-failed"),
        // u128 as text: JSON's numbers here are u64.
        CoreError::TooLarge { limit, max, asked } => Json::tagged(
            "too-large",
            Json::obj([
                ("limit", Json::str(limit.as_str())),
                ("max", Json::Str(max.to_string())),
                ("asked", Json::Str(asked.to_string())),
            ]),
        ),
    }
}

fn to_error(v: &Json) -> Option<CoreError> {
    match v.as_str() {
        Some("elsewhere") => return Some(CoreError::Elsewhere),
        Some("elsewhere-failed") => return Some(CoreError::ElsewhereFailed),
        _ => {}
    }
    let (tag, v) = v.as_tagged()?;
    let text = || v.as_str().map(str::to_string);
    let two = || {
        let [a, b] = v.as_num_array()?;
        Some((usize::try_from(a).ok()?, usize::try_from(b).ok()?))
    };
    let big = |key| v.get(key)?.as_str()?.parse::<u128>().ok();
    Some(match tag {
        "unknown-game" => CoreError::UnknownGame { given: text()? },
        "bad-game-parameter" => CoreError::BadGameParameter { given: text()? },
        "bad-position" => CoreError::BadPosition { given: text()? },
        "no-sequence" => CoreError::NoSequence { game: text()? },
        "no-parts" => CoreError::NoParts { game: text()? },
        "wrong-heap-count" => {
            let (expected, got) = two()?;
            CoreError::WrongHeapCount { expected, got }
        }
        "wrong-part-count" => {
            let (expected, got) = two()?;
            CoreError::WrongPartCount { expected, got }
        }
        "in-component" => CoreError::InComponent {
            place: usize::try_from(v.get("place")?.as_u64()?).ok()?,
            game: v.get("game")?.as_str()?.to_string(),
            error: Box::new(to_error(v.get("error")?)?),
        },
        "too-large" => CoreError::TooLarge {
            limit: limit_named(v.get("limit")?.as_str()?),
            max: big("max")?,
            asked: big("asked")?,
        },
        _ => return None,
    })
}
