//! The teacher's kit, shared by every screen through the app's frame:
//!
//! - [`share`] (pure) and [`panel`]: the Share button's panel: the link
//!   to exactly what is on screen, an iframe snippet, a widget snippet, a
//!   live preview of the widget;
//! - [`qr`]: the link as a QR code (the `qrcode` crate's matrix, made in
//!   the worker, `nimatron_jobs::qr_matrix`, drawn as SVG rectangles by `html!`);
//! - [`present`]: projector mode (`present` in the URL, the frame's
//!   button or the `p` key).
//!
//! The printable worksheets are a screen of their own (`screens::worksheet`).

pub mod panel;
pub mod present;
pub mod qr;
pub mod share;

pub use panel::{SharePanel, SharePanelView, share_panel};
