# Nim: a winning first move brings pile v down to v ^ x (x the xor of all
# piles), possible exactly when v ^ x < v.
import sys
def main():
    data = sys.stdin.buffer.read().split()
    i = 0
    out = []
    while True:
        m = int(data[i]); i += 1
        if m == 0:
            break
        a = list(map(int, data[i:i + m])); i += m
        x = 0
        for v in a:
            x ^= v
        out.append(sum(1 for v in a if v ^ x < v))
    print("\n".join(map(str, out)))
main()
