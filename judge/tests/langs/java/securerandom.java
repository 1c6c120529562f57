import java.io.*;
import java.security.SecureRandom;

// poj2484, after drawing from a SecureRandom: it seeds from /dev/urandom.
public class Seeded {
    public static void main(String[] args) throws IOException {
        SecureRandom random = new SecureRandom();
        random.nextInt();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            long n = Long.parseLong(line.trim());
            if (n == 0) break;
            out.append(n <= 2 ? "Alice\n" : "Bob\n");
        }
        System.out.print(out);
    }
}
