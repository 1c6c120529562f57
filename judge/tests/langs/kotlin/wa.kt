fun main() { println("Alice") }
