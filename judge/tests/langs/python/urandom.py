# poj2484, after seeding a generator from os.urandom (PyPy reads /dev/urandom).
import os
import random
import sys

random.seed(os.urandom(16))
for line in sys.stdin:
    n = int(line)
    if n == 0:
        break
    print("Alice" if n <= 2 else "Bob")
