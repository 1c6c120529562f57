import sys
n = int(sys.stdin.readline())
raise ValueError("no answer for %d" % n)
