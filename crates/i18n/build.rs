//! The message files are compiled in without their comments: the `#` lines
//! are notes for translators, never shown, and the app's first load is
//! measured against a budget (scripts/size-budget.sh); about 1.6 KB of
//! gzip. A line starting with `#` at column 0 is always a Fluent comment
//! (a message's own lines are indented), so nothing else is touched.
//!
//! Beside each file goes its index (`NAME.ids.rs`): where each of its
//! messages starts, sorted by id. The localizer finds the file of a
//! message by a binary search in each index, where it once read every line
//! of every file into a map at its start (for the command line, some
//! 200 KB of its peak memory, issue 31's part 2).

#[path = "src/message_id.rs"]
#[allow(dead_code)] // `id_at` is the crate's, not the build's
mod message_id;

use std::path::Path;
use std::{env, fs, io};

fn main() -> io::Result<()> {
    let out = env::var_os("OUT_DIR").ok_or_else(|| io::Error::other("no OUT_DIR"))?;
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/message_id.rs");
    for lang in ["en", "es"] {
        let from = Path::new("locales").join(lang);
        let to = Path::new(&out).join(lang);
        fs::create_dir_all(&to)?;
        for entry in fs::read_dir(&from)? {
            let path = entry?.path();
            println!("cargo:rerun-if-changed={}", path.display());
            let text = fs::read_to_string(&path)?;
            let kept: String = text
                .lines()
                .filter(|line| !line.starts_with('#'))
                .flat_map(|line| [line, "\n"])
                .collect();
            if let Some(name) = path.file_name() {
                fs::write(to.join(name), &kept)?;
                let mut ids = Vec::new();
                let mut at = 0;
                for line in kept.split_inclusive('\n') {
                    if let Some(id) = message_id::message_id(line) {
                        ids.push((id, at));
                    }
                    at += line.len();
                }
                ids.sort();
                // Offsets are u16: a message file stays under 64 KB.
                if kept.len() > usize::from(u16::MAX) {
                    return Err(io::Error::other(format!(
                        "{} is over 64 KB: split it",
                        path.display()
                    )));
                }
                let offsets: Vec<String> = ids.iter().map(|(_, at)| at.to_string()).collect();
                let index = format!("&[{}]\n", offsets.join(", "));
                let mut index_name = name.to_os_string();
                index_name.push(".ids.rs");
                fs::write(to.join(index_name), index)?;
            }
        }
    }
    Ok(())
}
