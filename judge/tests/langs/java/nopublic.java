// No public class: the class with main is found in the compiled classes.
import java.util.*;

class Helper {
    static String answer(long n) { return n <= 2 ? "Alice" : "Bob"; }
}

class Game {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (in.hasNextLong()) {
            long n = in.nextLong();
            if (n == 0) break;
            out.append(Helper.answer(n)).append('\n');
        }
        System.out.print(out);
    }
}
