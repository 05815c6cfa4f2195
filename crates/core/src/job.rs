//! Long computations (a Min Nim table, a Grundy heatmap, a long sequence)
//! as jobs: each runs in chunks, says how far it is, and can be dropped at
//! any chunk boundary. The app runs them in its one worker; the CLI runs
//! them to the end.

/// How far a job is: `done` of `total` units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// Units done.
    pub done: u64,
    /// Units in all.
    pub total: u64,
}

impl Progress {
    /// True when every unit is done.
    pub fn is_done(&self) -> bool {
        self.done >= self.total
    }
}

/// A computation in chunks.
pub trait Job {
    /// What it produces.
    type Output;

    /// Does at most about `budget` units of work and says how far it is.
    fn step(&mut self, budget: u64) -> Progress;

    /// The result, once [`Job::step`] has said it is done (else the job
    /// itself, to go on).
    fn finish(self) -> Result<Self::Output, Self>
    where
        Self: Sized;

    /// Runs the job to the end in one go (the CLI's way).
    fn run(mut self) -> Self::Output
    where
        Self: Sized,
    {
        loop {
            self.step(u64::MAX);
            match self.finish() {
                Ok(out) => return out,
                Err(again) => self = again,
            }
        }
    }
}
