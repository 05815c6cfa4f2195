//! Tests of `i18n` (`crates/app/src/i18n.rs`).
use nimatron_i18n::Lang;
use std::rc::Rc;

use nimatron_app::i18n::*;

#[test]
fn url_beats_storage_beats_browser() {
    let browser = vec!["fr-FR".to_string(), "es-MX".to_string()];
    assert_eq!(
        choose_lang(Some(Lang::En), Some("es"), &browser),
        (Lang::En, LangSource::Url)
    );
    assert_eq!(
        choose_lang(None, Some("es"), &[]),
        (Lang::Es, LangSource::Stored)
    );
    assert_eq!(
        choose_lang(None, Some("garbage"), &browser),
        (Lang::Es, LangSource::Browser)
    );
    assert_eq!(
        choose_lang(None, None, &["de".to_string()]),
        (Lang::En, LangSource::Default)
    );
}

#[test]
fn localizers_are_cached() {
    assert!(Rc::ptr_eq(&localizer(Lang::Es), &localizer(Lang::Es)));
    assert_eq!(localizer(Lang::Es).lang(), Lang::Es);
}
