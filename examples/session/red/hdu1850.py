# Accepted: counts the piles a with (x ^ a) < a, x the xor of all piles.
import sys

data = sys.stdin.buffer.read().split()
i = 0
out = []
while True:
    m = int(data[i])
    i += 1
    if m == 0:
        break
    piles = list(map(int, data[i:i + m]))
    i += m
    x = 0
    for a in piles:
        x ^= a
    out.append(sum(1 for a in piles if x ^ a < a))
print("\n".join(map(str, out)))
