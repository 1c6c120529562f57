# Winning move, when some a_i is odd: take one from the first odd position and add one to every
# later odd position; everything is then even, and any move makes some value odd again.
import sys

data = sys.stdin.buffer.read().split()
t, p, out = int(data[0]), 1, []
for _ in range(t):
    n = int(data[p])
    vals = data[p + 1 : p + 1 + n]
    p += 1 + n
    out.append("First" if any(int(v[-1:]) % 2 for v in vals) else "Second")
sys.stdout.write("\n".join(out) + "\n")
