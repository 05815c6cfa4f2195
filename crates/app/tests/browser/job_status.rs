//! In-browser component tests of the long computation's card
//! (`components/job_status.rs`, shared by the sequence and misère
//! screens): the screen's own hooks, its words with the numbers of the
//! last report, no numbers before the first one (the total is not known
//! yet), and the cancelled card with its button.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- job_status::`.

use nimatron_app::components::{JobHooks, JobStatus, JobStep};
use nimatron_i18n::Lang;
use wasm_bindgen_test::wasm_bindgen_test;
use yew::prelude::*;

use crate::support::{mount, one};

const HOOKS: JobHooks = JobHooks {
    progress: ("misere-progress", "misere-progress"),
    cancel: ("misere-cancel", "misere-cancel"),
    cancelled: ("misere-cancelled", "misere-cancelled"),
    again: ("misere-again", "misere-again"),
};

fn card(step: JobStep) -> Html {
    html! { <JobStatus {step} hooks={HOOKS} on_cancel={Callback::noop()} on_again={Callback::noop()} /> }
}

#[wasm_bindgen_test]
async fn a_report_shows_its_numbers_in_both_languages() {
    let root = mount(Lang::En, card(JobStep::Running { done: 7, total: 40 })).await;
    let bar = one(&root, "[data-testid=misere-progress]");
    assert_eq!(bar.get_attribute("value").as_deref(), Some("7"));
    assert_eq!(bar.get_attribute("max").as_deref(), Some("40"));
    let words = root.text_content().unwrap_or_default();
    assert!(words.contains("heap 7 of 40"), "{words}");
    assert!(words.contains("Cancel"), "{words}");
    let root = mount(Lang::Es, card(JobStep::Running { done: 7, total: 40 })).await;
    let words = root.text_content().unwrap_or_default();
    assert!(words.contains("montón 7 de 40"), "{words}");
}

#[wasm_bindgen_test]
async fn before_the_first_report_no_numbers_are_shown() {
    let root = mount(Lang::En, card(JobStep::Running { done: 0, total: 1 })).await;
    let words = root.text_content().unwrap_or_default();
    assert!(words.contains("Starting the computation"), "{words}");
    assert!(!words.contains("of 1"), "{words}");
    let root = mount(Lang::Es, card(JobStep::Running { done: 0, total: 1 })).await;
    let words = root.text_content().unwrap_or_default();
    assert!(words.contains("Empezando el cálculo"), "{words}");
}

#[wasm_bindgen_test]
async fn the_cancelled_card_offers_to_compute_again() {
    let root = mount(Lang::En, card(JobStep::Cancelled)).await;
    one(&root, "[data-testid=misere-cancelled]");
    let again = one(&root, "[data-testid=misere-again]");
    assert_eq!(again.text_content().unwrap_or_default(), "Compute again");
}
