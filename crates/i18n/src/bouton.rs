//! Bouton's steps in words. The core gives each step as data
//! ([`nimatron_core::explain::bouton::Step`]); this turns one step into
//! sentences, for the CLI's `explain` and the app's Bouton screen alike.

use nimatron_core::Outcome;
use nimatron_core::explain::bouton::{BoutonExplanation, Candidate, MisereSwitch, Step};
use nimatron_core::games::nim::NimMove;

use crate::{Arg, Localizer};

/// The name of binary column `column` ("the 4s column").
pub fn column_name(loc: &Localizer, column: u32) -> String {
    loc.tr_args("bouton-column", &[("power", power_text(column).into())])
}

/// `2^column` exactly, as text.
pub fn power_text(column: u32) -> String {
    1u128
        .checked_shl(column)
        .map_or_else(String::new, |p| p.to_string())
}

/// "take 2 from heap 1 (3 → 1)"; heaps are numbered from 1 for people.
pub fn move_words(loc: &Localizer, heaps: &[u64], mv: NimMove) -> String {
    let from = heaps.get(mv.heap).copied().unwrap_or(0);
    loc.tr_args(
        "bouton-move-words",
        &[
            ("take", Arg::Num(mv.take)),
            ("heap", (mv.heap + 1).into()),
            ("from", Arg::Num(from)),
            ("to", Arg::Num(from.saturating_sub(mv.take))),
        ],
    )
}

/// Most columns whose counts a sentence lists one by one; a wider position
/// (up to 64 columns) would turn the sentence into a wall of numbers, so it
/// says the rule and leaves the counts to the table.
pub const MAX_LISTED_COLUMNS: usize = 8;

/// "4s: 2, 2s: 1, 1s: 2", highest column first as written in binary.
fn column_counts(loc: &Localizer, ones: &[usize]) -> String {
    let parts: Vec<String> = (0..ones.len())
        .rev()
        .map(|c| {
            loc.tr_args(
                "bouton-column-count",
                &[
                    ("power", power_text(c as u32).into()),
                    ("count", ones[c].into()),
                ],
            )
        })
        .collect();
    parts.join(", ")
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

fn heap_numbers(heaps: &[usize]) -> String {
    list(heaps.iter().map(|h| (h + 1).to_string()))
}

/// The sentences of one step of `e`.
pub fn step_sentences(loc: &Localizer, e: &BoutonExplanation, step: &Step) -> Vec<String> {
    match step {
        Step::Binary { .. } => vec![loc.tr("bouton-binary")],
        Step::PowersOfTwo { powers, left } => {
            let sums = list(e.heaps.iter().map(|&h| {
                let terms: Vec<String> = (0..64)
                    .rev()
                    .filter(|c| h >> c & 1 == 1)
                    .map(power_text)
                    .collect();
                let sum = if terms.is_empty() {
                    "0".to_string()
                } else {
                    terms.join(" + ")
                };
                format!("{h} = {sum}")
            }));
            // No heap: "(nothing left)", not an empty list.
            let sums = match sums.is_empty() {
                true => loc.tr("position-empty"),
                false => sums,
            };
            let cancelled = list(
                powers
                    .iter()
                    .filter(|p| p.heaps.len() >= 2)
                    .map(|p| p.power.to_string()),
            );
            let mut out = vec![loc.tr_args("bouton-powers", &[("sums", sums.into())])];
            if !cancelled.is_empty() {
                out.push(loc.tr_args("bouton-powers-cancel", &[("powers", cancelled.into())]));
            }
            out.push(loc.tr_args("bouton-powers-left", &[("left", Arg::Num(*left))]));
            out
        }
        Step::Columns { ones, odd } => {
            let mut out = vec![if ones.len() > MAX_LISTED_COLUMNS {
                loc.tr_args("bouton-columns-wide", &[("width", ones.len().into())])
            } else {
                loc.tr_args(
                    "bouton-columns",
                    &[("counts", column_counts(loc, ones).into())],
                )
            }];
            out.push(if odd.is_empty() {
                loc.tr("bouton-columns-even")
            } else {
                let names = list(odd.iter().rev().map(|&c| column_name(loc, c)));
                loc.tr_args("bouton-columns-odd", &[("columns", names.into())])
            });
            out
        }
        Step::NimSum { value } => vec![loc.tr_args(
            "bouton-nim-sum",
            &[
                ("value", Arg::Num(*value)),
                (
                    "binary",
                    format!("{value:0w$b}", w = e.width as usize).into(),
                ),
            ],
        )],
        // Rule: with no stone left there is no move to break a column.
        Step::AllColumnsEven { .. } if e.is_over() => {
            vec![loc.tr("bouton-lemma1-over")]
        }
        Step::AllColumnsEven { heaps } => {
            let mut out = vec![loc.tr("bouton-lemma1")];
            for h in heaps {
                let columns = list(h.one_columns.iter().rev().map(|&c| power_text(c)));
                out.push(loc.tr_args(
                    "bouton-lemma1-heap",
                    &[
                        ("heap", (h.heap + 1).into()),
                        ("size", Arg::Num(h.size)),
                        ("count", h.one_columns.len().into()),
                        ("columns", columns.into()),
                    ],
                ));
            }
            out
        }
        Step::LeadingBit { column, heaps } => vec![loc.tr_args(
            "bouton-leading",
            &[
                ("column", column_name(loc, *column).into()),
                ("count", heaps.len().into()),
                ("heaps", heap_numbers(heaps).into()),
            ],
        )],
        Step::Move(c) => vec![candidate(loc, e, c)],
        Step::MisereSwitch(s) => vec![misere_switch(loc, s)],
        Step::MisereEnding { ones } => {
            let id = match ones {
                // No stone left: the game is over, lost by whoever took the
                // last one (not a "forced" line of play).
                0 => "bouton-misere-ending-empty",
                _ if ones % 2 == 1 => "bouton-misere-ending-odd",
                _ => "bouton-misere-ending-even",
            };
            vec![loc.tr_args(id, &[("ones", (*ones).into())])]
        }
        Step::Verdict { outcome, moves } => {
            let mut out = vec![match outcome {
                // Won with no move to make: misère's empty position.
                Outcome::N if moves.is_empty() => loc.tr("bouton-verdict-over"),
                Outcome::N => loc.tr_args("bouton-verdict-n", &[("count", moves.len().into())]),
                // Lost with no move to make: normal play's empty position.
                Outcome::P if e.is_over() => loc.tr("bouton-verdict-over-p"),
                Outcome::P => loc.tr("bouton-verdict-p"),
            }];
            out.extend(
                moves
                    .iter()
                    .map(|&m| format!("  {}", move_words(loc, &e.heaps, m))),
            );
            out
        }
    }
}

fn candidate(loc: &Localizer, e: &BoutonExplanation, c: &Candidate) -> String {
    let mv = NimMove {
        heap: c.heap,
        take: c.remove,
    };
    let mut args = vec![
        ("heap", (c.heap + 1).into()),
        ("from", Arg::Num(c.from)),
        ("sum", Arg::Num(e.nim_sum)),
        ("target", Arg::Num(c.target)),
        ("move", move_words(loc, &e.heaps, mv).into()),
    ];
    if c.column_ones_after.len() > MAX_LISTED_COLUMNS {
        return loc.tr_args("bouton-candidate-wide", &args);
    }
    args.push(("counts", column_counts(loc, &c.column_ones_after).into()));
    loc.tr_args("bouton-candidate", &args)
}

fn misere_switch(loc: &Localizer, s: &MisereSwitch) -> String {
    loc.tr_args(
        "bouton-misere-switch",
        &[
            ("heap", (s.heap + 1).into()),
            ("normal", Arg::Num(s.normal_target)),
            ("normal_ones", s.ones_left_normal.into()),
            ("misere", Arg::Num(s.misere_target)),
            ("misere_ones", s.ones_left_misere.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use nimatron_core::Convention;
    use nimatron_core::explain::bouton::explain;

    fn sentences(heaps: &[u64], lang: Lang) -> Vec<String> {
        sentences_in(heaps, Convention::Normal, lang)
    }

    fn sentences_in(heaps: &[u64], convention: Convention, lang: Lang) -> Vec<String> {
        let loc = Localizer::new(lang);
        let e = explain(heaps, convention).expect("explainable");
        e.steps()
            .iter()
            .flat_map(|s| step_sentences(&loc, &e, s))
            .collect()
    }

    #[test]
    fn narrow_positions_list_every_count() {
        let text = sentences(&[3, 4, 5], Lang::En).join("\n");
        assert!(text.contains("Count the 1s in each column: 4s: 2, 2s: 1, 1s: 2."));
        assert!(text.contains("(4s: 2, 2s: 0, 1s: 2) (Lemma 2)"));
    }

    #[test]
    fn wide_positions_leave_the_counts_to_the_table() {
        for lang in [Lang::En, Lang::Es] {
            let text = sentences(&[u64::MAX, 1 << 40, 7], lang).join("\n");
            assert!(text.contains("64"), "{text}");
            assert!(!text.contains("1s: "), "{text}");
        }
    }

    #[test]
    fn normal_play_with_no_stone_left_is_over_and_lost_with_no_move_to_break_a_column() {
        for heaps in [&[][..], &[0, 0]] {
            for lang in [Lang::En, Lang::Es] {
                let text = sentences_in(heaps, Convention::Normal, lang).join("\n");
                let (no_move, lost, not) = match lang {
                    Lang::En => (
                        "no stone is left: there is no move to make",
                        "the game is over: the player to move has no move and has lost",
                        "Any move breaks a column",
                    ),
                    Lang::Es => (
                        "no queda ninguna piedra: no hay jugada posible",
                        "la partida ha terminado: quien mueve no tiene jugada y ha perdido",
                        "Toda jugada rompe una columna",
                    ),
                };
                assert!(text.contains(no_move) && text.contains(lost), "{text}");
                assert!(!text.contains(not) && !text.contains(": ."), "{text}");
            }
        }
    }

    #[test]
    fn misere_with_no_stone_left_is_over_and_won_by_the_player_to_move() {
        for lang in [Lang::En, Lang::Es] {
            let text = sentences_in(&[0, 0], Convention::Misere, lang).join("\n");
            let (ended, over) = match lang {
                Lang::En => (
                    "no stone is left",
                    "the game is over, and the player to move has won",
                ),
                Lang::Es => (
                    "no queda ninguna piedra",
                    "la partida ha terminado, y quien mueve ha ganado",
                ),
            };
            assert!(text.contains(ended) && text.contains(over), "{text}");
            // Not a forced line of play, nor a count of no winning moves.
            for none in ["0 heaps", "0 winning", "0 montones", "0 jugadas"] {
                assert!(!text.contains(none), "{text}");
            }
        }
        // One stone left is still a forced ending.
        let text = sentences_in(&[0, 1], Convention::Misere, Lang::En).join("\n");
        assert!(text.contains("the moves are forced"), "{text}");
    }
}
