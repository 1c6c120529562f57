// Alice wins by taking everything when n <= 2; for n >= 3 Bob mirrors her
// move on the circle and wins.
import java.io.*;

public class Mirror {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            long n = Long.parseLong(line.trim());
            if (n == 0) break;
            out.append(n <= 2 ? "Alice\n" : "Bob\n");
        }
        System.out.print(out);
    }
}
