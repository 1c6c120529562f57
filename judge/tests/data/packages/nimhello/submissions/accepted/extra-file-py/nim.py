import functools
import operator
import sys

words = sys.stdin.read().split()
n = int(words[0])
heaps = map(int, words[1:1 + n])
print("first" if functools.reduce(operator.xor, heaps, 0) else "second")
