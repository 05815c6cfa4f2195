//! The misère quotients the page's analysis reads, built by the worker.
//!
//! Why: the quotient builder is 23 KB of every module that plays a
//! take-and-break game, and building a quotient on the first misère click
//! stalled the page's one thread. The page's build has no builder (the
//! core's feature `build-quotients` is off); a misère octal game or
//! Grundy's game on the screen asks the worker for the quotient its
//! analysis reads (`job::missing_quotient`: the same heaps and budget as
//! the command line's) and keeps it. Until it comes, the analysis is the
//! exhaustive search's, as past a quotient's last heap: the same answers.
//! Kayles' and Dawson's Kayles' quotients are shipped: nothing is asked.
//!
//! Only a build whose games have quotients installs the asking
//! ([`install`]: `Module::QUOTIENTS`, the whole app), so the others carry
//! none of it (the job's messages, the shipped quotients: 25 KB).

use std::cell::Cell;

use nimatron_core::Convention;
use nimatron_core::games::take_break::TakeBreak;
use nimatron_core::games::take_break::misere::cache;
use nimatron_core::job::{self, JobRequest};
use yew::prelude::*;

use super::games;
use crate::jobs::{JobState, use_job};

/// The asking, as this build installs it.
#[derive(Clone, Copy)]
struct Asking {
    /// Draws [`QuotientJob`].
    draw: fn(QuotientJobProps) -> Html,
    /// Whether the page lacks the quotient of a game (its text) under a
    /// convention (`job::missing_quotient`).
    missing: fn(&str, Convention) -> bool,
}

thread_local! {
    /// The quotients kept so far on this page.
    static KEPT: Cell<u32> = const { Cell::new(0) };
    /// The asking, when this build's games have quotients.
    static ASKING: Cell<Option<Asking>> = const { Cell::new(None) };
}

/// Makes this build ask the worker for the quotients its analysis reads
/// (its start does, once, when its games have any).
pub fn install() {
    let asking = Asking {
        draw: |props| html! { <QuotientJob ..props /> },
        missing: |game, convention| wanted(game, convention).is_some(),
    };
    ASKING.with(|a| a.set(Some(asking)));
}

/// How many quotients the worker has given this page so far: what was
/// analysed with fewer (a refusal of the search) may be asked again.
pub fn kept() -> u32 {
    KEPT.with(Cell::get)
}

/// Where the quotient of the game on a screen is.
#[derive(Debug)]
pub struct AnalysisQuotient {
    /// How many quotients the page has kept: a screen keys what it draws
    /// on it, so it draws again when the quotient comes.
    pub kept: u32,
    /// The worker is building the quotient the analysis of the game on
    /// the screen reads (a screen whose words depend on it says so).
    pub waiting: bool,
    /// What to draw for it (nothing visible: the job, while it runs).
    pub job: Html,
}

/// The quotient the misère analysis of `game` (its text) reads, asked of
/// the worker when the page lacks it.
#[hook]
pub fn use_analysis_quotient(game: Option<String>, convention: Convention) -> AnalysisQuotient {
    let count = use_state(kept);
    // The game whose job failed (no worker): the search answers it.
    let failed = use_state(|| None::<String>);
    let asking = ASKING.with(Cell::get);
    let Some((asking, game)) = asking.zip(game) else {
        return AnalysisQuotient {
            kept: *count,
            waiting: false,
            job: Html::default(),
        };
    };
    let waiting = failed.as_deref() != Some(game.as_str()) && (asking.missing)(&game, convention);
    let on_kept = Callback::from(move |()| count.set(kept()));
    let on_failed = {
        let (failed, game) = (failed.clone(), game.clone());
        Callback::from(move |()| failed.set(Some(game.clone())))
    };
    let job = (asking.draw)(QuotientJobProps {
        game: AttrValue::from(game),
        convention,
        on_kept,
        on_failed,
    });
    AnalysisQuotient {
        kept: kept(),
        waiting,
        job,
    }
}

/// The rule and the job of the quotient `game`'s analysis reads, when the
/// page lacks it.
fn wanted(game: &str, convention: Convention) -> Option<(TakeBreak, JobRequest)> {
    let made = games::game(game).ok()?;
    job::missing_quotient(&*made, convention)
}

/// Props of [`QuotientJob`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct QuotientJobProps {
    /// The game's text.
    pub game: AttrValue,
    /// The convention it is played under.
    pub convention: Convention,
    /// Hears that a quotient was kept.
    pub on_kept: Callback<()>,
    /// Hears that the job failed (no worker).
    pub on_failed: Callback<()>,
}

/// Asks the worker for the quotient `game`'s analysis reads when the page
/// lacks it (nothing for any other game or convention), and keeps it.
#[component]
fn QuotientJob(props: &QuotientJobProps) -> Html {
    let (rule, request) = wanted(&props.game, props.convention).unzip();
    let job = use_job(request, Callback::noop());
    let (on_kept, on_failed) = (props.on_kept.clone(), props.on_failed.clone());
    use_effect_with(job.state, move |state| match state {
        // Kept as the job ends (the next draw asks nothing more).
        JobState::Done { cells, .. } => {
            if let Some(rule) = rule
                && cache::keep_cells(rule, cells)
            {
                KEPT.with(|k| k.set(k.get() + 1));
                on_kept.emit(());
            }
        }
        // No worker: the search answers, as past a quotient's last heap.
        JobState::Failed => on_failed.emit(()),
        JobState::Idle | JobState::Running { .. } => {}
    });
    Html::default()
}
