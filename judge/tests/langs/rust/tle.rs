fn main() {
    let mut x: u64 = 1;
    while x != 0 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
    }
    println!("{}", x);
}
