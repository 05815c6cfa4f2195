//! What the Nim screen keeps in local storage, as versioned JSON: the game
//! in progress (as its URL query, so one parser reads both) and the score
//! tally. Two keys, so that an unreadable one is reset alone and nothing
//! else is lost. Pure encode/decode here; the browser calls are in
//! `crate::dom`.

use serde::{Deserialize, Serialize};

pub use nimatron_core::session::Score;

/// Key of the game in progress.
pub const GAME_KEY: &str = "nimatron.nim.game";
/// Key of the score tally.
pub const SCORE_KEY: &str = "nimatron.nim.score";
/// The format version written; anything else is unreadable.
pub const VERSION: u32 = 1;
/// Longest stored game read back (a full game fits many times over).
const MAX_STORED_CHARS: usize = 64 * 1024;

#[derive(Serialize, Deserialize)]
struct StoredGame {
    v: u32,
    query: String,
}

/// The score as stored: `me` the person's wins, `computer` its losses.
#[derive(Serialize, Deserialize)]
struct StoredScore {
    v: u32,
    me: u32,
    computer: u32,
}

/// What was found under a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stored<T> {
    /// Nothing stored.
    Missing,
    /// A readable value.
    Found(T),
    /// Something we cannot read (another version, damaged JSON): the
    /// caller resets it and says so.
    Unreadable,
}

/// The stored game's query text (`heaps=…&moves=…`).
pub fn encode_game(query: &str) -> String {
    serde_json::to_string(&StoredGame {
        v: VERSION,
        query: query.to_string(),
    })
    .unwrap_or_default()
}

/// Reads what [`encode_game`] wrote.
pub fn decode_game(text: Option<&str>) -> Stored<String> {
    let Some(text) = text else {
        return Stored::Missing;
    };
    if text.len() > MAX_STORED_CHARS {
        return Stored::Unreadable;
    }
    match serde_json::from_str::<StoredGame>(text) {
        Ok(g) if g.v == VERSION => Stored::Found(g.query),
        _ => Stored::Unreadable,
    }
}

/// The score as stored.
pub fn encode_score(score: Score) -> String {
    serde_json::to_string(&StoredScore {
        v: VERSION,
        me: score.wins,
        computer: score.losses,
    })
    .unwrap_or_default()
}

/// Reads what [`encode_score`] wrote.
pub fn decode_score(text: Option<&str>) -> Stored<Score> {
    let Some(text) = text else {
        return Stored::Missing;
    };
    match serde_json::from_str::<StoredScore>(text) {
        Ok(s) if s.v == VERSION => Stored::Found(Score {
            wins: s.me,
            losses: s.computer,
        }),
        _ => Stored::Unreadable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses_the_unreadable() {
        let q = "heaps=3,4,5&first=me&moves=1-2";
        assert_eq!(
            decode_game(Some(&encode_game(q))),
            Stored::Found(q.to_string())
        );
        let s = Score { wins: 3, losses: 9 };
        assert_eq!(decode_score(Some(&encode_score(s))), Stored::Found(s));
        // The stored format is unchanged: the person's wins are `me`.
        assert_eq!(encode_score(s), r#"{"v":1,"me":3,"computer":9}"#);
        assert_eq!(decode_game(None), Stored::Missing);
        for bad in [
            "",
            "{",
            "null",
            "{\"v\":2,\"query\":\"\"}",
            "{\"v\":1}",
            "[1]",
        ] {
            assert_eq!(decode_game(Some(bad)), Stored::Unreadable, "{bad}");
            assert_eq!(decode_score(Some(bad)), Stored::Unreadable, "{bad}");
        }
        let huge = "x".repeat(MAX_STORED_CHARS + 1);
        assert_eq!(decode_game(Some(&huge)), Stored::Unreadable);
        assert_eq!(
            decode_score(Some("{\"v\":1,\"me\":-1,\"computer\":0}")),
            Stored::Unreadable
        );
    }
}
