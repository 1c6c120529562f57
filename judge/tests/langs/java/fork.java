public class Main {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("/usr/lib/jvm/java-17-openjdk-amd64/bin/java", "-version").start();
        System.out.println("started " + p.waitFor());
    }
}
