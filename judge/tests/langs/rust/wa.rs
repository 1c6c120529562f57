fn main() {
    println!("Alice");
}
