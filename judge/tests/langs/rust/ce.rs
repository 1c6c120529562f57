fn main() {
    let x: u32 = "Alice";
}
