//! Names that are not sentences: a game `J_k` written with subscript
//! digits (`J₁₂`), the same in every language.

/// `J` and `k` in subscript digits.
pub fn game_name(k: u64) -> String {
    let digits: String = k
        .to_string()
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32(0x2080 + d).unwrap_or(c),
            None => c,
        })
        .collect();
    format!("J{digits}")
}
