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
    /// The quotient the page lacks for a game (its text) under a
    /// convention, with its job ([`wanted`]).
    wanted: fn(&str, Convention) -> Wanted,
}

/// A quotient's rule and the job that builds it.
type Wanted = Option<(TakeBreak, JobRequest)>;

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
        wanted,
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
    // Drawn again when a quotient is kept.
    let count = use_state(kept);
    // The game whose job failed (no worker): the search answers it.
    let failed = use_state(|| None::<String>);
    let asking = ASKING.with(Cell::get);
    let Some((asking, game)) = asking.zip(game) else {
        return AnalysisQuotient {
            kept: kept(),
            waiting: false,
            job: Html::default(),
        };
    };
    let wanted = (asking.wanted)(&game, convention);
    let waiting = wanted.is_some() && failed.as_deref() != Some(game.as_str());
    let job = (asking.draw)(QuotientJobProps {
        wanted,
        on_kept: Callback::from(move |()| count.set(kept())),
        on_failed: Callback::from(move |()| failed.set(Some(game.clone()))),
    });
    AnalysisQuotient {
        kept: kept(),
        waiting,
        job,
    }
}

/// The quotient `game`'s analysis reads and its job, when the page lacks
/// it (`job::missing_quotient`).
fn wanted(game: &str, convention: Convention) -> Wanted {
    let made = games::game(game).ok()?;
    job::missing_quotient(&*made, convention)
}

/// Props of [`QuotientJob`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct QuotientJobProps {
    /// The quotient the page lacks, and its job (`None`: nothing to ask).
    pub wanted: Wanted,
    /// Hears that a quotient was kept.
    pub on_kept: Callback<()>,
    /// Hears that the job failed (no worker).
    pub on_failed: Callback<()>,
}

/// Asks the worker for the quotient the page lacks, and keeps it.
#[component]
fn QuotientJob(props: &QuotientJobProps) -> Html {
    let (rule, request) = props.wanted.clone().unzip();
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
