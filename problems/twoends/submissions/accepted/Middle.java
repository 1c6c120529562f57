// With n even the first player can keep either middle element for last; with
// n odd the second player decides between the two middle pairs.
import java.io.*;

public class Middle {
    static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    static boolean eof;

    static int next() throws IOException {
        int b = in.read();
        while (b != -1 && b != '-' && b < '0') b = in.read();
        if (b == -1) {
            eof = true;
            return 0;
        }
        boolean neg = b == '-';
        if (neg) b = in.read();
        long v = 0;
        for (; b >= '0'; b = in.read()) v = v * 10 + (b - '0');
        return (int) (neg ? -v : v);
    }

    public static void main(String[] args) throws IOException {
        StringBuilder out = new StringBuilder();
        int[] a = new int[1000001];
        while (true) {
            int n = next();
            if (eof) break;
            for (int i = 1; i <= n; i++) a[i] = next();
            int ans;
            if (n == 1) ans = a[1];
            else if (n % 2 == 0) ans = Math.max(a[n / 2], a[n / 2 + 1]);
            else {
                int c = (n + 1) / 2;
                ans = Math.max(Math.min(a[c - 1], a[c]), Math.min(a[c], a[c + 1]));
            }
            out.append(ans).append('\n');
        }
        System.out.print(out);
    }
}
