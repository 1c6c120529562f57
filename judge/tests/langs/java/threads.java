public class Main {
    public static void main(String[] args) {
        while (true) {
            Thread t = new Thread(() -> {
                try { Thread.sleep(100000); } catch (InterruptedException e) { }
            });
            t.start();
        }
    }
}
