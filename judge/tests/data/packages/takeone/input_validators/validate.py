# The input: n (1..100) on a line, then n heap sizes (0..10^9) separated by single spaces.
import re
import sys

data = sys.stdin.read()
m = re.fullmatch(r"(\d+)\n(\d+(?: \d+)*)\n", data)
if not m:
    sys.exit("not two lines of numbers")
n = int(m.group(1))
heaps = [int(x) for x in m.group(2).split()]
if not 1 <= n <= 100 or len(heaps) != n or any(h > 10**9 for h in heaps):
    sys.exit("n or a heap out of range")
sys.exit(42)
