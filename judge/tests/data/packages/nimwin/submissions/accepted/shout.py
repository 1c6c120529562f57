# The default output validator compares without case: FIRST is first.
n = int(input())
x = 0
for h in map(int, input().split()):
    x ^= h
print("FIRST" if x else "SECOND")
