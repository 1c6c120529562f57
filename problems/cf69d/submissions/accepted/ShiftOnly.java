// The reflections cancel out (a player who reflects can be reflected back), so
// the game is the shifts alone, solved by decreasing x + y.
import java.util.*;

public class ShiftOnly {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int x0 = in.nextInt(), y0 = in.nextInt(), n = in.nextInt(), d = in.nextInt();
        int[] vx = new int[n], vy = new int[n];
        for (int i = 0; i < n; i++) {
            vx[i] = in.nextInt();
            vy[i] = in.nextInt();
        }
        int off = 200, d2 = d * d;
        boolean[][] win = new boolean[2 * off + 201][2 * off + 201];
        for (int s = 2 * d; s >= -2 * d; s--)
            for (int x = Math.max(s - d, -d); x <= Math.min(s + d, d); x++) {
                int y = s - x;
                if (x * x + y * y > d2) continue;
                for (int i = 0; i < n; i++) {
                    int nx = x + vx[i], ny = y + vy[i];
                    if (nx * nx + ny * ny <= d2 && !win[nx + off][ny + off]) {
                        win[x + off][y + off] = true;
                        break;
                    }
                }
            }
        System.out.println(win[x0 + off][y0 + off] ? "Anton" : "Dasha");
    }
}
