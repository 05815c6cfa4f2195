//! In-browser component tests of the Bouton screen: every step of the
//! seeds' presets, walked with the same `data-testid` hooks as the
//! end-to-end tests, and checked against the core's steps worded by
//! `nimatron_i18n::bouton` (the sentences the CLI prints).
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- bouton::`.
//! Yew renders asynchronously: every check after an event awaits [`settle`].

use std::rc::Rc;

use nimatron_app::screens::bouton::walk::walk_steps;
use nimatron_app::screens::bouton::walkthrough::WALK;
use nimatron_core::Convention;
use nimatron_core::explain::bouton::{Step, explain};
use nimatron_i18n::bouton::step_sentences;
use nimatron_i18n::{Lang, Localizer};
use wasm_bindgen_test::*;
use web_sys::Element;

mod helpers;

use helpers::*;

/// Walks every step of `heaps` from the first, checking that each shows
/// the core's step in words (every sentence, as the CLI prints it), a real
/// table where the step has one, and the right kind of picture. Returns the
/// step texts.
async fn walk_all(lang: Lang, heaps: &[u64], convention: Convention) -> Vec<String> {
    let misere = if convention == Convention::Misere {
        "&misere"
    } else {
        ""
    };
    let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let root = screen(lang, &format!("#/bouton?heaps={}{misere}", list.join(","))).await;
    let loc = Localizer::new(lang);
    let e = explain(heaps, convention).expect("explainable");
    let steps = walk_steps(&e);
    let mut texts = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let shown = step_text(&root);
        for sentence in step_sentences(&loc, &e, step) {
            assert!(
                shown.contains(sentence.trim()),
                "step {} of {heaps:?}: {sentence:?} missing from {shown:?}",
                i + 1
            );
        }
        assert!(shown.contains(&format!("{}", i + 1)), "{shown}");
        let region = one(&root, "[data-testid=bouton-step]");
        assert_eq!(region.get_attribute("aria-live").as_deref(), Some("polite"));
        check_picture(&region, step, &e.heaps);
        let at_end = i + 1 == steps.len();
        let next_button = one(&root, "[data-testid=bouton-next]");
        assert_eq!(
            next_button.get_attribute("aria-disabled").is_some(),
            at_end,
            "step {}",
            i + 1
        );
        texts.push(shown);
        if !at_end {
            next(&root).await;
        }
    }
    // Next on the last step stays there.
    next(&root).await;
    assert_eq!(step_text(&root), *texts.last().expect("steps"));
    texts
}

/// The picture of a step: tables with captions and header scopes, odd
/// columns marked where counted, the leading column where it is named.
fn check_picture(region: &Element, step: &Step, heaps: &[u64]) {
    let tables = all(region, "table");
    for t in &tables {
        assert!(t.query_selector("caption").ok().flatten().is_some());
        assert!(!all(t, "th[scope=col]").is_empty());
    }
    match step {
        Step::Binary { width, .. } => {
            assert_eq!(tables.len(), 1);
            assert_eq!(all(&tables[0], "tbody tr").len(), heaps.len());
            assert_eq!(all(&tables[0], "tbody th[scope=row]").len(), heaps.len());
            assert_eq!(all(&tables[0], "thead th.bit-head").len(), *width as usize);
        }
        Step::Columns { odd, .. } => {
            assert_eq!(all(&tables[0], "thead th.is-odd").len(), odd.len());
            assert_eq!(all(&tables[0], ".count-row .count-odd").len(), odd.len());
            let paired = region.query_selector(".is-paired").ok().flatten().is_some();
            assert_eq!(paired, odd.is_empty());
        }
        Step::NimSum { value } => {
            let sum_row = one(&tables[0], ".sum-row");
            assert!(
                sum_row
                    .text_content()
                    .unwrap_or_default()
                    .contains(&value.to_string())
            );
        }
        Step::AllColumnsEven { .. } => {
            assert!(all(&tables[0], ".is-odd").is_empty());
            assert!(region.query_selector(".is-paired").ok().flatten().is_some());
        }
        Step::LeadingBit { heaps: with, .. } => {
            assert_eq!(all(&tables[0], "thead th.is-leading").len(), 1);
            assert_eq!(all(&tables[0], "tbody tr.is-marked").len(), with.len());
        }
        Step::Move(c) => {
            // The ⊕ table, then the table after the move: no odd column.
            assert_eq!(tables.len(), 2);
            let after = &tables[1];
            assert!(all(after, ".is-odd").is_empty());
            assert_eq!(
                text(after, "tbody tr.is-marked td.num"),
                c.target.to_string()
            );
        }
        Step::MisereSwitch(_) => assert_eq!(all(&tables[0], "tbody tr").len(), 2),
        Step::Verdict { .. } | Step::MisereEnding { .. } | Step::PowersOfTwo { .. } => {}
    }
}

#[wasm_bindgen_test]
async fn wikipedia_3_4_5_every_step() {
    let texts = walk_all(Lang::En, &[3, 4, 5], Convention::Normal).await;
    assert_eq!(texts.len(), 6);
    assert!(texts[2].contains("The nim-sum is 2 (binary 010)"));
    assert!(texts[3].contains("Its leftmost 1 is in the 2s column"));
    assert!(
        texts[4].contains("take 2 from heap 1 (3 → 1)"),
        "{}",
        texts[4]
    );
    assert!(texts[5].contains("N-position"));
}

#[wasm_bindgen_test]
async fn blog_3_5_9_6_9_is_perfectly_paired() {
    let texts = walk_all(Lang::En, &[3, 5, 9, 6, 9], Convention::Normal).await;
    assert_eq!(texts.len(), 5);
    assert!(texts[1].contains("perfectly paired"));
    assert!(texts[3].contains("Lemma 1"));
    assert!(texts[4].contains("P-position"));
    assert!(!texts[4].contains("N-position"));
}

#[wasm_bindgen_test]
async fn blog_7_9_mirror() {
    let texts = walk_all(Lang::En, &[7, 9], Convention::Normal).await;
    assert!(
        texts
            .iter()
            .any(|t| t.contains("take 2 from heap 2 (9 → 7)"))
    );
}

#[wasm_bindgen_test]
async fn misere_3_4_5_walk_through_every_position() {
    // The Wikipedia seed's game, as the walkthrough lists it.
    for heaps in WALK {
        let texts = walk_all(Lang::En, heaps, Convention::Misere).await;
        let switch = texts.iter().any(|t| t.contains("Misère switch"));
        assert_eq!(switch, *heaps == [0, 2, 1], "{heaps:?}");
    }
}

#[wasm_bindgen_test]
async fn spanish_steps() {
    let texts = walk_all(Lang::Es, &[3, 4, 5], Convention::Normal).await;
    assert!(texts[4].contains("quita 2 del montón 1 (3 → 1)"));
    assert!(texts[0].contains("Paso 1 de 6"));
    walk_all(Lang::Es, &[0, 2, 1], Convention::Misere).await;
}

#[wasm_bindgen_test]
async fn presets_prev_keys_and_the_walkthrough() {
    let root = screen(Lang::En, "#/bouton").await;
    assert_eq!(text(&root, "[data-testid=nim-sum]"), "2");
    let presets = all(&root, "[data-testid=bouton-preset]");
    assert_eq!(presets.len(), 4);
    click(&presets[1]);
    settle().await;
    assert_eq!(text(&root, "[data-testid=nim-sum]"), "0");
    assert!(step_text(&root).contains("Step 1 of 5"));
    // Keys: → twice, ← once.
    let step = one(&root, "[data-testid=bouton-step]");
    press(&step, "ArrowRight");
    press(&step, "ArrowRight");
    settle().await;
    assert!(step_text(&root).contains("Step 3 of 5"));
    press(&step, "ArrowLeft");
    settle().await;
    assert!(step_text(&root).contains("Step 2 of 5"));
    click(&one(&root, "[data-testid=bouton-prev]"));
    settle().await;
    assert!(step_text(&root).contains("Step 1 of 5"));
    let prev = one(&root, "[data-testid=bouton-prev]");
    assert_eq!(prev.get_attribute("aria-disabled").as_deref(), Some("true"));
    // The misère preset shows the walk-through; its 0, 2, 1 row switches.
    assert!(all(&root, ".bouton-walk").is_empty());
    click(&presets[3]);
    settle().await;
    let picks = all(&root, ".bouton-walk-pick");
    assert_eq!(picks.len(), 8);
    click(&picks[6]);
    settle().await;
    assert_eq!(text(&root, "[data-testid=nim-sum]"), "3");
    for _ in 0..5 {
        next(&root).await;
    }
    assert!(
        step_text(&root).contains("Misère switch"),
        "{}",
        step_text(&root)
    );
}

#[wasm_bindgen_test]
async fn autoplay_walks_by_itself_and_space_pauses() {
    let root = screen(Lang::En, "#/bouton?heaps=3,4,5").await;
    click(&one(&root, "[data-testid=bouton-play]"));
    settle().await;
    wait_until("the walk's next step", || {
        step_text(&root).contains("Step 2 of 6")
    })
    .await;
    assert!(
        step_text(&root).contains("Step 2 of 6"),
        "{}",
        step_text(&root)
    );
    press(&one(&root, "[data-testid=bouton-step]"), " ");
    settle().await;
    let play = one(&root, "[data-testid=bouton-play]");
    assert_eq!(play.get_attribute("aria-pressed").as_deref(), Some("false"));
}

#[wasm_bindgen_test]
async fn the_powers_of_two_view() {
    let root = screen(Lang::En, "#/bouton?heaps=3,4,5").await;
    let views = all(&root, ".bouton-view");
    click(&views[1]);
    settle().await;
    let view = text(&root, ".bouton-powers");
    assert!(view.contains("3 = 2 + 1, 4 = 4, 5 = 4 + 1"), "{view}");
    assert!(view.contains("Equal powers cancel in pairs: 1, 4."));
    // 1 and 4 are struck out in pairs; the 2 is left.
    assert_eq!(all(&root, ".bouton-powers tbody .is-cancelled").len(), 4);
    assert_eq!(all(&root, ".bouton-powers tbody .is-left").len(), 1);
    assert!(all(&root, "[data-testid=bouton-step]").is_empty());
    click(&views[0]);
    settle().await;
    assert!(step_text(&root).contains("Step 1 of 6"));
}

#[wasm_bindgen_test]
async fn bad_urls_explain_and_show_the_default() {
    for (hash, words) in [
        ("#/bouton?heaps=abc", "abc"),
        (
            "#/bouton?heaps=18446744073709551616",
            "18446744073709551616",
        ),
        ("#/bouton?heaps=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", "17"),
        ("#/bouton?heaps=", "heap"),
    ] {
        let root = screen(Lang::En, hash).await;
        let error = text(&root, "[data-testid=error]");
        assert!(error.contains(words), "{hash}: {error}");
        assert!(error.contains("3, 4, 5"), "{hash}: {error}");
        assert_eq!(text(&root, "[data-testid=nim-sum]"), "2");
        next(&root).await;
        assert!(step_text(&root).contains("Step 2 of 6"));
    }
    let root = screen(Lang::Es, "#/bouton?heaps=x").await;
    assert!(text(&root, "[data-testid=error]").contains("número"));
}

#[wasm_bindgen_test]
async fn sixteen_u64_heaps_stay_readable() {
    let mut heaps = vec![u64::MAX, 1 << 63, 12_345_678_901_234_567_890];
    heaps.extend(1..=13);
    let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let root = screen(Lang::En, &format!("#/bouton?heaps={}", list.join(","))).await;
    let table = one(&root, "[data-testid=bouton-step] table");
    assert_eq!(all(&table, "thead th.bit-head").len(), 64);
    assert_eq!(all(&table, "tbody tr").len(), 16);
    let first = text(&table, "thead th.bit-head");
    assert!(first.starts_with("263"), "{first}");
    assert!(text(&table, "tbody td.num").contains("18446744073709551615"));
    // The table scrolls inside its region; the page does not widen.
    let scroll = one(&root, "[data-testid=bouton-step] .bouton-scroll");
    assert_eq!(scroll.get_attribute("role").as_deref(), Some("region"));
    let walked = walk_all(Lang::En, &heaps, Convention::Normal).await;
    assert!(walked.last().is_some_and(|t| t.contains("N-position")));
}

#[wasm_bindgen_test]
async fn the_panel_follows_a_game_on_the_same_kind_of_step() {
    let root = new_root();
    let mut handle = yew::Renderer::<PanelRoot>::with_root_and_props(
        root.clone(),
        PanelRootProps {
            heaps: Rc::new(vec![3, 4, 5]),
        },
    )
    .render();
    settle().await;
    next(&root).await;
    next(&root).await;
    assert!(step_text(&root).contains("The nim-sum is 2"));
    handle.update(PanelRootProps {
        heaps: Rc::new(vec![1, 4, 5]),
    });
    settle().await;
    settle().await;
    let shown = step_text(&root);
    assert!(
        shown.contains("The nim-sum is 0") && shown.contains("Step 3 of 5"),
        "{shown}"
    );
    // Keys work while focus is inside the panel.
    press(&one(&root, "[data-testid=bouton-step]"), "ArrowRight");
    settle().await;
    assert!(step_text(&root).contains("Step 4 of 5"));
    handle.update(PanelRootProps {
        heaps: Rc::new(vec![1; 17]),
    });
    settle().await;
    assert!(
        root.text_content()
            .unwrap_or_default()
            .contains("at most 16 heaps")
    );
}
