//! Exam mode, one switch for every screen that plays (`#/play`, Nim,
//! Wythoff, simplified Nim, the Grundy strip, Min Nim): `exam` in the URL,
//! or the switch on the setup, hides the analysis, the winning moves and
//! the value chart; `hints` (with `exam`) lets the student still ask for
//! the hint, the teacher's choice.
//!
//! Why in the URL, as an app-wide parameter (`route::GLOBAL_PARAMS`): a
//! teacher hands out an exam as a link, and every address a screen writes
//! after a move, a new game from a form and the Share panel's link keep
//! it, with no screen writing it itself. Why a hook over the screen's
//! props ([`use_exam`]): the switch takes effect at once, without a new
//! history entry or a reload of the game on screen, and a widget (no URL
//! of its own) still has a working switch.

use yew::prelude::*;

use crate::components::ids::fresh_prefix;
use crate::dom;
use crate::i18n::use_i18n;
use crate::route::HashUrl;
use crate::screens::nav::ScreenProps;

/// The URL flag that turns exam mode on.
pub const EXAM_FLAG: &str = "exam";

/// The URL flag that, in exam mode, keeps the hint available.
pub const HINTS_FLAG: &str = "hints";

/// What the student may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Exam {
    /// Exam mode: no analysis, no winning moves.
    pub on: bool,
    /// The teacher allows the hint in exam mode.
    pub hints: bool,
}

impl Exam {
    /// The mode a URL asks for (`exam`, `hints`).
    pub fn from_url(url: &HashUrl) -> Self {
        Exam {
            on: url.flag(EXAM_FLAG),
            hints: url.flag(HINTS_FLAG),
        }
    }

    /// `url` with this mode's flags (other pairs kept in place): `hints`
    /// only with `exam`, where it means something.
    pub fn write(self, url: &HashUrl) -> HashUrl {
        let mut out = url.clone();
        out.query.retain(|(k, _)| k != EXAM_FLAG && k != HINTS_FLAG);
        out.with_flag(EXAM_FLAG, self.on)
            .with_flag(HINTS_FLAG, self.on && self.hints)
    }

    /// The analysis, the winning moves and the value chart are shown.
    pub fn shows_analysis(self) -> bool {
        !self.on
    }

    /// The student may ask for the hint: always outside exam mode, and in
    /// it only when the teacher allows it.
    pub fn allows_hint(self) -> bool {
        !self.on || self.hints
    }
}

/// The screen's exam mode and the switch's way to change it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExamHandle {
    /// The mode now.
    pub exam: Exam,
    /// A switch changed it.
    pub set: Callback<Exam>,
}

/// Exam mode on a screen: its URL's (read again on every navigation),
/// or the switch's since. The switch writes the address too (no history
/// entry) when the screen keeps its URL (`sync_url`).
#[hook]
pub fn use_exam(props: &ScreenProps) -> ExamHandle {
    // The switch's choice, for the navigation it was made on.
    let chosen = use_state(|| None::<(u64, Exam)>);
    let exam = match *chosen {
        Some((nav, e)) if nav == props.nav => e,
        _ => Exam::from_url(&props.url),
    };
    let set = {
        let (chosen, nav, sync) = (chosen.clone(), props.nav, props.sync_url);
        Callback::from(move |e: Exam| {
            chosen.set(Some((nav, e)));
            if sync {
                let here = HashUrl::parse(&dom::current_hash());
                dom::replace_hash(&e.write(&here).to_hash());
            }
        })
    };
    ExamHandle { exam, set }
}

/// Props of [`ExamSwitch`].
#[derive(Debug, Properties, PartialEq)]
pub struct ExamSwitchProps {
    /// The mode now.
    pub exam: Exam,
    /// The switch changed it.
    pub on_change: Callback<Exam>,
}

/// The exam switch (`data-testid="exam"`) and, while it is on, the
/// teacher's "allow hints" (`exam-hints`).
#[component]
pub fn ExamSwitch(props: &ExamSwitchProps) -> Html {
    let i18n = use_i18n();
    let exam = props.exam;
    let checked = |e: Event| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    };
    let on_exam = props.on_change.reform(move |e: Event| Exam {
        on: checked(e),
        ..exam
    });
    let on_hints = props.on_change.reform(move |e: Event| Exam {
        hints: checked(e),
        ..exam
    });
    // Its own id, fresh for each switch mounted: two screens on one page
    // (a preview beside the screen) never share it.
    let note = use_memo((), |()| {
        AttrValue::from(format!("{}note", fresh_prefix("exam")))
    });
    let note = (*note).clone();
    html! {
        <div class="exam-switch" data-testid="exam-switch">
            <label class="toggle">
                <input class="switch" type="checkbox" role="switch" data-testid="exam"
                    checked={exam.on} onchange={on_exam} aria-describedby={note.clone()} />
                <span class="toggle-label">{ i18n.tr("exam-toggle") }</span>
            </label>
            <p class="hint" id={note}>{ i18n.tr(if exam.on { "exam-on-note" } else { "exam-off-note" }) }</p>
            if exam.on {
                <label class="toggle">
                    <input class="switch" type="checkbox" role="switch" data-testid="exam-hints"
                        checked={exam.hints} onchange={on_hints} />
                    <span class="toggle-label">{ i18n.tr("exam-hints-toggle") }</span>
                </label>
            }
        </div>
    }
}
