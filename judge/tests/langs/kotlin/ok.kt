fun main() {
    val out = StringBuilder()
    while (true) {
        val n = readLine()?.trim()?.toLong() ?: break
        if (n == 0L) break
        out.append(if (n <= 2) "Alice\n" else "Bob\n")
    }
    print(out)
}
