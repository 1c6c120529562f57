// Indexing past the end panics: exit status 101.
fn main() {
    let v: Vec<u32> = Vec::new();
    let i = std::env::args().count() + 4;
    println!("{}", v[i]);
}
