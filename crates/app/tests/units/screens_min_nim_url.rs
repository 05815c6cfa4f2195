//! Tests of `screens::min_nim::url` (`crates/app/src/screens/min_nim/url.rs`).
use nimatron_app::screens::min_nim::url::Request;
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::query::SetHeapsError as QueryError;

use nimatron_app::screens::min_nim::url::*;
use nimatron_core::CoreError;

#[test]
fn reads_and_refuses() {
    let q = MinNimQuery::from_hash("#/min-nim?heaps=10,10,10&set=1,2,3");
    assert_eq!(
        q.request,
        Request {
            dims: [10, 10, 10],
            set: [1, 2, 3]
        }
    );
    assert!(q.problems.is_empty());
    let q = MinNimQuery::from_hash("#/min-nim?heaps=300,300,300&set=1,3,4");
    assert_eq!(q.request.dims, [300, 300, 300]);
    let q = MinNimQuery::from_hash("#/min-nim?heaps=400,400,400");
    assert!(matches!(
        q.problems[..],
        [QueryError::Core(CoreError::TooLarge { .. })]
    ));
    assert_eq!(q.request.dims, DEFAULT_DIMS);
    let q = MinNimQuery::from_hash("#/min-nim?heaps=1,2&set=3,2,1");
    assert_eq!(q.problems.len(), 2);
    assert_eq!(q.problems[0], QueryError::BadHeaps("1,2".into()));
    assert!(matches!(q.problems[1], QueryError::Core(_)));
    let q = MinNimQuery::from_hash("#/min-nim?set=a,b,c");
    assert_eq!(q.problems, vec![QueryError::BadSet("a,b,c".into())]);
    let huge =
        MinNimQuery::from_hash("#/min-nim?heaps=18446744073709551615,18446744073709551615,5");
    assert!(matches!(huge.problems[..], [QueryError::Core(_)]));
}
