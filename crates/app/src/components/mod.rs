//! Components shared by every screen: the header with its language switch,
//! the error banner and per-instance element ids.

pub mod error_banner;
pub mod header;
pub mod ids;
pub mod lang_switch;

pub use error_banner::ErrorBanner;
pub use header::Header;
pub use ids::{IdScope, Ids, use_ids};
pub use lang_switch::LangSwitch;
