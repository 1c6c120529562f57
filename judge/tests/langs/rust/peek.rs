// At compile time, through the compile's own /proc, reads the sandbox init's
// root and a file descriptor: both belong to another user, so rustc is
// refused (CE), and nothing of the machine ends up in the binary.
const ROOT: &[u8] = include_bytes!("/proc/1/root/etc/passwd");
const FD: &[u8] = include_bytes!("/proc/1/fd/0");
fn main() {
    println!("{} {}", ROOT.len(), FD.len());
}
