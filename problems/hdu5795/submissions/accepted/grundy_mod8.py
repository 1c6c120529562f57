# Grundy value of a heap of x under "take any, or split into three": x, except
# x + 1 when x % 8 == 7 and x - 1 when x % 8 == 0. The heaps of a case are read
# in chunks, so a line of a million heaps never sits in memory as a million
# objects.
import sys


def tokens():
    read = sys.stdin.buffer.read
    rest = b""
    while True:
        chunk = read(1 << 16)
        if not chunk:
            break
        parts = (rest + chunk).split()
        rest = b"" if chunk[-1:].isspace() else parts.pop()
        yield parts
    if rest:
        yield [rest]


def main():
    state = None  # None: reading T; then counting heaps left in a case
    cases = left = s = 0
    out = []
    for parts in tokens():
        i = 0
        while i < len(parts):
            if state is None:
                cases, state = int(parts[i]), 0
                i += 1
            elif left == 0:
                if len(out) == cases:
                    break
                left, s = int(parts[i]), 0
                i += 1
            else:
                take = parts[i:i + left]
                i += len(take)
                left -= len(take)
                for x in map(int, take):
                    r = x & 7
                    s ^= x + 1 if r == 7 else x - 1 if r == 0 else x
                if left == 0:
                    out.append("First player wins." if s else "Second player wins.")
    sys.stdout.write("\n".join(out) + "\n")


main()
