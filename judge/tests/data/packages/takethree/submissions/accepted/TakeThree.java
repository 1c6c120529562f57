// The first heap whose value (its size mod 4) can be set right wins; in Java,
// judged under the package's default 2 GiB, where the JVM's -Xss must be capped.
import java.util.Scanner;

public class TakeThree {
	public static void main(String[] args) {
		Scanner in = new Scanner(System.in);
		int n = in.nextInt();
		long[] h = new long[n];
		long x = 0;
		for (int i = 0; i < n; i++) {
			h[i] = in.nextLong();
			x ^= h[i] % 4;
		}
		for (int i = 0; x != 0 && i < n; i++) {
			long k = h[i] % 4 - (x ^ (h[i] % 4));
			if (k >= 1 && k <= 3) {
				System.out.println((i + 1) + " " + k);
				return;
			}
		}
		System.out.println("lose");
	}
}
