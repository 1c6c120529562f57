# Three cases: the whole circle in one move; one coin a move (parity); else the second mirrors.
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
out = []
for c in range(1, t + 1):
    n, k = int(data[2 * c - 1]), int(data[2 * c])
    if n <= k:
        who = "first"
    elif k == 1:
        who = "first" if n % 2 else "second"
    else:
        who = "second"
    out.append("Case %d: %s" % (c, who))
sys.stdout.write("\n".join(out) + "\n")
