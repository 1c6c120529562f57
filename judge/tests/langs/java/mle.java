import java.util.*;

public class Main {
    public static void main(String[] args) {
        List<long[]> blocks = new ArrayList<>();
        while (true) {
            long[] b = new long[1 << 17];
            Arrays.fill(b, 7);
            blocks.add(b);
        }
    }
}
