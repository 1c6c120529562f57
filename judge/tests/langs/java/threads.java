// Daemon threads: when the process count stops the next start (OutOfMemoryError: unable to
// create native thread), the JVM ends at once instead of waiting for its sleepers until the
// wall limit.
public class Main {
    public static void main(String[] args) {
        while (true) {
            Thread t = new Thread(() -> {
                try { Thread.sleep(100000); } catch (InterruptedException e) { }
            });
            t.setDaemon(true);
            t.start();
        }
    }
}
