# Nim: a winning first move brings pile k down to k ^ s (s the xor of all
# piles), which is possible exactly when k ^ s < k.
import sys


def main():
    out = []
    read = sys.stdin.buffer.readline
    while True:
        n = int(read())
        if n == 0:
            break
        piles = list(map(int, read().split()))
        s = 0
        for k in piles:
            s ^= k
        out.append(sum(1 for k in piles if k ^ s < k))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
