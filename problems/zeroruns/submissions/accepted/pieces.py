# Nim on the runs of zeros.
import sys

data = sys.stdin.buffer.read().split()
out = []
for s in data[1 : 1 + int(data[0])]:
    x = 0
    for piece in s.split(b"1"):
        x ^= len(piece)
    out.append("First" if x else "Second")
sys.stdout.write("\n".join(out) + "\n")
