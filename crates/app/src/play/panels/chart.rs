//! The value history, as GamesmanUni draws it: for each position played,
//! its outcome for the player to move (N or P, coloured) and its
//! remoteness (moves to the end with best play) on the y axis, over the
//! plies on the x axis, joined by a line. A good game walks down the
//! remoteness; a slip shows as a jump or a change of colour.
//!
//! Each point after the first also marks the verdict on the move that led
//! to it (`verdict-best`, `-good`, `-mistake`, `-unknown`, said in its
//! title), by the core's rule on the two points' values; a click on a
//! point (or Enter) takes the board there.
//!
//! Why pure points first: [`points`] is computed from the session and the
//! cached analyses and tested natively; the SVG only draws them (with SVG
//! attributes, which the CSP allows, not inline styles).

use nimatron_core::review::{Value, Verdict, verdict};
use nimatron_core::session::Session;
use nimatron_core::{Outcome, Position};
use yew::prelude::*;

use crate::decimal::{fixed, trimmed};
use crate::i18n::use_i18n;
use crate::play::cache;

/// Plies drawn at most (the latest ones).
pub const MAX_PLIES: usize = 80;

/// One position played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// Moves played before it.
    pub ply: usize,
    /// Its outcome, when the core answered.
    pub outcome: Option<Outcome>,
    /// Its remoteness, when known.
    pub remoteness: Option<u64>,
}

/// The points of the positions played up to the cursor (at most the
/// latest [`MAX_PLIES`] + 1).
pub fn points(session: &Session) -> Vec<Point> {
    points_with(session, |ply, position| {
        let answer = cache::analyze(&session.game, position, session.convention);
        let a = answer.as_ref().as_ref().ok();
        Point {
            ply,
            outcome: a.map(|a| a.outcome),
            remoteness: a.and_then(|a| a.remoteness),
        }
    })
}

/// [`points`] with each position's point from `point` (a screen that holds
/// the values itself: Min Nim's worker table).
pub fn points_with(session: &Session, point: impl Fn(usize, &Position) -> Point) -> Vec<Point> {
    let first = session.cursor.saturating_sub(MAX_PLIES);
    let at = |ply| point(ply, session.position_after(ply));
    (first..=session.cursor).map(at).collect()
}

/// Props of [`ChartPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct ChartPanelProps {
    /// The points to draw.
    pub points: std::rc::Rc<Vec<Point>>,
    /// Prefix of element ids.
    pub prefix: AttrValue,
    /// Goes to the position after this many moves (a click on a point).
    #[prop_or_default]
    pub on_go: Callback<usize>,
}

/// The verdict on the move that led to `after` from `before` (the points
/// of two plies in a row), by the core's rule (`review::verdict`).
pub fn verdict_between(before: &Point, after: &Point) -> Verdict {
    let value = |p: &Point| Value {
        outcome: p.outcome,
        remoteness: p.remoteness,
    };
    verdict(value(before), value(after)).0
}

const W: f64 = 320.0;
const H: f64 = 160.0;
const LEFT: f64 = 30.0;
const BOTTOM: f64 = 24.0;
const TOP: f64 = 8.0;
const RIGHT: f64 = 10.0;

/// The chart.
#[component]
pub fn ChartPanel(props: &ChartPanelProps) -> Html {
    let i18n = use_i18n();
    let title_id = format!("{}chart-title", props.prefix);
    let desc_id = format!("{}chart-desc", props.prefix);
    let pts = props.points.as_ref();
    let first = pts.first().map_or(0, |p| p.ply);
    let last = pts.last().map_or(0, |p| p.ply).max(first + 1);
    let top = pts
        .iter()
        .filter_map(|p| p.remoteness)
        .max()
        .unwrap_or(1)
        .max(1);
    let x = |ply: usize| LEFT + (ply - first) as f64 / (last - first) as f64 * (W - LEFT - RIGHT);
    let y = |r: u64| TOP + (1.0 - r as f64 / top as f64) * (H - TOP - BOTTOM);
    let line: Vec<String> = pts
        .iter()
        .filter_map(|p| {
            p.remoteness
                .map(|r| format!("{},{}", fixed(x(p.ply), 1), fixed(y(r), 1)))
        })
        .collect();
    let unknown = i18n.tr("play-chart-unknown");
    html! {
        <section class="play-chart" aria-labelledby={title_id.clone()}>
            <h2 id={title_id.clone()} class="card-title">{ i18n.tr("play-chart-title") }</h2>
            <p id={desc_id.clone()} class="note">{ i18n.tr("play-chart-desc") }</p>
            <svg class="play-chart-svg" viewBox={format!("0 0 {} {}", trimmed(W, 1), trimmed(H, 1))} role="group"
                aria-labelledby={title_id} aria-describedby={desc_id} data-testid="value-chart">
                <line class="play-chart-axis" x1={trimmed(LEFT, 1)} y1={trimmed(TOP, 1)} x2={trimmed(LEFT, 1)} y2={trimmed(H - BOTTOM, 1)} />
                <line class="play-chart-axis" x1={trimmed(LEFT, 1)} y1={trimmed(H - BOTTOM, 1)} x2={trimmed(W - RIGHT, 1)} y2={trimmed(H - BOTTOM, 1)} />
                <text class="play-chart-tick" x={trimmed(LEFT - 4.0, 1)} y={trimmed(TOP + 8.0, 1)} text-anchor="end">{ top.to_string() }</text>
                <text class="play-chart-tick" x={trimmed(LEFT - 4.0, 1)} y={trimmed(H - BOTTOM, 1)} text-anchor="end">{ "0" }</text>
                <text class="play-chart-tick" x={trimmed(LEFT, 1)} y={trimmed(H - 6.0, 1)}>{ first.to_string() }</text>
                <text class="play-chart-tick" x={trimmed(W - RIGHT, 1)} y={trimmed(H - 6.0, 1)} text-anchor="end">{ last.to_string() }</text>
                <text class="play-chart-tick" x={trimmed((W + LEFT) / 2.0, 1)} y={trimmed(H - 6.0, 1)} text-anchor="middle">{ i18n.tr("play-chart-axis-ply") }</text>
                if line.len() > 1 {
                    <polyline class="play-chart-line" points={line.join(" ")} />
                }
                { for pts.iter().enumerate().filter_map(|(i, p)| {
                    let r = p.remoteness?;
                    let outcome_class = match p.outcome {
                        Some(Outcome::N) => "is-n",
                        Some(Outcome::P) => "is-p",
                        None => "",
                    };
                    // The move that led here, judged (none for the start
                    // of what is drawn).
                    let judged = i.checked_sub(1).map(|b| verdict_between(&pts[b], p));
                    let outcome = p.outcome.map_or(unknown.clone(), |o| o.to_string());
                    let mut title = i18n.tr_args("play-chart-point", &[("ply", p.ply.into()), ("outcome", outcome.into()), ("remoteness", r.into())]);
                    if let Some(v) = judged {
                        title = format!("{title}. {}", i18n.tr_args("review-chart-verdict", &[("ply", p.ply.into()), ("verdict", i18n.tr(&format!("review-verdict-{}", v.code())).into())]));
                    }
                    let ply = p.ply;
                    let go = props.on_go.clone();
                    let onclick = Callback::from(move |_: MouseEvent| go.emit(ply));
                    let go = props.on_go.clone();
                    let onkeydown = Callback::from(move |e: KeyboardEvent| {
                        if e.key() == "Enter" || e.key() == " " {
                            e.prevent_default();
                            go.emit(ply);
                        }
                    });
                    Some(html! {
                        <circle class={classes!("play-chart-point", outcome_class, judged.map(|v| format!("verdict-{}", v.code())))}
                            cx={fixed(x(p.ply), 1)} cy={fixed(y(r), 1)} r="5" data-testid="chart-point"
                            data-ply={ply.to_string()} data-verdict={judged.map(|v| v.code())}
                            tabindex="0" role="button" aria-label={title.clone()} {onclick} {onkeydown}>
                            <title>{ title }</title>
                        </circle>
                    })
                }) }
            </svg>
            <p class="play-chart-legend note">
                <span class="play-legend-n">{ "● " }{ i18n.tr("play-chart-legend-n") }</span>
                { " " }
                <span class="play-legend-p">{ "● " }{ i18n.tr("play-chart-legend-p") }</span>
                { " · " }{ i18n.tr("play-chart-axis-remoteness") }{ " ↑" }
            </p>
        </section>
    }
}
