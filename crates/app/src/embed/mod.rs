//! Nimatron inside someone else's page (a lesson, a course site).
//!
//! Two ways in, both documented for teachers in `docs/EMBEDDING.md`:
//!
//! - **iframe**: any screen with `embed` in its URL (`#/nim?heaps=3,4,5&embed`)
//!   shows only the screen, and [`height`] tells the parent page how tall it
//!   is, so the frame can fit it.
//! - **script-tag widgets**: a page that loads `nimatron-widgets.js` and
//!   marks elements with `data-nimatron="nim|bouton|wythoff"` gets one live,
//!   independent widget per element ([`widgets`], [`widget`]). Widgets never
//!   read or write the location: their position comes from the element's
//!   data attributes ([`spec`], pure and tested).

pub mod height;
pub mod spec;
pub mod widget;
pub mod widgets;
