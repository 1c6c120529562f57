import java.net.*;

public class Main {
    public static void main(String[] args) throws Exception {
        Socket s = new Socket();
        s.connect(new InetSocketAddress("127.0.0.1", 22), 1000);
        System.out.println("connected");
    }
}
