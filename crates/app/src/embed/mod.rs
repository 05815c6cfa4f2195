//! Nimatron inside someone else's page (a lesson, a course site).
//!
//! Two ways in, both documented for teachers in `docs/EMBEDDING.md`, and
//! both iframes, so that they work on a page of any other origin served
//! with no special headers (a cross-origin frame needs no CORS) and leave
//! that page's styles alone:
//!
//! - **iframe**: any screen with `embed` in its URL (`#/nim?heaps=3,4,5&embed`)
//!   shows only the screen, and [`height`] tells the parent page how tall it
//!   is, so `web/nimatron-frames.js` can fit the frame.
//! - **script-tag widgets**: `web/nimatron-widgets.js` (a classic script)
//!   puts an iframe of the widget page ([`frame`], `#/widget?data-…`) in
//!   place of each element marked `data-nimatron="nim|bouton|…"`. The page
//!   shows one live, independent [`widget`] that never reads or writes the
//!   location or storage: its screen and position come from the element's
//!   data attributes ([`spec`], pure and tested).

pub mod frame;
pub mod height;
pub mod spec;
pub mod widget;
