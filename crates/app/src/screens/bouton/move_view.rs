//! Lemma 2 on one heap, made visible: `x`, `s` and `x ⊕ s` stacked in
//! binary (the leading column of `s` marked, where `x` drops from 1 to 0),
//! the stones to remove, and the whole table after the move with every
//! column even.

use std::rc::Rc;

use nimatron_core::explain::bouton::{BoutonExplanation, Candidate};
use nimatron_core::games::nim::NimMove;
use nimatron_i18n::Arg;
use nimatron_i18n::bouton::move_words;
use yew::prelude::*;

use crate::components::bits_grid::{BitsGrid, GridMarks};
use crate::i18n::use_i18n;

/// Props of [`MoveView`].
#[derive(Debug, Properties, PartialEq)]
pub struct MoveViewProps {
    /// The explanation (heaps, nim-sum, width, leading bit).
    pub explanation: Rc<BoutonExplanation>,
    /// The winning move shown.
    pub candidate: Candidate,
}

/// The ⊕ computation and the table after one winning move.
#[component]
pub fn MoveView(props: &MoveViewProps) -> Html {
    let i18n = use_i18n();
    let e = &props.explanation;
    let c = &props.candidate;
    let xor = Rc::new(vec![c.from, e.nim_sum, c.target]);
    let mut after = e.heaps.clone();
    if let Some(h) = after.get_mut(c.heap) {
        *h = c.target;
    }
    let mv = move_words(
        &i18n,
        &e.heaps,
        NimMove {
            heap: c.heap,
            take: c.remove,
        },
    );
    let xor_caption = i18n.tr_args(
        "bouton-xor-caption",
        &[
            ("heap", (c.heap + 1).into()),
            ("from", Arg::Num(c.from)),
            ("sum", Arg::Num(e.nim_sum)),
        ],
    );
    html! {
        <>
            <div class="bouton-xor">
                <BitsGrid
                    heaps={xor}
                    width={e.width}
                    caption={AttrValue::from(xor_caption)}
                    marks={GridMarks { leading: e.leading_bit, rows: vec![2], ..GridMarks::default() }}
                    labels={vec![
                        AttrValue::from(i18n.tr("bouton-xor-heap")),
                        AttrValue::from(i18n.tr("bouton-xor-sum")),
                        AttrValue::from(i18n.tr("bouton-xor-target")),
                    ]}
                />
            </div>
            <p class="bouton-remove">
                { i18n.tr_args("bouton-xor-remove", &[
                    ("from", Arg::Num(c.from)),
                    ("target", Arg::Num(c.target)),
                    ("take", Arg::Num(c.remove)),
                ]) }
            </p>
            <BitsGrid
                heaps={Rc::new(after)}
                width={e.width}
                caption={AttrValue::from(i18n.tr_args("bouton-caption-after", &[("move", mv.into())]))}
                marks={GridMarks { counts: true, odd: true, nim_sum: Some(0), rows: vec![c.heap], ..GridMarks::default() }}
            />
        </>
    }
}
