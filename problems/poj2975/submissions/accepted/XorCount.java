// Nim: a winning first move brings pile k down to k ^ s (s the xor of all
// piles), which is possible exactly when k ^ s < k.
import java.io.*;

public class XorCount {
    static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static long next() throws IOException {
        int b = in.read();
        while (b < '0') b = in.read();
        long v = 0;
        for (; b >= '0'; b = in.read()) v = v * 10 + (b - '0');
        return v;
    }

    public static void main(String[] args) throws IOException {
        StringBuilder out = new StringBuilder();
        long[] piles = new long[1000];
        for (int n; (n = (int) next()) != 0; ) {
            long s = 0;
            for (int i = 0; i < n; i++) s ^= piles[i] = next();
            int count = 0;
            for (int i = 0; i < n; i++) if ((piles[i] ^ s) < piles[i]) count++;
            out.append(count).append('\n');
        }
        System.out.print(out);
    }
}
