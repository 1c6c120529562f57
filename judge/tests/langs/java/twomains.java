class A { public static void main(String[] args) { System.out.println("Alice"); } }
class B { public static void main(String[] args) { System.out.println("Bob"); } }
