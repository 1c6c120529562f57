public class Main {
    public static void main(String[] args) {
        int[] a = new int[3];
        System.out.println(a[args.length + 5]);
    }
}
