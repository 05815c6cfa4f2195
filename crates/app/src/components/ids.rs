//! Element ids that are unique per mounted screen. A screen's ids
//! (`nim-title`, `wy-jump`, …) are written once in its components and
//! pass through [`Ids::id`], which puts the scope's prefix in front. The
//! app's one screen has the empty prefix (its ids read as written); each
//! script-tag widget, and the share panel's preview, mounts its screen
//! inside an [`IdScope`] with a fresh prefix (`w1-`, `w2-`, …), so two
//! widgets of the same screen on one page never share an id and every
//! `for=`/`aria-labelledby=` still points inside its own widget.

use std::cell::Cell;

use yew::prelude::*;

thread_local! {
    static SCOPES: Cell<u32> = const { Cell::new(0) };
}

/// A fresh prefix `{stem}{n}-` (`w1-`, `play3-`, …), never given twice on
/// this page.
pub fn fresh_prefix(stem: &str) -> String {
    let n = SCOPES.with(|c| {
        let n = c.get().wrapping_add(1);
        c.set(n);
        n
    });
    format!("{stem}{n}-")
}

/// The id prefix of the screen being rendered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ids {
    prefix: AttrValue,
}

impl Ids {
    /// The scope with this prefix.
    pub fn with_prefix(prefix: impl Into<AttrValue>) -> Self {
        Ids {
            prefix: prefix.into(),
        }
    }

    /// The element id `name` in this scope.
    pub fn id(&self, name: &str) -> AttrValue {
        if self.prefix.is_empty() {
            AttrValue::from(name.to_string())
        } else {
            AttrValue::from(format!("{}{name}", self.prefix))
        }
    }
}

/// The ids of the enclosing [`IdScope`], or the app's (empty prefix).
#[hook]
pub fn use_ids() -> Ids {
    use_context::<Ids>().unwrap_or_default()
}

/// Props of [`IdScope`].
#[derive(Debug, Properties, PartialEq)]
pub struct IdScopeProps {
    /// The screen whose ids get the prefix.
    pub children: Html,
}

/// Gives everything inside it a fresh id prefix, kept for its lifetime.
#[component]
pub fn IdScope(props: &IdScopeProps) -> Html {
    let ids = use_state(|| Ids::with_prefix(fresh_prefix("w")));
    html! {
        <ContextProvider<Ids> context={(*ids).clone()}>{ props.children.clone() }</ContextProvider<Ids>>
    }
}
