//! A candidate `base × C_k × … × C_k` (one cyclic factor per freed heap),
//! reduced before it is verified.
//!
//! Why not a table of the product: the product is large (the old quotient
//! times `(k + 1)^f`), while the quotient it may prove is small (Kayles'
//! candidates have hundreds of elements, its quotient 40). A table would
//! cost the square of the product to build, and the verification's sets
//! would be as wide as the product. So the product stays implicit (an
//! element is its factors' digits, a product is one lookup per factor),
//! only the part the heaps generate is walked, its P-portion is read from
//! real positions ([`super::candidate::p_portion`]), and it is divided by
//! indistinguishability (Moore's refinement over the heaps' images) before
//! anything is tabled. The division is sound either way: it is a
//! congruence whatever `P` is, and a candidate's quotient respects misère
//! outcomes exactly when the candidate does, so verifying the small one
//! proves the same thing as verifying the large one.

use rustc_hash::FxHashMap;

use super::candidate::{Candidate, Evaluated, distinct_images, option_images, p_portion};
use super::monoid::{Monoid, Table};

/// Elements of the product's generated part walked at most (each keeps a
/// row of its heap images).
pub const MAX_WALKED: usize = 1 << 17;
/// Most elements of the divided candidate (its table is the square).
pub const MAX_DIVIDED: usize = 2048;
/// Largest product space indexed (one `u32` a point).
const MAX_SPACE: u64 = 1 << 22;

/// Why a candidate was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooBig {
    /// The product, its generated part or its division passed a limit.
    Order,
    /// The entries made passed the budget given.
    Budget,
}

/// The generated part of `base × C_k^f`: elements numbered as reached.
struct Walked<'a> {
    base: &'a Table,
    cyc: Table,
    /// `(k + 1)^f`: codes are `base element × digits + digits value`.
    digits: u64,
    radix: u64,
    /// The code of each element.
    code: Vec<u64>,
    /// The element of each code (`u32::MAX`: not reached).
    index: Vec<u32>,
}

impl Walked<'_> {
    fn mul_code(&self, x: u64, y: u64) -> u64 {
        let (bx, mut dx) = (x / self.digits, x % self.digits);
        let (by, mut dy) = (y / self.digits, y % self.digits);
        let b = u64::from(self.base.mul(bx as u32, by as u32));
        // Digit by digit, the cyclic factors' own products.
        let mut d = 0;
        let mut place = 1;
        while place < self.digits {
            let z = self
                .cyc
                .mul((dx % self.radix) as u32, (dy % self.radix) as u32);
            d += u64::from(z) * place;
            dx /= self.radix;
            dy /= self.radix;
            place *= self.radix;
        }
        b * self.digits + d
    }
}

impl Monoid for Walked<'_> {
    fn order(&self) -> usize {
        self.code.len()
    }
    fn mul(&self, x: u32, y: u32) -> u32 {
        let z = self.mul_code(self.code[x as usize], self.code[y as usize]);
        // The generated part is closed under products.
        self.index[z as usize]
    }
}

/// A candidate's shape: a proved quotient and its heaps' images, the heaps
/// freed (each its own cyclic factor `{1, a, …, a^k}`) and `k`.
#[derive(Debug, Clone, Copy)]
pub struct Plan<'a> {
    /// The quotient the product starts from.
    pub base: &'a Table,
    /// Its heaps' images (heaps past them go to the identity).
    pub base_phi: &'a [u32],
    /// The heaps with a factor of their own, increasing.
    pub freed: &'a [u64],
    /// The factors' `k`.
    pub k: usize,
}

/// The candidate `base × C_k^f` for heaps `0..=n` (heap `h` goes to its
/// image in `base`, the identity past `base`'s heaps, and to the
/// generator of its own factor when it is one of `freed`), divided by
/// indistinguishability, with its P-portion. `work` counts the entries
/// made (elements times heap images, and the divided table); past
/// `budget`, the candidate is given up.
pub fn divided_candidate(
    plan: &Plan,
    n: u64,
    heap_options: &[Vec<(u64, u64)>],
    work: &mut u64,
    budget: u64,
) -> Result<Evaluated, TooBig> {
    let Plan {
        base,
        base_phi,
        freed,
        k,
    } = *plan;
    let cyc = Table::cyclic(k);
    let radix = cyc.order() as u64;
    let digits = u32::try_from(freed.len())
        .ok()
        .and_then(|f| radix.checked_pow(f))
        .ok_or(TooBig::Order)?;
    let space = (base.order() as u64)
        .checked_mul(digits)
        .filter(|&s| s <= MAX_SPACE)
        .ok_or(TooBig::Order)?;
    let gen_code = |h: u64| -> u64 {
        let b = u64::from(base_phi.get(h as usize).copied().unwrap_or(0));
        // The freed heap's own factor gets its generator `a`, digit 1.
        let d = freed
            .iter()
            .position(|&f| f == h)
            .map_or(0, |i| radix.pow((freed.len() - 1 - i) as u32));
        b * digits + d
    };
    let heap_codes: Vec<u64> = (0..=n).map(gen_code).collect();
    let gens = distinct_images(&heap_codes);
    let mut w = Walked {
        base,
        cyc,
        digits,
        radix,
        code: vec![0],
        index: vec![u32::MAX; space as usize],
    };
    w.index[0] = 0;
    // The walk, keeping each element's row of products by the images.
    let mut next: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < w.code.len() {
        for &(g, _) in &gens {
            let z = w.mul_code(w.code[i], g);
            if w.index[z as usize] == u32::MAX {
                if w.code.len() >= MAX_WALKED {
                    return Err(TooBig::Order);
                }
                w.index[z as usize] = w.code.len() as u32;
                w.code.push(z);
            }
            next.push(w.index[z as usize]);
        }
        if *work + next.len() as u64 > budget {
            *work += next.len() as u64;
            return Err(TooBig::Budget);
        }
        i += 1;
    }
    *work += next.len() as u64;
    let phi: Vec<u32> = heap_codes.iter().map(|&c| w.index[c as usize]).collect();
    let options = option_images(&w, &phi, heap_options);
    let lightest: Vec<(u32, usize)> = gens
        .iter()
        .map(|&(c, h)| (w.index[c as usize], h))
        .collect();
    let p = p_portion(&w, &lightest, &phi, &options);
    let class = refine(&p, &next, gens.len());
    let classes = class.iter().max().map_or(0, |&c| c as usize + 1);
    if classes > MAX_DIVIDED {
        return Err(TooBig::Order);
    }
    // A representative of each class, and the classes' table.
    let mut rep = vec![u32::MAX; classes];
    for (x, &c) in class.iter().enumerate() {
        if rep[c as usize] == u32::MAX {
            rep[c as usize] = x as u32;
        }
    }
    let mut mul = Vec::with_capacity(classes * classes);
    for &x in &rep {
        for &y in &rep {
            mul.push(class[w.mul(x, y) as usize]);
        }
    }
    *work += mul.len() as u64;
    if *work > budget {
        return Err(TooBig::Budget);
    }
    let table = Table::from_entries(classes, mul);
    let phi: Vec<u32> = phi.iter().map(|&x| class[x as usize]).collect();
    let p: Vec<bool> = rep.iter().map(|&x| p[x as usize]).collect();
    let options = option_images(&table, &phi, heap_options);
    Ok(Evaluated {
        candidate: Candidate {
            table,
            phi,
            options,
        },
        p,
    })
}

/// Indistinguishability (`x ~ y` when `xz ∈ P ⇔ yz ∈ P` for every `z`),
/// by Moore's refinement: start from P or not, split classes by the
/// classes of `x·g` for each image `g` (`next[x * gens + i]`), until no
/// class splits. The monoid is generated by the images, so this is the
/// relation over every `z`.
fn refine(p: &[bool], next: &[u32], gens: usize) -> Vec<u32> {
    let len = p.len();
    let mut class: Vec<u32> = p.iter().map(|&b| u32::from(b)).collect();
    let mut count = class.iter().collect::<rustc_hash::FxHashSet<_>>().len();
    let mut ids: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
    loop {
        ids.clear();
        let mut fresh = vec![0u32; len];
        for x in 0..len {
            let mut sig = Vec::with_capacity(gens + 1);
            sig.push(class[x]);
            sig.extend(
                next[x * gens..(x + 1) * gens]
                    .iter()
                    .map(|&y| class[y as usize]),
            );
            let id = ids.len() as u32;
            fresh[x] = *ids.entry(sig).or_insert(id);
        }
        let fresh_count = ids.len();
        class = fresh;
        if fresh_count == count {
            return class;
        }
        count = fresh_count;
    }
}
