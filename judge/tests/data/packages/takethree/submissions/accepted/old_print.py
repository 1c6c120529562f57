#!/usr/bin/env python2
# Python 2 (the legacy spec tells it by this first line): skipped, not judged as Python 3.
n = int(raw_input())
h = map(int, raw_input().split())
x = reduce(lambda a, b: a ^ b, [v % 4 for v in h], 0)
for i, v in enumerate(h):
    k = v % 4 - (x ^ (v % 4))
    if x and 1 <= k <= 3:
        print i + 1, k
        break
else:
    print "lose"
