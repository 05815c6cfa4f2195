//! The home page's small module (`crate::first_load`): the menu and the
//! catalogue, without the screens. `web/nimatron-start.js` loads it when the
//! first address is the home page.

fn main() {
    nimatron_app::first_load::start();
}
