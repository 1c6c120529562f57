#!/usr/bin/env python3
"""Writes testdata/hdu3404/nim-bytes.in (the test 'nim-bytes'), checked by a second nim product.

The reference splits a factor into bytes and joins them with the field rule
2^8 (*) 2^8 = 2^8 + 2^7. A product that shifts the high byte by 7 instead of 8 is the
reference's value passed through a linear map whose only non-zero root is 384, so it
is wrong exactly where a position's value is 384: such winning cases are made here, and
losing ones closed by a cell (1, x (*) y), all with operands of 256 and more.
Each case is checked by an independent product, bit by bit from the Fermat 2-powers.
Usage: problems/hdu3404/nim-bytes.py > testdata/hdu3404/nim-bytes.in
"""
import random
from functools import lru_cache


@lru_cache(None)
def power_product(a, b):
    """2^a (*) 2^b, from F (*) x = F x for x < F and F (*) F = 3F/2, F = 2^(2^k)."""
    if a == 0 or b == 0:
        return 1 << (a + b)
    k = max(a.bit_length(), b.bit_length()) - 1
    h = 1 << k
    a1, a0, b1, b0 = a >> k & 1, a & (h - 1), b >> k & 1, b & (h - 1)
    base = power_product(a0, b0)
    if a1 and b1:
        return (base << h) ^ nim_mul(1 << (h - 1), base)
    return base << h if a1 or b1 else base


def nim_mul(x, y):
    r = 0
    for i in range(x.bit_length()):
        for j in range(y.bit_length()):
            if x >> i & 1 and y >> j & 1:
                r ^= power_product(i, j)
    return r


def value(cells):
    v = 0
    for x, y in cells:
        v ^= nim_mul(x, y)
    return v


def fits(cells):
    return len(set(cells)) == len(cells) and all(1 <= x <= 10000 and 1 <= y <= 10000 for x, y in cells)


def big():
    return random.randint(256, 10000), random.randint(256, 10000)


def main():
    assert nim_mul(2, 2) == 3 and nim_mul(8, 8) == 13 and nim_mul(16, 16) == 24
    random.seed(3404)
    out = [[(1, 384)], [(384, 1)]]
    while len(out) < 35:  # winning, value exactly 384
        cells = [(random.randint(1, 10000), random.randint(1, 10000)) for _ in range(random.randint(1, 8))]
        r = value(cells) ^ 384
        if r:
            cells = cells + ([(1, r)] if random.random() < .5 else [(r, 1)])
        if fits(cells) and value(cells) == 384:
            out.append(cells)
    while len(out) < 60:  # losing: (x, y) and (1, x (*) y)
        x, y = big()
        p = nim_mul(x, y)
        cells = [(x, y), (1, p)] if random.random() < .5 else [(x, y), (p, 1)]
        if fits(cells) and p >= 256:
            out.append(cells)
    while len(out) < 80:  # losing: up to 9 cells closed by one (1, r)
        cells = [big() for _ in range(random.randint(2, 8))]
        r = value(cells)
        cells.append((1, r))
        if fits(cells) and r >= 256:
            out.append(cells)
    while len(out) < 100:  # winning, any other value
        cells = [big() for _ in range(random.randint(1, 10))]
        if fits(cells) and value(cells) not in (0, 384):
            out.append(cells)
    random.shuffle(out)
    print(len(out))
    for cells in out:
        print(len(cells))
        for x, y in cells:
            print(x, y)


main()
