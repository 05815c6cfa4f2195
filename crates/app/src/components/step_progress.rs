//! A walk's list of steps, one numbered button each, the current one
//! marked (`aria-current="step"`) and the ones before it done: Bouton's
//! walk and the parts' walk (`#/why`) share it, with [`super::step_controls`].

use yew::prelude::*;

/// Props of [`StepProgress`].
#[derive(Debug, Properties, PartialEq)]
pub struct StepProgressProps {
    /// The `<nav>`'s name, in the user's language.
    pub label: AttrValue,
    /// Each step's title, in order.
    pub titles: Vec<AttrValue>,
    /// The step on show.
    pub index: usize,
    /// A step's button pressed (its index).
    pub on_go: Callback<usize>,
}

/// The steps as numbered buttons.
#[component]
pub fn StepProgress(props: &StepProgressProps) -> Html {
    html! {
        <nav class="bouton-progress" aria-label={props.label.clone()}>
            <ol>
                { for props.titles.iter().enumerate().map(|(i, title)| {
                    let on_go = props.on_go.clone();
                    let current = i == props.index;
                    html! {
                        <li>
                            <button type="button"
                                class={classes!("bouton-dot", current.then_some("is-current"), (i < props.index).then_some("is-done"))}
                                aria-current={current.then_some("step")}
                                onclick={Callback::from(move |_| on_go.emit(i))}>
                                <span class="bouton-dot-n">{ (i + 1).to_string() }</span>
                                <span class="bouton-dot-name">{ title.clone() }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </nav>
    }
}
