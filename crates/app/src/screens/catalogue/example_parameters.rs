//! The parameters of each game's example in the registry
//! (`AnyGame::parameters`), as data: the home page's module draws the
//! catalogue's cards in their examples' own numbers and links no game's
//! code to ask them. Written by `scripts/refresh-example-parameters.sh`
//! from the core; `tests/units/screens_catalogue.rs` fails while it is
//! not the core's answer (a game added, an example changed).

use nimatron_core::FactValue;

/// The parameters of the registry's example of the game `name`; empty
/// for a game without any.
#[rustfmt::skip]
pub fn example_parameters(name: &str) -> Vec<(&'static str, FactValue)> {
    match name {
        "take" => vec![("k", FactValue::Number(3)), ("period", FactValue::Number(4))],
        "subtraction" => vec![("set", FactValue::Numbers(vec![1, 3, 4]))],
        "min-nim" => vec![("set", FactValue::Numbers(vec![1, 3, 4]))],
        "moore" => vec![("k", FactValue::Number(2)), ("r", FactValue::Number(0))],
        "building" => vec![("n", FactValue::Number(6)), ("s", FactValue::Number(3))],
        "dawson" => vec![("whole", FactValue::Numbers(vec![2])), ("end", FactValue::Numbers(vec![2])), ("middle", FactValue::Numbers(vec![2])), ("split", FactValue::Number(0))],
        "octal" => vec![("whole", FactValue::Numbers(vec![1, 2, 3])), ("end", FactValue::Numbers(vec![2, 3])), ("middle", FactValue::Numbers(vec![3])), ("split", FactValue::Number(0))],
        "nd-nim" => vec![("cells", FactValue::Number(9))],
        "arc-kayles" => vec![("vertices", FactValue::Number(9)), ("edges", FactValue::Number(12))],
        "node-kayles" => vec![("vertices", FactValue::Number(10)), ("edges", FactValue::Number(15))],
        _ => Vec::new(),
    }
}
