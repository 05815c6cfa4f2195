//! The message files are compiled in without their comments: the `#` lines
//! are notes for translators, never shown, and the app's first load is
//! measured against a budget (scripts/size-budget.sh); about 1.6 KB of
//! gzip. A line starting with `#` at column 0 is always a Fluent comment
//! (a message's own lines are indented), so nothing else is touched.

use std::path::Path;
use std::{env, fs, io};

fn main() -> io::Result<()> {
    let out = env::var_os("OUT_DIR").ok_or_else(|| io::Error::other("no OUT_DIR"))?;
    println!("cargo:rerun-if-changed=locales");
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
                fs::write(to.join(name), kept)?;
            }
        }
    }
    Ok(())
}
