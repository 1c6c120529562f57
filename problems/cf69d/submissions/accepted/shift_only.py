# The reflections cancel out (a player who reflects can be reflected back), so
# the game is the shifts alone: a position wins when some shift that stays
# within d reaches a losing position. Positions are solved from the far edge
# inwards, by decreasing x + y (a shift never decreases it).
import sys


def main():
    data = sys.stdin.read().split()
    x0, y0, n, d = map(int, data[:4])
    vecs = [(int(data[4 + 2 * i]), int(data[5 + 2 * i])) for i in range(n)]
    d2 = d * d
    off = 200
    size = 2 * off + 1 + 200
    win = [bytearray(size) for _ in range(size)]
    for s in range(2 * d, -2 * d - 1, -1):
        for x in range(max(s - d, -d), min(s + d, d) + 1):
            y = s - x
            if x * x + y * y > d2:
                continue
            for vx, vy in vecs:
                nx, ny = x + vx, y + vy
                if nx * nx + ny * ny <= d2 and not win[nx + off][ny + off]:
                    win[x + off][y + off] = 1
                    break
    print("Anton" if win[x0 + off][y0 + off] else "Dasha")


main()
