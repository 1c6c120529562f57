public class Main {
    public static void main(String[] args) {
        long x = 0;
        while (x >= 0) x += System.nanoTime() & 1;
        System.out.println(x);
    }
}
