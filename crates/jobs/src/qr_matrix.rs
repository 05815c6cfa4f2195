//! A QR code's modules: the `qrcode` crate makes the matrix from a text
//! (in the worker only, `src/bin/worker.rs`: the encoder, some 12 KB, is
//! not in the page's module), and [`QrMatrix::runs`] gives the rectangles
//! the app's `teach::qr` draws. A leaf file: the worker's messages
//! ([`crate::protocol`]) and the drawing both name it.

use qrcode::{Color, EcLevel, QrCode};

/// Modules of light margin around the code (the standard's quiet zone).
pub const QUIET: usize = 4;

/// A QR code as a square of modules, row by row (`true` = dark).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrMatrix {
    /// Modules per side (without the quiet zone).
    pub width: usize,
    /// `width * width` modules, row-major.
    pub dark: Vec<bool>,
}

impl QrMatrix {
    /// The code for `text` (error correction M: a projector's glare and a
    /// phone at the back of the room), or `None` when it is too long for
    /// any QR version. Called in the worker only.
    pub fn encode(text: &str) -> Option<QrMatrix> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .or_else(|_| QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L))
            .ok()?;
        let width = code.width();
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect();
        Some(QrMatrix { width, dark })
    }

    /// The module at column `x`, row `y` (light outside the square).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// Every horizontal run of dark modules as (x, y, length), in module
    /// units, the quiet zone included in the coordinates.
    pub fn runs(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for y in 0..self.width {
            let mut x = 0;
            while x < self.width {
                if self.is_dark(x, y) {
                    let start = x;
                    while x < self.width && self.is_dark(x, y) {
                        x += 1;
                    }
                    out.push((start + QUIET, y + QUIET, x - start));
                } else {
                    x += 1;
                }
            }
        }
        out
    }

    /// The side of the drawing in modules, quiet zone included.
    pub fn side(&self) -> usize {
        self.width + 2 * QUIET
    }
}
