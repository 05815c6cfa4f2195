//! The home page's module (`nimatron_app::modules::home`): the menu and the
//! catalogue, without the screens. `web/nimatron-start.js` loads it when the
//! first address is the home page.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::home::HomeModule>();
}
