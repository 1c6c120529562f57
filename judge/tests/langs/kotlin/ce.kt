fun main() { println("Alice" }
