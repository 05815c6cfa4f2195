//! Who moves first, as the setup asks: a value of its own because a
//! game's catalogue line names it ([`crate::catalogue::Entry::example_first`])
//! as well as a session ([`crate::session`], which re-exports it), and a
//! game file must not depend on the session.

/// Who moves first, as the setup asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum First {
    /// The person at the screen.
    #[default]
    Me,
    /// The computer.
    Computer,
    /// "Let the position decide": the computer takes the winning side
    /// (first from an N-position, second from a P-position).
    Auto,
}

impl First {
    /// Every choice, in the setup's order.
    pub const ALL: [First; 3] = [First::Me, First::Computer, First::Auto];

    /// The URL's name: `me`, `computer`, `auto`.
    pub fn code(self) -> &'static str {
        match self {
            First::Me => "me",
            First::Computer => "computer",
            First::Auto => "auto",
        }
    }

    /// The choice named by [`First::code`] (ASCII case ignored).
    pub fn from_code(code: &str) -> Option<First> {
        First::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(code))
    }
}
