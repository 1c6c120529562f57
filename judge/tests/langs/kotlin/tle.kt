fun main() { var x = 0L; while (x >= 0) x += System.nanoTime() and 1L; println(x) }
