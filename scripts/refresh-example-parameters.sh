#!/usr/bin/env bash
# Rewrites the home page's table of each game's example parameters
# (crates/app/src/screens/catalogue/example_parameters.rs) from the core,
# after a game is added to the registry or an example changes; the app's
# unit tests fail until it is run.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
NIMATRON_REFRESH=1 cargo test -q -p nimatron-app --test units the_cards_parameters_file_is_the_core_s_answer
