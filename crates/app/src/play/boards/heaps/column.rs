//! One heap: a column of stones drawn in SVG to the board's one scale, its
//! exact size and name under it, and for a big heap a "take how many"
//! field.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, SvgElement};
use yew::prelude::*;

use super::big_take::BigTake;
use super::geometry::{self, BASE, COLUMN_WIDTH, SLOT};
use crate::decimal::{fixed, trimmed};
use crate::i18n::use_i18n;

/// The last move's mark on a heap: a fading badge.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Took {
    /// Stones it took from this heap.
    pub take: u64,
    /// Moves played so far (restarts the badge's animation on each move).
    pub ply: usize,
    /// The computer made it.
    pub by_computer: bool,
}

/// Props of [`HeapColumn`]: only what concerns its heap, so a move redraws
/// the columns it changed and no other.
#[derive(Debug, Properties, PartialEq)]
pub struct HeapColumnProps {
    /// 0-based position of the heap.
    pub index: usize,
    /// Stones in the heap.
    pub size: u64,
    /// Rows a column holds at most ([`geometry::cap`]).
    pub cap: u64,
    /// Height of one stone slot, in `em` (the same for the whole board, so
    /// heaps are drawn to one scale).
    pub slot_em: f64,
    /// Takes `(heap, stones)`, by a click, a key or the typed amount.
    pub on_take: Callback<(usize, u64)>,
    /// Prefix of the element ids.
    pub prefix: AttrValue,
    /// No moves now.
    pub disabled: bool,
    /// The last move took from this heap.
    pub took: Option<Took>,
    /// Stones the hint takes from this heap: they are outlined.
    pub hinted: Option<u64>,
}

/// A heap (`data-testid="heap"`, `data-size`, `data-heap`) whose stones
/// (`data-testid="stone"`, `data-take`) take themselves and every stone
/// above them: by click, or by Enter/Space when focused.
///
/// After a take by keyboard, focus moves to the stone now at the same
/// depth (or the new bottom one, or the empty heap), so a keyboard user is
/// never dropped back at the top of the page. Arrow keys move the focus:
/// ← → to the neighbouring heap, ↑ ↓ to take one stone fewer or more
/// (choose heap, choose count, confirm with Enter).
#[component]
pub fn HeapColumn(props: &HeapColumnProps) -> Html {
    let i18n = use_i18n();
    let svg_ref = use_node_ref();
    let refocus: Rc<RefCell<Option<u64>>> = use_mut_ref(|| None);
    {
        let svg_ref = svg_ref.clone();
        let refocus = refocus.clone();
        use_effect_with(props.size, move |&size| {
            let Some(take) = refocus.borrow_mut().take() else {
                return;
            };
            let Some(svg) = svg_ref.cast::<Element>() else {
                return;
            };
            let depth = take.min(size);
            let stone = (depth > 0)
                .then(|| {
                    svg.query_selector(&format!("[data-take=\"{depth}\"]"))
                        .ok()
                        .flatten()
                })
                .flatten();
            let target = stone.unwrap_or(svg);
            if let Some(el) = target.dyn_ref::<SvgElement>() {
                let _ = el.focus();
            }
        });
    }
    let (takes, hidden) = geometry::takes(props.size, props.cap);
    let capped = hidden > 0;
    let rows = (takes.len() as u64 + u64::from(capped)) as f64;
    let height = rows * SLOT + BASE;
    let number = props.index + 1;
    let name = i18n.tr_args("heap-n", &[("n", number.into())]);
    let label = i18n.tr_args(
        "play-heap-label",
        &[("heap", number.into()), ("size", props.size.into())],
    );
    let width_em = COLUMN_WIDTH / SLOT * props.slot_em;
    let height_em = height / SLOT * props.slot_em;

    // Top first; a big heap's bottom stone sits under the gap.
    let stones = takes.iter().enumerate().map(|(row, &take)| {
        let last = capped && row + 1 == takes.len();
        let gap = last.then(|| {
            let y = row as f64 * SLOT + SLOT / 2.0;
            let title = i18n.tr_args("play-heap-hidden", &[("hidden", hidden.into())]);
            html! {
                <g class="stone-gap" key="gap" aria-hidden="true">
                    <title>{ title }</title>
                    <rect class="gap-hit" x="0" y={fmt(y - SLOT / 2.0)} width={fmt(COLUMN_WIDTH)} height={fmt(SLOT)} />
                    { for [-12.0, 0.0, 12.0].into_iter().map(|dy| html! {
                        <circle cx={fmt(COLUMN_WIDTH / 2.0)} cy={fmt(y + dy)} r="3.5" />
                    }) }
                </g>
            }
        });
        let stone = stone(&i18n, props, &refocus, take, row as u64 + u64::from(last));
        html! { <>{ for gap }{ stone }</> }
    });

    let took = props.took;
    html! {
        <li
            class={classes!("heap", took.is_some().then_some("just-moved"), took.is_some_and(|t| t.by_computer).then_some("by-computer"))}
            data-testid="heap"
            data-heap={props.index.to_string()}
            data-size={props.size.to_string()}
        >
            // Out of the flow (the heaps line up on their stones), the
            // badge rises from above the top stone: never over the heap's
            // count below (an emptied heap's badge sat on its "0").
            if let Some(t) = took {
                <span class="took-badge" key={t.ply} aria-hidden="true">
                    { i18n.tr_args("play-took-badge", &[("take", t.take.into())]) }
                </span>
            }
            <svg
                ref={svg_ref}
                class="heap-stones"
                tabindex="-1"
                viewBox={format!("0 0 {} {}", fmt(COLUMN_WIDTH), fmt(height))}
                width={format!("{}em", fixed(width_em, 3))}
                height={format!("{}em", fixed(height_em, 3))}
                role="group"
                aria-label={label}
            >
                { for stones }
                <rect class="heap-base" x="2" y={fmt(rows * SLOT + 4.0)} width={fmt(COLUMN_WIDTH - 4.0)} height="6" rx="3" />
            </svg>
            <span class="heap-size" aria-hidden="true">{ props.size.to_string() }</span>
            <span class="heap-name" aria-hidden="true">{ name }</span>
            if capped {
                <BigTake heap={props.index} size={props.size} on_take={props.on_take.clone()}
                    prefix={props.prefix.clone()} disabled={props.disabled} />
            }
        </li>
    }
}

/// One clickable, focusable stone (`aria-disabled` while no move may be
/// made: it keeps the focus, and a click or key does nothing).
fn stone(
    i18n: &nimatron_i18n::Localizer,
    props: &HeapColumnProps,
    refocus: &Rc<RefCell<Option<u64>>>,
    take: u64,
    row: u64,
) -> Html {
    let (heap, disabled) = (props.index, props.disabled);
    let label = i18n.tr_args(
        "play-stone-take",
        &[("take", take.into()), ("heap", (heap + 1).into())],
    );
    let onclick = {
        let on_take = props.on_take.clone();
        Callback::from(move |_: MouseEvent| {
            if !disabled {
                on_take.emit((heap, take));
            }
        })
    };
    let onkeydown = {
        let on_take = props.on_take.clone();
        let refocus = refocus.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if matches!(key.as_str(), "Enter" | " " | "Spacebar") {
                e.prevent_default();
                if !disabled {
                    *refocus.borrow_mut() = Some(take);
                    on_take.emit((heap, take));
                }
            } else if let Some(target) = arrow_target(&e, &key, take) {
                e.prevent_default();
                if let Some(el) = target.dyn_ref::<SvgElement>() {
                    let _ = el.focus();
                }
            }
        })
    };
    let y = row as f64 * SLOT;
    // One element per stone (its body is the button): a board of 64 heaps
    // has about 900 stones, and each element more per stone is 900 more
    // for the browser to restyle on a move.
    html! {
        <rect
            class={classes!("stone", props.hinted.is_some_and(|h| take <= h).then_some("is-hinted"))}
            key={take.to_string()}
            data-testid="stone"
            data-take={take.to_string()}
            tabindex="0"
            role="button"
            aria-disabled={disabled.then_some("true")}
            aria-label={label}
            x="5" y={fmt(y + 4.0)} width={fmt(COLUMN_WIDTH - 10.0)} height={fmt(SLOT - 8.0)} rx="16"
            {onclick}
            {onkeydown}
        />
    }
}

/// The stone an arrow key moves the focus to: ↑/↓ the stone taking one
/// fewer/more in this heap, ←/→ the stone at the same depth (or the
/// deepest there is) in the neighbouring non-empty heap.
fn arrow_target(e: &KeyboardEvent, key: &str, take: u64) -> Option<Element> {
    let stone: Element = e.target()?.dyn_into().ok()?;
    let heap = stone.closest("[data-testid=heap]").ok()??;
    let select = |el: &Element, take: u64| {
        el.query_selector(&format!("[data-testid=stone][data-take=\"{take}\"]"))
            .ok()
            .flatten()
    };
    match key {
        "ArrowUp" => select(&heap, take.checked_sub(1)?),
        "ArrowDown" => select(&heap, take.checked_add(1)?),
        "ArrowLeft" | "ArrowRight" => {
            let mut next = heap.clone();
            loop {
                next = if key == "ArrowLeft" {
                    next.previous_element_sibling()?
                } else {
                    next.next_element_sibling()?
                };
                if let Some(found) = select(&next, take) {
                    return Some(found);
                }
                let stones = next.query_selector_all("[data-testid=stone]").ok()?;
                if let Some(last) = stones.item(stones.length().checked_sub(1)?) {
                    return last.dyn_into().ok();
                }
            }
        }
        _ => None,
    }
}

/// An SVG number without needless decimals.
fn fmt(v: f64) -> String {
    trimmed(v, 2)
}
