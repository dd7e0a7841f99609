//! `duel21 solve24`: solve one 24-points deal, count the solvable deals,
//! rate every deal, or time the solver and the rating.
//!
//! ```text
//! duel21 solve24 [--ascii] 1 5 5 5     (also A 5 5 5, or "1 5 5 5" as one word)
//! duel21 solve24 --all
//! duel21 solve24 --rate-all
//! duel21 solve24 --bench [--runs N]
//! duel21 solve24 --fit FILE
//! ```
//! Solutions print one per line, simplest first, in `+ − × ÷` (or `+ - * /`
//! with `--ascii`); exit 0. An unsolvable deal prints `no solution`, exit 1.
//! `--rate-all` prints all 1820 deals, one per line, as
//! `a b c d<TAB>label<TAB>seconds` (the model's expected seconds for a
//! typical player; for a deal with no solution, the time to give up).
//! `--fit FILE` fits the difficulty model to a file of people's times (see
//! `duel21::game24::calibration`) and prints each feature set's
//! cross-validated Spearman ρ and median error, the fitted weights, and
//! whether they are the ones the model ships with.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use duel21::game24::{solvable, solve, Difficulty, Estimate, Notation, Rating, Values};

/// Runs `solve24` with its arguments.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let mut ascii = false;
    let mut all = false;
    let mut rate_all = false;
    let mut bench = false;
    let mut fit: Option<&String> = None;
    let mut runs = 20usize;
    let mut words = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--ascii" => ascii = true,
            "--all" => all = true,
            "--rate-all" => rate_all = true,
            "--bench" => bench = true,
            "--fit" => fit = Some(it.next().ok_or("--fit needs a file of people's times")?),
            "--runs" => {
                let n = it.next().ok_or("--runs needs a number")?;
                runs = n
                    .parse()
                    .ok()
                    .filter(|&r| (1..=10_000).contains(&r))
                    .ok_or_else(|| format!("--runs '{n}' must be a number from 1 to 10000"))?;
            }
            a if a.starts_with("--") => return Err(format!("solve24: unknown option '{a}'")),
            word => words.push(word),
        }
    }
    if let Some(path) = fit {
        if all || rate_all || bench || !words.is_empty() {
            return Err("solve24: --fit FILE takes nothing else".to_string());
        }
        return print_fit(path);
    }
    if all || rate_all || bench {
        if !words.is_empty() {
            return Err(
                "solve24: give either four cards or --all / --rate-all / --bench".to_string(),
            );
        }
        if all {
            print_all();
        }
        if rate_all {
            print_rate_all();
        }
        if bench {
            print_bench(runs);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let values: Values = words
        .join(" ")
        .parse()
        .map_err(|e| format!("solve24: {e}; e.g. duel21 solve24 A 5 5 5"))?;
    let notation = if ascii {
        Notation::Ascii
    } else {
        Notation::Unicode
    };
    let solutions = solve(values);
    if solutions.is_empty() {
        say!("no solution");
        return Ok(ExitCode::from(1));
    }
    for s in &solutions {
        say!("{}", s.render(notation));
    }
    Ok(ExitCode::SUCCESS)
}

/// The counts over all 1820 multisets, and the exact chance for four cards
/// drawn from a full deck (each multiset weighted by its card combinations).
fn print_all() {
    let mut count = 0u64;
    let mut weight = 0u64;
    let mut total_weight = 0u64;
    let mut by_difficulty = [0usize; 4];
    let mut deals = 0u64;
    for values in Values::all() {
        deals += 1;
        total_weight += values.card_combinations();
        let rating = Rating::rate(values);
        debug_assert_eq!(rating.solutions > 0, solvable(values));
        by_difficulty[rating.difficulty as usize] += 1;
        if rating.difficulty != Difficulty::Unsolvable {
            count += 1;
            weight += values.card_combinations();
        }
    }
    say!("solvable {count} of {deals}");
    let g = gcd(weight, total_weight);
    let reduced = if g == 1 {
        String::new()
    } else {
        format!(" = {}/{}", weight / g, total_weight / g)
    };
    say!(
        "probability that 4 random cards from a 52-card deck are solvable: {weight}/{total_weight}{reduced} ≈ {}",
        percent(weight, total_weight)
    );
    say!(
        "difficulty: easy {}, medium {}, hard {}, unsolvable {}",
        by_difficulty[0],
        by_difficulty[1],
        by_difficulty[2],
        by_difficulty[3]
    );
}

/// Every deal with its label and the model's seconds (one decimal).
fn print_rate_all() {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for values in Values::all() {
        let e = Estimate::of(values);
        // Buffered (1820 lines); a failed write ends the command as `say` does.
        if let Err(e) = writeln!(out, "{values}\t{}\t{:.1}", e.difficulty, e.seconds) {
            super::output::stdout_failed(&e);
        }
    }
    if let Err(e) = out.flush() {
        super::output::stdout_failed(&e);
    }
}

/// Fits the model to a times file and prints how well each feature set
/// predicts held-out deals (see `duel21::game24::calibration`).
fn print_fit(path: &str) -> Result<ExitCode, String> {
    use duel21::game24::calibration::{
        cross_validate, feature_sets, fit, read_times, ALL, FOLDS, MAX_FILE_BYTES,
    };
    use duel21::game24::features::NAMES;
    use duel21::game24::model::{RATE_WEIGHTS, TIME_WEIGHTS};
    let cant = |e: std::io::Error| format!("solve24: cannot read {path}: {e}");
    let size = std::fs::metadata(path).map_err(cant)?.len();
    if size > MAX_FILE_BYTES as u64 {
        return Err(format!(
            "solve24: {path} has {size} bytes, more than {MAX_FILE_BYTES}"
        ));
    }
    let text = std::fs::read_to_string(path).map_err(cant)?;
    let rows = read_times(&text).map_err(|e| format!("solve24: {path}: {e}"))?;
    say!(
        "{} deals from {path}; {FOLDS}-fold cross-validation (row i in fold i mod {FOLDS})",
        rows.len()
    );
    say!(
        "feature set\tSpearman ρ (time)\tρ (solved rate)\tmedian error (s)\tmedian error (points)"
    );
    for (name, set) in feature_sets() {
        let cv = cross_validate(&rows, &set, FOLDS);
        say!(
            "{name}\t{:.3}\t{:.3}\t{:.2}\t{:.1}",
            cv.rho,
            cv.rate_rho,
            cv.median_error_seconds,
            cv.median_error_points
        );
    }
    let w = fit(&rows, &ALL);
    say!(
        "weights fitted on all {} deals (ln seconds, logit solved rate):",
        rows.len()
    );
    for (i, name) in NAMES.iter().enumerate() {
        say!("{name}\t{:+.4}\t{:+.4}", w.time[i], w.rate[i]);
    }
    say!("pub const TIME_WEIGHTS: [f64; FEATURES] = {:?};", w.time);
    say!("pub const RATE_WEIGHTS: [f64; FEATURES] = {:?};", w.rate);
    let same = |a: &[f64], b: &[f64]| {
        a.iter()
            .zip(b)
            .all(|(x, y)| (x - y).abs() <= 1e-9 * (1.0 + y.abs()))
    };
    if same(&w.time, &TIME_WEIGHTS) && same(&w.rate, &RATE_WEIGHTS) {
        say!("these are the weights the model ships with");
    } else {
        say!("these differ from the weights the model ships with (src/game24/model.rs)");
    }
    Ok(ExitCode::SUCCESS)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `a / b` as a percentage with four decimals, by integer long division
/// (rounded half up).
fn percent(a: u64, b: u64) -> String {
    let scaled = (u128::from(a) * 1_000_000 * 2 + u128::from(b)) / (2 * u128::from(b));
    format!("{}.{:04}%", scaled / 10_000, scaled % 10_000)
}

fn print_bench(runs: usize) {
    let deals: Vec<Values> = Values::all().collect();
    let mut existence = Vec::with_capacity(runs);
    let mut solvable_count = 0;
    for _ in 0..runs {
        let start = Instant::now();
        solvable_count = deals.iter().filter(|&&v| solvable(v)).count();
        existence.push(start.elapsed());
    }
    existence.sort();
    say!(
        "existence, all {} deals: median {} total, best {} ({} solvable; {runs} runs)",
        deals.len(),
        ms(existence[existence.len() / 2]),
        ms(existence[0]),
        solvable_count
    );
    let all_runs = runs.clamp(1, 5);
    let mut totals = Vec::new();
    let mut per_deal = Vec::new();
    // Each deal's best time over the runs: a deal slow in every run is slow,
    // one slow in a single run was interrupted (this machine is shared).
    let mut best = vec![Duration::MAX; deals.len()];
    let mut solutions = 0;
    for _ in 0..all_runs {
        solutions = 0;
        let start = Instant::now();
        for (i, &v) in deals.iter().enumerate() {
            let t = Instant::now();
            solutions += solve(v).len();
            let took = t.elapsed();
            per_deal.push(took);
            best[i] = best[i].min(took);
        }
        totals.push(start.elapsed());
    }
    totals.sort();
    per_deal.sort();
    let p = |q: f64| per_deal[((per_deal.len() as f64 * q) as usize).min(per_deal.len() - 1)];
    let (slowest, worst) = best
        .iter()
        .enumerate()
        .max_by_key(|&(_, d)| *d)
        .map(|(i, d)| (deals[i], *d))
        .expect("1820 deals");
    say!(
        "all distinct solutions, all {} deals: median {} total ({solutions} solutions; {all_runs} runs); per deal over all runs p50 {}, p99 {}, max {}; slowest deal at its best {} ({slowest})",
        deals.len(),
        ms(totals[totals.len() / 2]),
        us(p(0.5)),
        us(p(0.99)),
        us(per_deal[per_deal.len() - 1]),
        us(worst)
    );
    print_rating_bench(&deals, runs.clamp(1, 20));
}

/// Times rating every deal (all distinct solutions, the features and the model, as `--rate-all`).
fn print_rating_bench(deals: &[Values], runs: usize) {
    let mut totals = Vec::with_capacity(runs);
    let mut hard = 0;
    for _ in 0..runs {
        let start = Instant::now();
        hard = deals
            .iter()
            .filter(|&&v| Estimate::of(v).difficulty == Difficulty::Hard)
            .count();
        totals.push(start.elapsed());
    }
    totals.sort();
    say!(
        "rating, all {} deals: median {} total, best {} ({hard} hard; {runs} runs; target ≤ 200 ms)",
        deals.len(),
        ms(totals[totals.len() / 2]),
        ms(totals[0]),
    );
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn us(d: Duration) -> String {
    format!("{:.0} µs", d.as_secs_f64() * 1e6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_rounds_exactly() {
        assert_eq!(percent(1, 3), "33.3333%");
        assert_eq!(percent(2, 3), "66.6667%");
        assert_eq!(percent(1, 1), "100.0000%");
    }
}
