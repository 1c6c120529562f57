# Alice wins by taking everything when n <= 2; for n >= 3 Bob mirrors her move
# on the circle and wins.
import sys


def main():
    out = []
    for line in sys.stdin.buffer:
        n = int(line)
        if n == 0:
            break
        out.append("Alice" if n <= 2 else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()
