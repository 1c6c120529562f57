package main

func main() {
	var blocks [][]byte
	for {
		b := make([]byte, 16<<20)
		b[0] = 7
		for n := 1; n < len(b); n *= 2 {
			copy(b[n:], b[:n])
		}
		blocks = append(blocks, b)
	}
}
