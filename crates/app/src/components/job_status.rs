//! The card of a long computation while it runs (its progress bar and a
//! Cancel button) or once cancelled (a Compute again button).
//!
//! Why one component: the Grundy sequence screen and the misère screen
//! both run a worker job the person may cancel; each names its own hooks
//! and messages (kept as they were: tests and translators know them), the
//! card is drawn once.

use yew::prelude::*;

use crate::i18n::use_i18n;

/// One screen's `data-testid` hook and message id for each part of the
/// card: the progress bar and its words, the Cancel button, the cancelled
/// card and its Compute again button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JobHooks {
    /// The progress bar's hook and its words (`$done`, `$total`).
    pub progress: (&'static str, &'static str),
    /// The Cancel button's.
    pub cancel: (&'static str, &'static str),
    /// The cancelled card's and its words.
    pub cancelled: (&'static str, &'static str),
    /// The Compute again button's.
    pub again: (&'static str, &'static str),
}

/// Where the job is, as the card shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobStep {
    /// `done` of `total` steps made.
    Running {
        /// Steps made.
        done: u64,
        /// Steps in all.
        total: u64,
    },
    /// Cancelled by the person.
    Cancelled,
}

/// The card's properties.
#[derive(Debug, Properties, PartialEq)]
pub struct JobStatusProps {
    /// Where the job is.
    pub step: JobStep,
    /// The screen's hooks and words.
    pub hooks: JobHooks,
    /// Cancels the job.
    pub on_cancel: Callback<MouseEvent>,
    /// Runs it again.
    pub on_again: Callback<MouseEvent>,
}

/// The running or cancelled card.
#[component]
pub fn JobStatus(props: &JobStatusProps) -> Html {
    let i18n = use_i18n();
    let JobHooks {
        progress,
        cancel,
        cancelled,
        again,
    } = props.hooks;
    match props.step {
        JobStep::Cancelled => html! {
            <div class="card seq-status" data-testid={cancelled.0}>
                <p>{ i18n.tr(cancelled.1) }</p>
                <button type="button" class="button" data-testid={again.0} onclick={props.on_again.clone()}>{ i18n.tr(again.1) }</button>
            </div>
        },
        JobStep::Running { done, total } => html! {
            <div class="card seq-status" aria-live="polite">
                <progress data-testid={progress.0} max={total.to_string()} value={done.to_string()} />
                // Rule: before the first report the total is not known
                // yet: no numbers, only that it started.
                <span>{ if done == 0 {
                    i18n.tr("job-starting")
                } else {
                    i18n.tr_args(progress.1, &[("done", done.into()), ("total", total.into())])
                } }</span>
                <button type="button" class="button" data-testid={cancel.0} onclick={props.on_cancel.clone()}>{ i18n.tr(cancel.1) }</button>
            </div>
        },
    }
}
