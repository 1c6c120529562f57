fun main() {
    val blocks = ArrayList<LongArray>()
    while (true) blocks.add(LongArray(1 shl 17) { 7L })
}
