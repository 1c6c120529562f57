use std::io::{self, BufRead, Write};
fn main() {
    let stdin = io::stdin();
    let mut out = String::new();
    for line in stdin.lock().lines() {
        let n: u64 = line.unwrap().trim().parse().unwrap();
        if n == 0 {
            break;
        }
        out.push_str(if n <= 2 { "Alice\n" } else { "Bob\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
