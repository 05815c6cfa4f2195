//! The language buttons: each language named in itself ("English",
//! "Español"), the current one pressed.

use nimatron_i18n::Lang;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::words;

/// Props of [`LangSwitch`] (none: it reads and sets the context).
#[derive(Debug, Properties, PartialEq)]
pub struct LangSwitchProps {}

/// `data-testid="lang-en"`, `data-testid="lang-es"`: switch the whole app.
#[component]
pub fn LangSwitch(_props: &LangSwitchProps) -> Html {
    let i18n = use_i18n();
    let current = i18n.lang();
    html! {
        <div class="lang-switch" role="group" aria-label={i18n.tr("app-lang-switch-label")}>
            { for Lang::ALL.iter().map(|&lang| {
                let onclick = {
                    let set_lang = i18n.set_lang.clone();
                    Callback::from(move |_: MouseEvent| set_lang.emit(lang))
                };
                // Pointed at or focused: its words start coming (a page
                // fetches one language at a time: `crate::words`), so the
                // click has less to wait for.
                let prefetch = move || words::when_ready(lang, |_| ());
                let pressed = lang == current;
                html! {
                    <button
                        type="button"
                        class={classes!("lang-button", pressed.then_some("is-current"))}
                        lang={lang.code()}
                        aria-pressed={pressed.to_string()}
                        data-testid={format!("lang-{}", lang.code())}
                        {onclick}
                        onpointerenter={Callback::from(move |_: PointerEvent| prefetch())}
                        onfocus={Callback::from(move |_: FocusEvent| prefetch())}
                    >
                        { lang.name() }
                    </button>
                }
            }) }
        </div>
    }
}
