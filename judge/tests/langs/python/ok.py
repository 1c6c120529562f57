import sys
for line in sys.stdin:
    n = int(line)
    if n == 0:
        break
    print("Alice" if n <= 2 else "Bob")
