//! Who plays, read from and written to a screen's URL once for every
//! screen that plays a game (the play screen, Nim, Wythoff, Subtraction):
//! `opponent=` names the opponent ([`Opponent::code`]: `perfect`,
//! `strong`, `beginner`, `friend`; `computer` is the computer at its
//! best), `first=` who moves first ([`First::code`]: `me`, `computer`,
//! `auto`).
//!
//! Older links of Subtraction and Wythoff said `vs=friend` or
//! `vs=computer`: they are still read when `opponent=` is absent, and a
//! screen writes its URL back with `opponent=` ([`renamed`]).
//!
//! Each screen keeps its own defaults (which seats a bare URL means) and
//! its own words for a refused value; the keys, the codes and the old
//! spelling are here only.

use nimatron_core::session::{First, Opponent};

use crate::route::HashUrl;
use crate::screens::query::read;

/// The key that names the opponent.
pub const OPPONENT: &str = "opponent";
/// The key that names who moves first.
pub const FIRST: &str = "first";
/// The older key for the opponent (`vs=friend|computer`).
const OLD_OPPONENT: &str = "vs";

/// The seats a URL names; `None` where it says nothing, or something the
/// screen refused (then a problem was pushed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Seats {
    /// `opponent=` (or an older link's `vs=`).
    pub opponent: Option<Opponent>,
    /// `first=`.
    pub first: Option<First>,
}

impl Seats {
    /// Reads `first=` and `opponent=` (else `vs=`) from `url` (trimmed,
    /// ASCII case ignored); a value none of the codes names pushes
    /// `bad(key, quoted value)` onto `problems`.
    pub fn read<E>(
        url: &HashUrl,
        mut bad: impl FnMut(&'static str, String) -> E,
        problems: &mut Vec<E>,
    ) -> Seats {
        let first = read(
            url,
            FIRST,
            |t| First::from_code(t.trim()),
            |g| bad(FIRST, g),
            problems,
        );
        let key = match url.get(OPPONENT) {
            Some(_) => OPPONENT,
            None => OLD_OPPONENT,
        };
        let opponent = read(url, key, opponent_of, |g| bad(key, g), problems);
        Seats { opponent, first }
    }

    /// `url` with `first=` then `opponent=` added, for those given (each
    /// screen leaves out its defaults).
    pub fn write(self, mut url: HashUrl) -> HashUrl {
        if let Some(first) = self.first {
            url = url.with(FIRST, first.code());
        }
        if let Some(opponent) = self.opponent {
            url = url.with(OPPONENT, opponent.code());
        }
        url
    }
}

/// The opponent `code` names: an [`Opponent::code`], or `computer` (the
/// computer at its best, as older links and the setup forms say it).
fn opponent_of(code: &str) -> Option<Opponent> {
    let code = code.trim();
    match Opponent::from_code(code) {
        Some(o) => Some(o),
        None if code.eq_ignore_ascii_case("computer") => Some(Opponent::default()),
        None => None,
    }
}

/// `url` as it is written now: an older link's `vs=` becomes `opponent=`
/// in its place (the same game; `vs=` is dropped when `opponent=` is
/// there, as it wins).
pub fn renamed(mut url: HashUrl) -> HashUrl {
    let Some(old) = url.get(OLD_OPPONENT).map(str::to_string) else {
        return url;
    };
    let new = match url.get(OPPONENT) {
        Some(_) => None,
        None => opponent_of(&old),
    };
    if let Some(opponent) = new {
        url.set(OPPONENT, Some(opponent.code()));
    }
    url.set(OLD_OPPONENT, None);
    url
}
