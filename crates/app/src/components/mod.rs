//! Components shared by every screen: the header with its language switch
//! and the error banner.

pub mod canvas_zoom;
pub mod error_banner;
pub mod header;
pub mod lang_switch;

pub use error_banner::ErrorBanner;
pub use header::Header;
pub use lang_switch::LangSwitch;
