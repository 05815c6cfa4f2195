//! The play screen's module (`nimatron_app::modules::play`): a first load
//! with only the play screen, for the games no smaller module makes.
//! `web/nimatron-start.js` loads it for their addresses.

fn main() {
    nimatron_app::modules::start::<nimatron_app::modules::play::PlayModule>();
}
