// Retrograde analysis over every pair of hands (495 hands of 8 cards valued
// 0..4): a position whose opponent has emptied their hand is lost for the
// player to move; a position with a move into a lost one is won; a position
// whose every move leads to a won one is lost; the rest are draws ("Deal").
import java.io.*;

public class Retrograde {
    static final int HANDS = 495, CARDS = 8, UNKNOWN = 0, WIN = 1, LOSE = 2;
    static int[][] count = new int[HANDS][5];
    static int[] id = new int[9 * 9 * 9 * 9];
    static byte[][] result = new byte[HANDS][HANDS];

    static int idOf(int[] c) { return id[((c[1] * 9 + c[2]) * 9 + c[3]) * 9 + c[4]]; }

    static int kinds(int[] h) {
        int k = 0;
        for (int v = 1; v <= 4; v++) if (h[v] > 0) k++;
        return k;
    }

    static void solve() {
        int n = 0;
        for (int a = 0; a <= CARDS; a++)
            for (int b = 0; a + b <= CARDS; b++)
                for (int c = 0; a + b + c <= CARDS; c++)
                    for (int d = 0; a + b + c + d <= CARDS; d++) {
                        count[n] = new int[] { CARDS - a - b - c - d, a, b, c, d };
                        id[((a * 9 + b) * 9 + c) * 9 + d] = n++;
                    }
        int zero = idOf(new int[] { CARDS, 0, 0, 0, 0 });
        int[][] left = new int[HANDS][HANDS];
        int[] queue = new int[HANDS * HANDS];
        int head = 0, tail = 0;
        for (int x = 0; x < HANDS; x++)
            for (int y = 0; y < HANDS; y++) {
                left[x][y] = kinds(count[x]) * kinds(count[y]);
                if (y == zero && x != zero) {
                    result[x][y] = LOSE;
                    queue[tail++] = x * HANDS + y;
                }
            }
        int[] h = new int[5];
        while (head < tail) {
            int s = queue[head++], y = s / HANDS, xp = s % HANDS; // (y, x'): y to move
            for (int b = 1; b <= 4; b++) {
                if (count[y][b] == 0) continue;
                for (int a = 1; a <= 4; a++) {
                    int c = (a + b) % 5;
                    if (count[xp][c] == 0) continue;
                    System.arraycopy(count[xp], 0, h, 0, 5);
                    h[c]--;
                    h[a]++;
                    int x = idOf(h);
                    if (result[x][y] != UNKNOWN) continue;
                    if (result[y][xp] == LOSE) {
                        result[x][y] = WIN;
                        queue[tail++] = x * HANDS + y;
                    } else if (--left[x][y] == 0) {
                        result[x][y] = LOSE;
                        queue[tail++] = x * HANDS + y;
                    }
                }
            }
        }
    }

    static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static int next() throws IOException {
        int b = in.read();
        while (b < '0') b = in.read();
        int v = 0;
        for (; b >= '0'; b = in.read()) v = v * 10 + (b - '0');
        return v;
    }

    static int hand() throws IOException {
        int[] c = new int[5];
        for (int i = 0; i < CARDS; i++) c[next()]++;
        return idOf(c);
    }

    public static void main(String[] args) throws IOException {
        solve();
        StringBuilder out = new StringBuilder();
        for (int t = next(); t > 0; t--) {
            int f = next(), alice = hand(), bob = hand();
            int r = f == 0 ? result[alice][bob] : result[bob][alice];
            String mover = f == 0 ? "Alice" : "Bob", other = f == 0 ? "Bob" : "Alice";
            out.append(r == WIN ? mover : r == LOSE ? other : "Deal").append('\n');
        }
        System.out.print(out);
    }
}
