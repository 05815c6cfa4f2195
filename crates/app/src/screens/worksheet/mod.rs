//! `#/worksheet?game=nim&count=8&level=easy&seed=42`: a printable
//! worksheet of any registered game (the core's
//! `nimatron_core::worksheet`), the same sheet for the same seed, and its
//! answer key on a page of its own. A URL without a seed gets one drawn
//! and written back, so a reload or the printout shows the same sheet.
//!
//! Nim's answers show Bouton's steps from the core's
//! `explain::bouton` as a small binary table of this screen's own (screens
//! never import each other).

pub mod url;

use std::rc::Rc;

use nimatron_core::explain::bouton::explain;
use nimatron_core::worksheet::{Exercise, Level, MAX_WORKSHEET_COUNT, worksheet};
use nimatron_core::{AnyGame, Board, Convention, Outcome, registry};
use nimatron_i18n::{Localizer, core_error};

use yew::prelude::*;

use crate::components::bits_grid::{BitsGrid, GridMarks};
use crate::components::use_ids;
use crate::screens::query::{FromUrl, number_in};

use self::url::{MAX_SEED, Problem, WorksheetQuery, play_url, seed_from_unit};
use crate::components::ErrorBanner;
use crate::dom;
use crate::i18n::use_i18n;
use crate::play::words::own_title;
use crate::route::HashUrl;
use crate::screens::nav::{ScreenProps, input_value, navigate, select_value};

/// Largest number drawn as a row of dots (larger ones are written).
const MAX_DOTS: u64 = 31;

/// The worksheet screen.
#[component]
pub fn WorksheetScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let query = WorksheetQuery::from_url(&props.url);
    // A seed for a URL without one, kept across renders.
    let drawn = use_state(|| seed_from_unit(dom::random_unit()));
    let seed = query.seed.unwrap_or(*drawn);
    {
        // Write the drawn seed into the URL (no new history entry).
        let url = query.to_url(seed);
        let missing = query.seed.is_none();
        let sync = props.sync_url;
        use_effect_with((url.to_hash(), missing), move |(_, missing)| {
            if *missing && sync {
                let current = HashUrl::parse(&dom::current_hash());
                dom::replace_hash(&url.keeping_globals_of(&current).to_hash());
            }
        });
    }

    let game = crate::engine::game(&query.game);
    let sheet = use_memo(
        (query.game.clone(), query.count, query.level, seed),
        |(game_text, count, level, seed)| {
            crate::engine::game(game_text)
                .and_then(|g| worksheet(&*g, *count, *level, *seed, Convention::Normal))
        },
    );

    let problems: Vec<String> = query
        .problems
        .iter()
        .map(|p| problem_text(&i18n, p))
        .collect();

    let body = match (&game, sheet.as_ref()) {
        (Err(e), _) | (_, Err(e)) => html! {
            <ErrorBanner message={core_error(&i18n, e)} />
        },
        (Ok(game), Ok(exercises)) => html! {
            <Sheet game={Rc::clone(game)} exercises={Rc::new(exercises.clone())}
                level={query.level} {seed} />
        },
    };

    html! {
        <div class="worksheet-screen">
            <Setup query={query.clone()} {seed} nav={props.nav} />
            { for problems.into_iter().map(|p| html! { <ErrorBanner message={p} /> }) }
            { body }
        </div>
    }
}

/// A refused URL value, in words.
fn problem_text(loc: &Localizer, p: &Problem) -> String {
    match p {
        Problem::Count(v) => loc.tr_args(
            "ws-error-count",
            &[
                ("value", v.as_str().into()),
                ("max", MAX_WORKSHEET_COUNT.into()),
                ("default", url::DEFAULT_COUNT.into()),
            ],
        ),
        Problem::Level(v) => loc.tr_args("ws-error-level", &[("value", v.as_str().into())]),
        Problem::Seed(v) => loc.tr_args(
            "ws-error-sheet-number",
            &[("value", v.as_str().into()), ("max", MAX_SEED.into())],
        ),
    }
}

/// The name of a level.
fn level_name(loc: &Localizer, level: Level) -> String {
    loc.tr(&format!("ws-level-{}", level.code()))
}

/// Props of [`Setup`].
#[derive(Debug, Properties, PartialEq)]
struct SetupProps {
    query: WorksheetQuery,
    seed: u64,
    nav: u64,
}

/// The setup form (hidden in print): game, count, level, seed; "Make the
/// sheet" goes to those values, "New sheet" to a fresh seed.
#[component]
fn Setup(props: &SetupProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let game_ref = use_node_ref();
    let count_ref = use_node_ref();
    let level_ref = use_node_ref();
    let seed_ref = use_node_ref();

    let read = {
        let (game_ref, count_ref, level_ref) =
            (game_ref.clone(), count_ref.clone(), level_ref.clone());
        let fallback = props.query.clone();
        move || -> WorksheetQuery {
            let mut q = fallback.clone();
            let game = input_value(&game_ref);
            if !game.trim().is_empty() {
                q.game = game.trim().to_string();
            }
            if let Some(n) = number_in(input_value(&count_ref).trim(), 0..=u64::MAX) {
                q.count = n.clamp(1, MAX_WORKSHEET_COUNT);
            }
            if let Some(l) = Level::from_code(&select_value(&level_ref)) {
                q.level = l;
            }
            q
        }
    };
    let onsubmit = {
        let read = read.clone();
        let seed_ref = seed_ref.clone();
        let seed = props.seed;
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let q = read();
            let seed = number_in(input_value(&seed_ref).trim(), 0..=MAX_SEED).unwrap_or(seed);
            navigate(q.to_url(seed));
        })
    };
    let on_new = Callback::from(move |_: MouseEvent| {
        let q = read();
        navigate(q.to_url(seed_from_unit(dom::random_unit())));
    });
    let on_print = Callback::from(|_: MouseEvent| {
        let _ = gloo::utils::window().print();
    });

    // Fresh fields for every address (keyed on it).
    let key = format!("{}-{}", props.nav, props.query.to_url(props.seed).to_hash());
    html! {
        <form class="ws-setup no-print" key={key} {onsubmit} novalidate=true data-testid="worksheet-setup"
            aria-labelledby={ids.id("ws-setup-title")}>
            <h2 id={ids.id("ws-setup-title")}>{ i18n.tr("ws-setup-title") }</h2>
            <div class="ws-fields">
                <label for={ids.id("ws-game")}>{ i18n.tr("ws-game") }</label>
                <input class="text-input" id={ids.id("ws-game")} type="text" list={ids.id("ws-games")} ref={game_ref}
                    value={props.query.game.clone()} data-testid="worksheet-game" />
                <datalist id={ids.id("ws-games")}>
                    { for registry::EXAMPLES.iter().map(|e| html! { <option value={*e} /> }) }
                </datalist>
                <label for={ids.id("ws-count")}>{ i18n.tr("ws-count") }</label>
                <input class="text-input" id={ids.id("ws-count")} type="number" min="1" max={MAX_WORKSHEET_COUNT.to_string()}
                    ref={count_ref} value={props.query.count.to_string()} data-testid="worksheet-count" />
                <label for={ids.id("ws-level")}>{ i18n.tr("ws-level") }</label>
                <select class="select" id={ids.id("ws-level")} ref={level_ref} data-testid="worksheet-level">
                    { for Level::ALL.iter().map(|&l| html! {
                        <option value={l.code()} selected={l == props.query.level}>{ level_name(&i18n, l) }</option>
                    }) }
                </select>
                <label for={ids.id("ws-seed")}>{ i18n.tr("ws-sheet-number") }</label>
                <input class="text-input" id={ids.id("ws-seed")} type="number" min="0" max={MAX_SEED.to_string()} ref={seed_ref}
                    value={props.seed.to_string()} data-testid="worksheet-seed" />
            </div>
            <div class="ws-actions">
                <button type="submit" class="button button-primary" data-testid="worksheet-make">{ i18n.tr("ws-make") }</button>
                <button type="button" class="button" onclick={on_new} data-testid="worksheet-new">{ i18n.tr("ws-new") }</button>
                <button type="button" class="button" onclick={on_print} data-testid="worksheet-print">{ i18n.tr("ws-print") }</button>
            </div>
        </form>
    }
}

/// Props of [`Sheet`].
#[derive(Properties)]
struct SheetProps {
    game: Rc<dyn AnyGame>,
    exercises: Rc<Vec<Exercise>>,
    level: Level,
    seed: u64,
}

impl PartialEq for SheetProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && self.exercises == other.exercises
            && self.level == other.level
            && self.seed == other.seed
    }
}

impl std::fmt::Debug for SheetProps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SheetProps")
            .field("game", &self.game.spec())
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

/// The exercises, then the answer key on a page of its own.
#[component]
fn Sheet(props: &SheetProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let game = &props.game;
    let spec = game.spec();
    let is_nim = game.name() == "nim";
    let title = own_title(&i18n, &spec);
    let current = HashUrl::parse(&dom::current_hash());
    let about = i18n.tr_args(
        "ws-about",
        &[
            ("level", level_name(&i18n, props.level).into()),
            ("sheet", props.seed.into()),
            ("count", props.exercises.len().into()),
        ],
    );
    html! {
        <article class="worksheet" data-testid="worksheet" data-game={spec.clone()}>
            <header class="ws-head">
                <h1>{ i18n.tr_args("ws-sheet-title", &[("game", title.as_str().into())]) }</h1>
                <p class="ws-name-line">{ i18n.tr("ws-name-line") }</p>
                <p class="ws-about">{ about.clone() }</p>
                <p class="ws-instructions">{ i18n.tr("ws-instructions") }</p>
            </header>
            <ol class="ws-exercises">
                { for props.exercises.iter().enumerate().map(|(i, ex)| {
                    let pos = ex.position.to_string();
                    let href = play_url(&spec, &pos).keeping_globals_of(&current).to_hash();
                    html! {
                        <li class="ws-exercise" data-testid="worksheet-position" data-position={pos.clone()}>
                            <h2 class="ws-exercise-title">{ i18n.tr_args("ws-exercise", &[("n", (i + 1).into())]) }</h2>
                            <Drawing board={game.board()} position={ex.position.clone()} />
                            <p class="ws-position">
                                { i18n.tr("ws-position") }{ " " }
                                <a href={href} data-testid="worksheet-play-link"><code>{ pos }</code></a>
                            </p>
                            <ol class="ws-questions">
                                <li>{ i18n.tr("ws-q-who") }<span class="ws-blank"></span></li>
                                <li>{ i18n.tr("ws-q-move") }<span class="ws-blank"></span></li>
                                { if is_nim { html! {
                                    <li>{ i18n.tr("ws-q-nim-sum") }<span class="ws-blank ws-blank-tall"></span></li>
                                } } else { html! {} } }
                            </ol>
                        </li>
                    }
                }) }
            </ol>
            <section class="ws-answers" aria-labelledby={ids.id("ws-answers-title")} data-testid="worksheet-answers">
                <h2 id={ids.id("ws-answers-title")}>{ i18n.tr("ws-answers-title") }</h2>
                <p class="ws-about">{ about }</p>
                { if is_nim { html! { <p class="ws-bouton-intro">{ i18n.tr("ws-bouton-caption") }</p> } } else { html! {} } }
                <ol class="ws-answer-list">
                    { for props.exercises.iter().enumerate().map(|(i, ex)| html! {
                        <Answer n={i + 1} exercise={ex.clone()} nim={is_nim} />
                    }) }
                </ol>
            </section>
        </article>
    }
}

/// Props of [`Drawing`].
#[derive(Debug, Properties, PartialEq)]
struct DrawingProps {
    board: Board,
    position: nimatron_core::Position,
}

/// The position drawn readably: heaps and rows as rows of dots, anything
/// else as its numbers.
#[component]
fn Drawing(props: &DrawingProps) -> Html {
    let i18n = use_i18n();
    let p = &props.position;
    let dots = matches!(
        props.board,
        Board::Heaps | Board::SeveralHeaps | Board::Rows | Board::Runs(_) | Board::HeapWithMemory
    ) && p.parts().len() == 1
        && p.numbers().iter().all(|&n| n <= MAX_DOTS);
    if !dots {
        return html! {
            <p class="ws-numbers" aria-hidden="true">{ p.numbers().iter().map(u64::to_string).collect::<Vec<_>>().join(" · ") }</p>
        };
    }
    let row_id = if matches!(props.board, Board::Rows | Board::Runs(_)) {
        "ws-row"
    } else {
        "ws-heap"
    };
    html! {
        <div class="ws-drawing">
            { for p.numbers().iter().enumerate().map(|(i, &n)| html! {
                <div class="ws-heap">
                    <span class="ws-heap-label">
                        { i18n.tr_args(row_id, &[("n", (i + 1).into()), ("size", n.into())]) }
                    </span>
                    <span class="ws-dots" aria-hidden="true">
                        { for (0..n).map(|_| html! { <span class="ws-dot"></span> }) }
                    </span>
                </div>
            }) }
        </div>
    }
}

/// Props of [`Answer`].
#[derive(Debug, Properties, PartialEq)]
struct AnswerProps {
    n: usize,
    exercise: Exercise,
    nim: bool,
}

/// `data-testid="answer"`: the outcome, the winning moves and, for Nim,
/// Bouton's steps.
#[component]
fn Answer(props: &AnswerProps) -> Html {
    let i18n = use_i18n();
    let a = &props.exercise.answer;
    let pos = props.exercise.position.to_string();
    let letter = match a.outcome {
        Outcome::N => "N",
        Outcome::P => "P",
    };
    let verdict = match a.outcome {
        Outcome::N => i18n.tr("ws-answer-n"),
        Outcome::P => i18n.tr("ws-answer-p"),
    };
    let moves: Vec<String> = a.winning_moves.iter().map(|m| m.position.clone()).collect();
    let more = a.winning_move_count.saturating_sub(moves.len());
    html! {
        <li class={classes!("ws-answer", if a.outcome == Outcome::N { "is-n" } else { "is-p" })} data-testid="answer" data-outcome={letter} data-position={pos.clone()}>
            <p>
                <strong>{ i18n.tr_args("ws-exercise", &[("n", props.n.into())]) }{ " · " }<code>{ pos }</code></strong>
                { " " }<span class="outcome-badge">{ letter }</span>{ " " }{ verdict }
            </p>
            { if moves.is_empty() { html! {} } else { html! {
                <p data-testid="answer-moves">
                    { i18n.tr("ws-answer-moves") }{ " " }
                    { for moves.iter().enumerate().map(|(i, m)| html! {
                        <>{ if i > 0 { "; " } else { "" } }<code data-testid="answer-move">{ m.clone() }</code></>
                    }) }
                    { if more > 0 { format!(" {}", i18n.tr_args("ws-answer-more", &[("more", more.into())])) } else { String::new() } }
                </p>
            } } }
            { if props.nim { html! { <BoutonTable heaps={props.exercise.position.numbers().to_vec()} /> } } else { html! {} } }
        </li>
    }
}

/// Props of [`BoutonTable`].
#[derive(Debug, Properties, PartialEq)]
struct BoutonTableProps {
    heaps: Vec<u64>,
}

/// Bouton's steps as the core computes them, in the app's one binary
/// table: each heap in binary, the ones in each column (odd ones marked)
/// and the nim-sum.
#[component]
fn BoutonTable(props: &BoutonTableProps) -> Html {
    let i18n = use_i18n();
    let Ok(e) = explain(&props.heaps, Convention::Normal) else {
        return html! {};
    };
    html! {
        <div data-testid="answer-bouton" data-nim-sum={e.nim_sum.to_string()}>
            <BitsGrid heaps={Rc::new(e.heaps)} width={e.width}
                caption={AttrValue::from(i18n.tr("ws-bouton-label"))}
                marks={GridMarks { counts: true, odd: true, nim_sum: Some(e.nim_sum), ..GridMarks::default() }}
                sum_testid={AttrValue::Static("answer-nim-sum")} />
        </div>
    }
}
