//! Writes the catalogue's table of each example's parameters
//! (`$OUT_DIR/example_parameters.rs`), read off the core at build time.
//!
//! Why: a catalogue card speaks its example's own numbers ("Take 1 to 3",
//! not "Take 1 to K"), which the game's `AnyGame::parameters` gives; but
//! the home page's own small module draws the catalogue and must link none
//! of the games' code (`src/modules/home.rs`). So the build asks the core
//! here, natively, and the module gets the answers as data: one source
//! (the core), no copy kept by hand. `tests/units/screens_catalogue.rs`
//! checks the table against the core at run time.

use nimatron_core::{FactValue, registry};

fn main() {
    println!("cargo::rerun-if-changed=../core/src");
    println!("cargo::rerun-if-changed=build.rs");
    let mut arms = String::new();
    for entry in registry::GAMES {
        let (spec, _) = entry.example;
        let game = registry::game(spec).unwrap_or_else(|e| panic!("the example {spec}: {e}"));
        let parameters = game.parameters();
        if parameters.is_empty() {
            continue;
        }
        let values: Vec<String> = parameters
            .iter()
            .map(|(name, value)| match value {
                FactValue::Number(n) => format!("({name:?}, FactValue::Number({n}))"),
                FactValue::Numbers(ns) => format!("({name:?}, FactValue::Numbers(vec!{ns:?}))"),
            })
            .collect();
        let arm = format!("        {:?} => vec![{}],\n", entry.name, values.join(", "));
        arms.push_str(&arm);
    }
    let code = format!(
        "/// The parameters of the registry's example of the game `name`\n\
         /// (`AnyGame::parameters`, read off the core by `build.rs`); empty\n\
         /// for a game without any.\n\
         pub fn example_parameters(name: &str) -> Vec<(&'static str, FactValue)> {{\n    \
         match name {{\n{arms}        _ => Vec::new(),\n    }}\n}}\n"
    );
    // A build script reports a failure by panicking: cargo prints it.
    let dir = std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"));
    let out = std::path::Path::new(&dir).join("example_parameters.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}
