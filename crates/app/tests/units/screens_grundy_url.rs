//! Tests of `screens::grundy::url` (`crates/app/src/screens/grundy/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::query::SetHeapsError as QueryError;

use nimatron_app::screens::grundy::url::*;

#[test]
fn reads_sets_k_and_heaps() {
    let q = GrundyQuery::from_hash("#/grundy?set=4,1,3&heaps=5,7");
    assert_eq!((q.set, q.heaps), (vec![1, 3, 4], vec![5, 7]));
    let q = GrundyQuery::from_hash("#/grundy?k=3&heaps=19");
    assert_eq!((q.set, q.heaps), (vec![1, 2, 3], vec![19]));
    assert!(q.problems.is_empty());
    let q = GrundyQuery::from_hash("#/grundy");
    assert_eq!(
        (q.set, q.heaps),
        (DEFAULT_SET.to_vec(), DEFAULT_HEAPS.to_vec())
    );
}

#[test]
fn refuses_bad_values() {
    let q = GrundyQuery::from_hash("#/grundy?set=a,b&heaps=1,2,3,4,5,6,7,8,9");
    assert_eq!(
        q.problems,
        vec![
            QueryError::BadSet("a,b".into()),
            QueryError::BadHeaps("1,2,3,4,5,6,7,8,9".into())
        ]
    );
    assert_eq!(q.set, DEFAULT_SET.to_vec());
    let q = GrundyQuery::from_hash("#/grundy?set=0,5000");
    assert!(matches!(q.problems[..], [QueryError::Core(_)]));
    let q = GrundyQuery::from_hash("#/grundy?k=0&heaps=2000000000");
    assert_eq!(q.problems.len(), 2);
}
