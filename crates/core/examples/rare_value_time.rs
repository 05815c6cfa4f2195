//! Times the rare-value engine on Grundy's game (or an octal code):
//! `cargo run -p nimatron-core --release --example rare_value_time -- 4194303 [code]`.

use std::time::Instant;

use nimatron_core::games::take_break::{TakeBreak, sequence};

fn main() {
    let mut args = std::env::args().skip(1);
    let upto: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or((1 << 20) - 1);
    let rule = match args.next() {
        Some(code) => match TakeBreak::parse(&code) {
            Ok(rule) => rule,
            Err(e) => {
                eprintln!("{e}");
                return;
            }
        },
        None => TakeBreak::grundy(),
    };
    let start = Instant::now();
    match sequence(&rule, upto) {
        Ok(s) => {
            let secs = start.elapsed().as_secs_f64();
            let st = s.stats();
            println!(
                "{rule:?} upto={upto}: {secs:.2} s; largest G({})={}; mask={:#x}{}; rare={}; last rare={:?}; period={:?}",
                st.max_first_at,
                st.max_value,
                st.classification.mask,
                if st.classification.by_position {
                    " (by position)"
                } else {
                    ""
                },
                st.rare_count,
                st.last_rare,
                s.periodicity()
            );
        }
        Err(e) => eprintln!("{e}"),
    }
}
