use duel21::duel::ai::{Expert, TableView};
use duel21::parse_cards;
fn main() {
    let c = |s| parse_cards(s).unwrap();
    let view = TableView::from_position(&c("As Ah"), &c("2s 2h"), &[], false, false).unwrap();
    let n: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(2000);
    let mut times = Vec::new();
    let mut t = 0;
    for _ in 0..n {
        let start = std::time::Instant::now();
        t += Expert::evaluate(&view).unwrap().take;
        times.push(start.elapsed().as_nanos() as u64);
    }
    times.sort();
    println!("{} min {} p10 {} med {} us", t % 7, times[0] / 1000, times[n / 10] / 1000, times[n / 2] / 1000);
}
