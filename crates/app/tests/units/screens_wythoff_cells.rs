//! Tests of `screens::wythoff::cells` (`crates/app/src/screens/wythoff/cells.rs`).
use nimatron_core::Convention;
use nimatron_core::games::wythoff::table;
use nimatron_core::job::{self, JobRequest};

use nimatron_app::screens::wythoff::cells::*;
use nimatron_core::games::wythoff::is_cold;

#[test]
fn cold_cells_match_the_core_on_every_cell() {
    for convention in [Convention::Normal, Convention::Misere] {
        for size in [2, 3, 10, 61, 200] {
            let cells = ColdCells::new(size, convention);
            for x in 0..size {
                for y in 0..size {
                    assert_eq!(cells.is_cold(x, y), is_cold(x, y, convention), "{x},{y}");
                }
            }
        }
    }
}

/// Every cold cell on the grid, by column.
fn listed(cells: &ColdCells) -> Vec<(u64, u64)> {
    let size = cells.size();
    (0..size)
        .filter_map(|x| cells.partner(x).map(|y| (x, y)))
        .collect()
}

#[test]
fn listed_cold_cells() {
    let normal = listed(&ColdCells::new(8, Convention::Normal));
    assert_eq!(
        normal,
        [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (7, 4)]
    );
    let misere = listed(&ColdCells::new(6, Convention::Misere));
    assert_eq!(misere, [(0, 1), (1, 0), (2, 2), (3, 5), (5, 3)]);
    let big = ColdCells::new(100_000, Convention::Normal);
    let cold = listed(&big);
    // Two cold cells per pair on the grid, plus (0,0): about 2·size/φ².
    assert!((76_000..77_000).contains(&cold.len()), "{}", cold.len());
    assert!(cold.iter().all(|&(x, y)| is_cold(x, y, Convention::Normal)));
}

#[test]
fn heatmap_is_the_grundy_table() {
    let cells = job::run(&JobRequest::WythoffGrundy { n: 12 }).expect("the job");
    let h = HeatMap::from_cells(12, cells);
    assert_eq!(h.n, 12);
    assert_eq!(h.value(0, 5), Some(5));
    assert_eq!(h.value(1, 1), Some(2));
    assert_eq!(h.value(1, 2), Some(0));
    assert_eq!(h.value(12, 0), None);
    assert_eq!(HeatMap::side(100_000), table::max_square_side());
}

#[test]
fn colours() {
    assert_eq!(heat_colour(0, 9), "rgb(37,99,235)");
    assert_eq!(hsl_to_rgb(0.0, 1.0, 0.5), [255, 0, 0]);
    assert_eq!(hsl_to_rgb(-240.0, 1.0, 0.5), [0, 255, 0]);
    assert!(heat_colour(3, 0).starts_with("rgb("));
    // Larger values are darker.
    let sum = |c: [u8; 3]| c.iter().map(|&v| u32::from(v)).sum::<u32>();
    assert!(sum(heat_rgb(1, 9)) > sum(heat_rgb(9, 9)));
}
