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

#[test]
fn reads_the_position_in_play_inside_the_box() {
    let q = MinNimQuery::from_hash("#/min-nim?heaps=10,10,10&set=1,2,3&position=4,7,10");
    assert_eq!(q.position, Some([4, 7, 10]));
    assert!(q.problems.is_empty());
    assert_eq!(MinNimQuery::from_hash("#/min-nim").position, None);
    // Judged against the box and the removals the URL settled on.
    let q = MinNimQuery::from_hash("#/min-nim?heaps=5,5,20&position=0,5,20");
    assert_eq!((q.position, q.problems.len()), (Some([0, 5, 20]), 0));
    for bad in [
        "11,0,0", "4,7", "4,7,10,1", "a,b,c", "-1,2,3", "4,7,10+1", "", "4.5,1,1",
    ] {
        let q = MinNimQuery::from_hash(&format!("#/min-nim?position={bad}"));
        assert_eq!(q.position, None, "{bad}");
        assert_eq!(
            q.problems,
            vec![QueryError::BadPosition(bad.into())],
            "{bad}"
        );
        assert_eq!(q.request.dims, DEFAULT_DIMS, "{bad}");
    }
    // A refused box: the position is judged against the default one.
    let q = MinNimQuery::from_hash("#/min-nim?heaps=1,2&position=10,10,10");
    assert_eq!(q.position, Some([10, 10, 10]));
}

#[test]
fn writes_the_position_in_play_on_the_persons_turn() {
    use nimatron_app::route::HashUrl;
    use nimatron_app::screens::min_nim::state::State;
    use nimatron_core::Position;
    use nimatron_core::session::Session;

    let opened = HashUrl::parse("#/min-nim?heaps=4,5,6&set=1,2,3");
    let s = State::from_query(MinNimQuery::from_url(&opened));
    let mut session: Session = s.session.clone();
    let game = nimatron_app::engine::game(&session.game).expect("the game");
    session
        .play(game.as_ref(), &Position::new(vec![4, 5, 3]))
        .expect("a move");
    assert_eq!(
        played_url(opened.clone(), &session),
        None,
        "the computer's turn"
    );
    let (_, to) = crate::support::computer_reply(&session).expect("a reply");
    session.play(game.as_ref(), &to).expect("the reply");
    let url = played_url(opened, &session).expect("the person's turn");
    assert_eq!(
        url.to_hash(),
        format!(
            "#/min-nim?heaps=4,5,6&set=1,2,3&position={}",
            session.position()
        )
    );
    let back = State::from_query(MinNimQuery::from_hash(&url.to_hash()));
    assert!(back.problems.is_empty());
    assert_eq!(
        (back.request, back.position()),
        (s.request, session.position().numbers().try_into().unwrap())
    );
    assert_eq!((back.session.cursor, back.session.undo_target()), (0, None));
}
