import sys
from functools import reduce

heaps = list(map(int, sys.stdin.read().split()))[1:]
print("first" if reduce(lambda a, b: a ^ b, heaps, 0) else "second")
