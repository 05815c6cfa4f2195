//! Tests of `components::bits_grid` (`crates/app/src/components/bits_grid.rs`).
use nimatron_app::components::bits_grid::*;
use nimatron_core::explain::bouton::column_ones;

#[test]
fn headers_and_bits() {
    assert_eq!(column_header(0), ColumnHeader::Value("1".into()));
    assert_eq!(column_header(9), ColumnHeader::Value("512".into()));
    assert_eq!(column_header(63), ColumnHeader::Power(63));
    assert!(bit(u64::MAX, 63));
    assert!(!bit(u64::MAX, 64));
    assert_eq!(column_ones(&[3, 4, 5], 3), [2, 1, 2]);
}
