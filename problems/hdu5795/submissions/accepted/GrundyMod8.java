// Grundy value of a heap of x under "take any, or split into three": x, except
// x + 1 when x % 8 == 7 and x - 1 when x % 8 == 0.
import java.io.*;

public class GrundyMod8 {
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
        long t = next();
        for (long k = 0; k < t; k++) {
            long n = next(), s = 0;
            for (long i = 0; i < n; i++) {
                long x = next();
                s ^= x % 8 == 7 ? x + 1 : x % 8 == 0 ? x - 1 : x;
            }
            out.append(s != 0 ? "First player wins.\n" : "Second player wins.\n");
        }
        System.out.print(out);
    }
}
