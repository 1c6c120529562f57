import java.io.*;
import java.util.*;

// poj2484 with eight threads of the program's own, each answering its share.
public class Workers {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<Long> ns = new ArrayList<>();
        for (String line; (line = in.readLine()) != null; ) {
            long n = Long.parseLong(line.trim());
            if (n == 0) break;
            ns.add(n);
        }
        String[] answers = new String[ns.size()];
        Thread[] pool = new Thread[8];
        for (int k = 0; k < 8; k++) {
            final int first = k;
            pool[k] = new Thread(() -> {
                for (int i = first; i < answers.length; i += 8)
                    answers[i] = ns.get(i) <= 2 ? "Alice" : "Bob";
            });
            pool[k].start();
        }
        for (Thread t : pool) t.join();
        StringBuilder out = new StringBuilder();
        for (String a : answers) out.append(a).append('\n');
        System.out.print(out);
    }
}
