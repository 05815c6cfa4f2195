//! Above the grid: its size (with the limit stated), normal or misère, and
//! what the cells show (cold positions, Grundy heatmap, rules 1–3).

use nimatron_core::Convention;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::text_field::keep_typed;
use crate::components::use_ids;

use super::state::{Action, PartProps};
use super::url::{MAX_SIZE, MIN_SIZE, UrlProblem, View, parse_size};
use crate::i18n::use_i18n;

/// The settings bar (`data-testid`: `size`, `size-limit`, `misere`,
/// `view-cold`, `view-heat`, `view-rules`).
#[component]
pub fn Settings(props: &PartProps) -> Html {
    let s = &props.state;
    let ids = use_ids();
    let i18n = use_i18n();
    let draft = use_state(|| s.size.to_string());
    let problem = use_state(|| None::<String>);
    {
        // A new size from elsewhere (URL, reset) shows in the field.
        let (draft, problem) = (draft.clone(), problem.clone());
        use_effect_with(s.size, move |size| {
            draft.set(size.to_string());
            problem.set(None);
        });
    }
    let apply = {
        let (draft, problem, dispatch) = (draft.clone(), problem.clone(), props.dispatch.clone());
        move || match parse_size(&draft) {
            Ok(n) => {
                problem.set(None);
                dispatch.emit(Action::SetSize(n));
            }
            Err(UrlProblem::SizeNotANumber(given) | UrlProblem::SizeOutOfRange(given)) => {
                problem.set(Some(given));
            }
            Err(_) => {}
        }
    };
    let oninput = keep_typed(&draft);
    let onkeydown = {
        let apply = apply.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                apply();
            }
        })
    };
    let onchange = Callback::from(move |_: Event| apply());
    let on_misere = props.dispatch.reform(|e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        Action::SetConvention(Convention::from_misere(input.checked()))
    });
    let view_button = |v: View, id: &str, testid: &'static str| {
        let onclick = props
            .dispatch
            .reform(move |_: MouseEvent| Action::SetView(v));
        html! {
            <button type="button" class={classes!("button", "button-small", (s.view == v).then_some("is-current"))}
                aria-pressed={(s.view == v).to_string()} data-testid={testid} {onclick}>
                { i18n.tr(id) }
            </button>
        }
    };
    let error = problem.as_ref().map(|given| {
        let args = [
            ("given", given.as_str().into()),
            ("min", MIN_SIZE.into()),
            ("max", MAX_SIZE.into()),
        ];
        i18n.tr_args("wythoff-size-field-error", &args)
    });
    html! {
        <div class="wy-settings">
            <div class="wy-size">
                <label for={ids.id("wy-size")}>{ i18n.tr("wythoff-size-label") }</label>
                <input id={ids.id("wy-size")} class="text-input" type="text" inputmode="numeric" data-testid="size"
                    value={(*draft).clone()} aria-invalid={error.is_some().to_string()}
                    aria-describedby={ids.id("wy-size-limit")} {oninput} {onkeydown} {onchange} />
                <span id={ids.id("wy-size-limit")} class="note" data-testid="size-limit">
                    { i18n.tr_args("wythoff-size-limit", &[("min", MIN_SIZE.into()), ("max", MAX_SIZE.into())]) }
                </span>
                if let Some(e) = error {
                    <p class="field-error" data-testid="size-error" role="alert">{ e }</p>
                }
            </div>
            <label class="toggle">
                <input class="switch" type="checkbox" role="switch" data-testid="misere"
                    checked={s.convention.is_misere()} onchange={on_misere} />
                <span class="toggle-label">{ i18n.tr("wythoff-misere") }</span>
            </label>
            <div class="wy-views" role="group" aria-label={i18n.tr("wythoff-view-label")}>
                { view_button(View::Cold, "wythoff-view-cold", "view-cold") }
                { view_button(View::Heat, "wythoff-view-heat", "view-heat") }
                { view_button(View::Rules, "wythoff-view-rules", "view-rules") }
            </div>
        </div>
    }
}
