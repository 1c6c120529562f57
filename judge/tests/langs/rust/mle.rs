fn main() {
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    loop {
        blocks.push(vec![7u8; 16 << 20]);
        let total: usize = blocks.iter().map(|b| b[b.len() - 1] as usize).sum();
        if total == 0 {
            break;
        }
    }
}
