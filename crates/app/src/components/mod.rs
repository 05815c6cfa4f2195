//! Components shared by every screen: the header with its language switch,
//! the heaps in binary as a table,
//! the error banner, a long computation's progress and Cancel card, a walk's Previous/Play/Next buttons and its list of steps, the frame every screen is drawn in, a labelled text field, a row of example links, the panels drawn after the board's first paint, the notice that storage is refused and the one that a
//! new version is ready, and per-instance element ids.

pub mod bits_grid;
pub mod canvas;
pub mod error_banner;
pub mod header;
pub mod ids;
pub mod job_status;
pub mod lang_switch;
pub mod later;
pub mod preset_links;
pub mod screen_frame;
pub mod step_controls;
pub mod step_progress;
pub mod storage_notice;
pub mod text_field;
pub mod update_notice;

pub use error_banner::ErrorBanner;
pub use header::Header;
pub use ids::{IdScope, Ids, use_ids};
pub use job_status::{JobHooks, JobStatus, JobStep};
pub use lang_switch::LangSwitch;
pub use later::use_painted;
pub use preset_links::{PresetLinks, links};
pub use screen_frame::{ScreenFrame, refused};
pub use storage_notice::StorageNotice;
pub use text_field::TextField;
pub use update_notice::UpdateNotice;
