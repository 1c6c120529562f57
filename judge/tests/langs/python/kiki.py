# hdu2147 (kiki's game), plainly: read everything, answer every board.
# kiki loses only when both sides are odd.
import sys

words = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(words) - 1, 2):
    n, m = int(words[i]), int(words[i + 1])
    if n == 0 and m == 0:
        break
    out.append("What a pity!" if n % 2 and m % 2 else "Wonderful!")
sys.stdout.write("\n".join(out) + "\n")
