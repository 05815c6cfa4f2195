//! Components shared by every screen: the header with its language switch,
//! the error banner, the notice that storage is refused and the one that a
//! new version is ready, and per-instance element ids.

pub mod canvas;
pub mod error_banner;
pub mod header;
pub mod ids;
pub mod lang_switch;
pub mod storage_notice;
pub mod update_notice;

pub use error_banner::ErrorBanner;
pub use header::Header;
pub use ids::{IdScope, Ids, use_ids};
pub use lang_switch::LangSwitch;
pub use storage_notice::StorageNotice;
pub use update_notice::UpdateNotice;
