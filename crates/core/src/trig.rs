//! Cosine and sine without the maths library, for drawing things on a
//! circle (a graph's vertices, Circular Nim's ring, a thumbnail). Every
//! caller in the core, the command line and the app uses this one, so no
//! binary links the C maths library's trigonometry.

use std::f64::consts::{FRAC_2_PI, FRAC_PI_2};

/// The cosine and sine of `angle` (radians), to about 1e-15: the angle
/// brought within π/4 of a multiple of π/2, then the Taylor series.
///
/// Why not `f64::cos` and `f64::sin`: they are the C maths library's. In
/// the command line these would be its only calls, which then loads the
/// whole library at every start (about 330 KB of its memory, issue 31's
/// peak memory figure); on the page its argument reduction costs each
/// wasm module about 3 KB gzip (the home page's catalogue draws a ring).
pub fn cos_sin(angle: f64) -> (f64, f64) {
    // The nearest quarter turn, by truncation toward zero after adding a
    // half (an `as` cast: no library rounding function).
    let half = if angle < 0.0 { -0.5 } else { 0.5 };
    let quarter = (angle * FRAC_2_PI + half) as i64;
    let r = angle - quarter as f64 * FRAC_PI_2;
    let r2 = r * r;
    // Horner form of the series to r^14 and r^15: the first term left out
    // is below 1e-15 for |r| <= π/4.
    let mut cos = 1.0;
    let mut sin = 1.0;
    for k in (1..=7).rev() {
        let k = f64::from(k);
        cos = 1.0 - r2 / ((2.0 * k - 1.0) * (2.0 * k)) * cos;
        sin = 1.0 - r2 / ((2.0 * k) * (2.0 * k + 1.0)) * sin;
    }
    let sin = r * sin;
    // A quarter turn more turns (cos, sin) into (-sin, cos).
    match quarter.rem_euclid(4) {
        0 => (cos, sin),
        1 => (-sin, cos),
        2 => (-cos, -sin),
        _ => (sin, -cos),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn cos_sin_agree_with_the_maths_library_around_the_circle() {
        // Every angle a circle of up to 200 points asks for, and a fine
        // sweep of two turns either way.
        let mut angles: Vec<f64> = (1..=200)
            .flat_map(|n| (0..n).map(move |i| PI / 2.0 - 2.0 * PI * i as f64 / n as f64))
            .collect();
        angles.extend((-4000..=4000).map(|k| f64::from(k) * PI / 1000.0));
        for angle in angles {
            let (cos, sin) = cos_sin(angle);
            assert!((cos - angle.cos()).abs() < 1e-14, "cos {angle}: {cos}");
            assert!((sin - angle.sin()).abs() < 1e-14, "sin {angle}: {sin}");
        }
    }
}
