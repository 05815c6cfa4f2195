//! What the page knows of a table that stays in the worker: the slice
//! shown (heap 3 = `c`, every `(a, b)`) and the distances of the positions
//! it has asked for (a hovered cell, the game's positions, and their
//! children). The outcome is the distance's parity and the seed's move is
//! the core's rule ([`nimatron_core::games::min_nim::optimal_move`]), read
//! from these values: the page holds kilobytes, not the table.
//!
//! [`View::missing`] says which positions to ask for next; the answers come
//! back as [`nimatron_core::job::JobQuery`] answers through the reducer.

use std::collections::HashMap;
use std::rc::Rc;

use nimatron_core::game::Game;
use nimatron_core::games::min_nim::rules::MinNim;
use nimatron_core::games::min_nim::{MinNimRule, optimal_move};
use nimatron_core::job::NOT_IN_TABLE;
use nimatron_core::solver::rules::outcome_of_remoteness;
use nimatron_core::{Convention, Outcome};

/// The part of a worker's table the page holds.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct View {
    /// The box `[n1, n2, n3]`.
    pub dims: [u64; 3],
    /// A slice: heap 3's size and the distances, `(a, b)` at `a·(n2+1) + b`.
    pub slice: Option<(u64, Rc<Vec<u32>>)>,
    /// Distances of single positions asked for.
    pub known: Rc<HashMap<[u64; 3], u32>>,
}

impl View {
    /// Nothing known yet of the table of the box `dims`.
    pub fn new(dims: [u64; 3]) -> Self {
        View {
            dims,
            ..View::default()
        }
    }

    /// Outcome and distance of `p` (normal play, as the screen's table),
    /// when the page holds it.
    pub fn get(&self, p: [u64; 3]) -> Option<(Outcome, u32)> {
        let [n1, n2, _] = self.dims;
        let from_slice = self.slice.as_ref().and_then(|(c, values)| {
            (p[2] == *c && p[0] <= n1 && p[1] <= n2)
                .then(|| values.get((p[0] * (n2 + 1) + p[1]) as usize).copied())
                .flatten()
        });
        let d = from_slice.or_else(|| self.known.get(&p).copied())?;
        (d != NOT_IN_TABLE).then(|| (outcome_of_remoteness(u64::from(d), Convention::Normal), d))
    }

    /// The seed's move from `p` under `rule`, once `p` and every child are
    /// known (`None` before: a move chosen among some children could be
    /// wrong).
    pub fn optimal_move(&self, rule: &MinNimRule, p: [u64; 3]) -> Option<[u64; 3]> {
        let around = View::with_children(rule, p);
        if around.iter().any(|&q| self.get(q).is_none()) {
            return None;
        }
        optimal_move(rule, p, |q| self.get(q))
    }

    /// `p` and the positions one move away, under `rule` (the core's
    /// moves, in its order: heap 1, 2, 3, each with r1, r2, r3).
    pub fn with_children(rule: &MinNimRule, p: [u64; 3]) -> Vec<[u64; 3]> {
        let mut out = vec![p];
        out.extend(MinNim::new(*rule).moves(&p));
        out
    }

    /// Those of `positions` the page does not hold yet (each once).
    pub fn missing(&self, positions: &[[u64; 3]]) -> Vec<[u64; 3]> {
        let mut out: Vec<[u64; 3]> = Vec::new();
        for &p in positions {
            if self.get(p).is_none() && !self.known.contains_key(&p) && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// The view with `values` of `positions` (in the same order) learned.
    pub fn learn(&self, positions: &[[u64; 3]], values: &[u32]) -> View {
        let mut known = (*self.known).clone();
        known.extend(positions.iter().copied().zip(values.iter().copied()));
        View {
            known: Rc::new(known),
            ..self.clone()
        }
    }
}
