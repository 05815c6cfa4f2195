//! One instance of each game, by its text: the answer for
//! `take:3` is made once and shared, so what a game caches (Min Nim's
//! table, say) serves every click instead of being rebuilt on each.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use nimatron_core::{AnyGame, CoreError};

use super::installed;

/// Game texts kept at most; past it the cache starts again (each game is
/// small unless it holds a table, and a page plays a handful).
const MAX_GAMES: usize = 64;

thread_local! {
    static GAMES: RefCell<HashMap<String, Rc<dyn AnyGame>>> = RefCell::new(HashMap::new());
}

/// The game named by `text` (`nim`, `take:3`), shared.
pub fn game(text: &str) -> Result<Rc<dyn AnyGame>, CoreError> {
    if let Some(g) = GAMES.with(|games| games.borrow().get(text).cloned()) {
        return Ok(g);
    }
    let g: Rc<dyn AnyGame> = Rc::from(super::asked::wrap(installed::make(text)?));
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        if games.len() >= MAX_GAMES {
            games.clear();
        }
        games.insert(text.to_string(), Rc::clone(&g));
    });
    Ok(g)
}
