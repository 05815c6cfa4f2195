//! The "why" walk in words (issue 32). The core gives each step as data
//! ([`nimatron_core::explain::why::WhyStep`]); this turns one step into
//! sentences, for the CLI's `explain` and the app's `#/why` screen alike.
//! Bouton's own steps (columns, nim-sum) keep Bouton's words
//! ([`crate::bouton`]); the steps about parts have their own (`why-*`).

use nimatron_core::explain::bouton::Step;
use nimatron_core::explain::why::{
    Make, MiserePlay, MisereWords, PartAfter, PartWhy, Why, WhyStep,
};
use nimatron_core::parts::ValueFrom;

use crate::bouton::{column_name, step_sentences};
use crate::values::position_text;
use crate::{Arg, Localizer, game_words};

fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// "part 2 (7)": parts are numbered from 1 for people.
pub fn part_name(loc: &Localizer, w: &Why, index: usize) -> String {
    part_words(loc, w, index, "why-part")
}

/// "Part 2 (7)", at the start of a sentence.
fn part_start(loc: &Localizer, w: &Why, index: usize) -> String {
    part_words(loc, w, index, "why-part-start")
}

/// The message `id` naming part `index` of `w`.
fn part_words(loc: &Localizer, w: &Why, index: usize, id: &str) -> String {
    let position = w
        .parts
        .get(index)
        .map(|p| position_text(loc, &p.position))
        .unwrap_or_default();
    loc.tr_args(
        id,
        &[("n", (index + 1).into()), ("position", position.into())],
    )
}

/// "1 ⊕ 3 = 2", or the one value when there is one term.
fn xor_text(values: &[u64]) -> String {
    let total = values.iter().fold(0, |x, v| x ^ v);
    match values {
        [] => "0".into(),
        [one] => one.to_string(),
        _ => {
            let terms: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("{} = {total}", terms.join(" ⊕ "))
        }
    }
}

/// What one option of a part is worth: "1,3 (1 ⊕ 3 = 2)", "4 (4)",
/// "(nothing left) (0)".
pub fn option_text(loc: &Localizer, o: &PartAfter) -> String {
    let values: Vec<u64> = o.pieces.iter().map(|p| p.grundy).collect();
    let worth = match values.len() {
        0 | 1 => o.grundy.to_string(),
        _ => xor_text(&values),
    };
    format!("{} ({worth})", position_text(loc, &o.position))
}

/// Where a part's value comes from, in one sentence (and the worked mex
/// of a small part after it).
fn value_sentences(
    loc: &Localizer,
    w: &Why,
    (index, part): (usize, &PartWhy),
    make: Make,
) -> Vec<String> {
    let name = part_start(loc, w, index);
    let value = Arg::Num(part.grundy);
    let title = title(loc, &part.game, make);
    let mut out = vec![match part.from {
        ValueFrom::Rule => loc.tr_args(
            "why-value-rule",
            &[
                ("part", name.into()),
                ("value", value),
                ("game", title.into()),
            ],
        ),
        ValueFrom::Sequence { heap } => loc.tr_args(
            "why-value-sequence",
            &[
                ("part", name.into()),
                ("value", value),
                ("game", title.into()),
                ("heap", Arg::Num(heap)),
            ],
        ),
        ValueFrom::Component if part.inner.len() > 1 => {
            let values: Vec<u64> = part.inner.iter().map(|v| v.grundy).collect();
            loc.tr_args(
                "why-value-component-parts",
                &[
                    ("part", name.into()),
                    ("value", value),
                    ("game", title.into()),
                    ("xor", xor_text(&values).into()),
                ],
            )
        }
        ValueFrom::Component => loc.tr_args(
            "why-value-component",
            &[
                ("part", name.into()),
                ("value", value),
                ("game", title.into()),
            ],
        ),
    }];
    match &part.options {
        Some(options) if options.is_empty() => out.push(loc.tr("why-options-none")),
        Some(options) => out.push(loc.tr_args(
            "why-options",
            &[
                (
                    "options",
                    list(options.iter().map(|o| option_text(loc, o))).into(),
                ),
                ("value", Arg::Num(part.grundy)),
            ],
        )),
        None => {}
    }
    out
}

/// The title of the game `spec` (made by `make`) in its own numbers
/// ("Take 1 to 3", `game-NAME-own-title`), else its plain title, else its
/// text.
fn title(loc: &Localizer, spec: &str, make: Make) -> String {
    let Ok(game) = make(spec) else {
        return spec.to_string();
    };
    game_words(loc, &*game, "own-title")
        .or_else(|| game_words(loc, &*game, "title"))
        .unwrap_or_else(|| spec.to_string())
}

/// The sentences of one step of `w`. The games of its parts are made by
/// `make` for their titles: the core's `registry::game` (the command
/// line), or the page's own maker among the games its build makes.
pub fn why_sentences(loc: &Localizer, w: &Why, step: &WhyStep, make: Make) -> Vec<String> {
    match step {
        WhyStep::Parts => {
            let names = list((0..w.parts.len()).map(|i| part_name(loc, w, i)));
            // Misère through the quotient: the parts, without Sprague–Grundy's
            // claim that the nim-sum is the position's worth.
            let id = match w.misere {
                Some(_) => "why-parts-misere",
                None => "why-parts",
            };
            vec![loc.tr_args(
                id,
                &[("count", w.parts.len().into()), ("parts", names.into())],
            )]
        }
        WhyStep::Value { index } => match w.parts.get(*index) {
            Some(part) => value_sentences(loc, w, (*index, part), make),
            None => Vec::new(),
        },
        WhyStep::Bouton(Step::Binary { .. }) => vec![loc.tr("why-binary")],
        WhyStep::Bouton(Step::LeadingBit { column, heaps }) => {
            let parts = list(heaps.iter().map(|i| (i + 1).to_string()));
            vec![loc.tr_args(
                "why-leading",
                &[
                    ("column", column_name(loc, *column).into()),
                    ("count", heaps.len().into()),
                    ("parts", parts.into()),
                ],
            )]
        }
        // Columns and the nim-sum read as in Bouton's walk.
        WhyStep::Bouton(step) => step_sentences(loc, &w.bouton, step),
        WhyStep::Target => match &w.target {
            Some(t) => vec![loc.tr_args(
                "why-target",
                &[
                    ("part", part_name(loc, w, t.part).into()),
                    ("from", Arg::Num(t.from)),
                    ("sum", Arg::Num(w.nim_sum())),
                    ("value", Arg::Num(t.value)),
                ],
            )],
            None => Vec::new(),
        },
        WhyStep::Move => match &w.target {
            Some(t) => {
                let values: Vec<u64> = t.to.pieces.iter().map(|p| p.grundy).collect();
                let pieces = list(t.to.pieces.iter().map(|p| position_text(loc, &p.position)));
                // Rule: a row or heap that becomes two shows its pieces; a
                // sum's component stays one part, whatever its game's own.
                let split = w.parts.get(t.part).map(|p| p.from) != Some(ValueFrom::Component);
                let id = match t.to.pieces.len() {
                    2.. if split => "why-move-split",
                    _ => "why-move",
                };
                vec![loc.tr_args(
                    id,
                    &[
                        ("part", part_name(loc, w, t.part).into()),
                        ("to", position_text(loc, &t.to.position).into()),
                        ("value", Arg::Num(t.value)),
                        ("pieces", pieces.into()),
                        ("xor", xor_text(&values).into()),
                    ],
                )]
            }
            None => Vec::new(),
        },
        WhyStep::Result => match &w.target {
            Some(t) => vec![loc.tr_args(
                "why-result",
                &[("position", position_text(loc, &t.result).into())],
            )],
            None => Vec::new(),
        },
        WhyStep::EveryMoveLoses => {
            let mut out = vec![loc.tr("why-every-move-loses")];
            for (i, part) in w.parts.iter().enumerate() {
                let Some(options) = part.options.as_ref().filter(|o| !o.is_empty()) else {
                    continue;
                };
                let mut values: Vec<u64> = options.iter().map(|o| o.grundy).collect();
                values.sort_unstable();
                values.dedup();
                let reached = list(values.iter().map(u64::to_string));
                out.push(loc.tr_args(
                    "why-every-move-loses-part",
                    &[
                        ("part", part_start(loc, w, i).into()),
                        ("value", Arg::Num(part.grundy)),
                        ("values", reached.into()),
                    ],
                ));
            }
            out
        }
        WhyStep::Over => vec![loc.tr("why-over")],
        WhyStep::Misere(MiserePlay::NoTheorem) => vec![loc.tr("why-misere")],
        WhyStep::Misere(play) => match &w.misere {
            Some(m) => misere_sentences(loc, w, m, *play),
            None => Vec::new(),
        },
    }
}

/// The misère quotient's steps: each part's word, the product and P or N,
/// the move.
fn misere_sentences(loc: &Localizer, w: &Why, m: &MisereWords, play: MiserePlay) -> Vec<String> {
    let words = || "{ ".to_string() + &m.p_portion.join(", ") + " }";
    match play {
        MiserePlay::Words => {
            let parts = list(
                m.words
                    .iter()
                    .enumerate()
                    .map(|(i, word)| format!("{} → {word}", part_name(loc, w, i))),
            );
            let reach = if m.solved {
                loc.tr("why-misere-solved")
            } else {
                loc.tr_args("why-misere-upto", &[("upto", Arg::Num(m.upto))])
            };
            vec![
                loc.tr_args("why-misere-quotient", &[("reach", reach.into())]),
                loc.tr_args("why-misere-words", &[("parts", parts.into())]),
            ]
        }
        MiserePlay::Product => vec![loc.tr_args(
            if m.p {
                "why-misere-product-p"
            } else {
                "why-misere-product-n"
            },
            &[
                ("word", m.word.as_str().into()),
                ("portion", words().into()),
            ],
        )],
        MiserePlay::Move => match (&m.result, &m.result_word) {
            (Some(result), Some(word)) => vec![loc.tr_args(
                "why-misere-move",
                &[
                    ("position", position_text(loc, result).into()),
                    ("word", word.as_str().into()),
                ],
            )],
            _ => Vec::new(),
        },
        MiserePlay::NoTheorem => vec![loc.tr("why-misere")],
    }
}
