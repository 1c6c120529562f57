# With n even the first player can keep either middle element for last; with
# n odd the second player decides between the two middle pairs. Only the
# middle of each row matters: the row's numbers are separated by single
# spaces, so the middle ones are found by walking the spaces, and the row is
# never split into a million objects.
import sys


def main():
    out = []  # flushed every 4096 answers: half a million cases of one number each must not pile up
    read = sys.stdin.buffer.readline
    while True:
        line = read()
        if not line.strip():
            break
        if len(out) >= 4096:
            sys.stdout.write("\n".join(map(str, out)) + "\n")
            out.clear()
        n = int(line)
        row = read()
        if n == 1:
            out.append(int(row))
            continue
        c = (n + 1) // 2  # 1-based middle
        start = 0
        for _ in range(c - 2):
            start = row.index(b" ", start) + 1
        a = [None] * (c - 2) + row[start:].split(None, 3)[:3]
        if n % 2 == 0:
            out.append(max(int(a[c - 1]), int(a[c])))
        else:
            x, y, z = int(a[c - 2]), int(a[c - 1]), int(a[c])
            out.append(max(min(x, y), min(y, z)))
    if out:
        sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
